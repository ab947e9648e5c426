/** Words the demo catalog is made of: categories, garments, details, colours and copy. */

export const DEMO_COLOURS = [
  'Black', 'White', 'Navy', 'Blue', 'Green', 'Khaki', 'Red', 'Pink', 'Purple', 'Grey', 'Beige', 'Multi',
] as const;

export interface ApparelCategory {
  slug: string;
  name: string;
  sizeRun: 'clothing' | 'shoes';
  /** Price band in whole pounds. */
  pounds: [number, number];
  garments: readonly string[];
  /** Garments sold in one size only. */
  oneSizeGarments: readonly string[];
  details: readonly string[];
  features: readonly string[];
  /** What the garment is made of; FABRICS when absent. */
  materials?: readonly string[];
}

const CLOTHING_DETAILS = [
  '', '', 'Floral Print', 'Striped', 'Spot Print', 'Leopard Print', 'Lace Trim', 'Ribbed', 'Textured',
  'Embroidered', 'Satin', 'Linen Blend', 'Check', 'Tie Front', 'Button Front', 'Pleated',
] as const;

export const APPAREL_CATEGORIES: readonly ApparelCategory[] = [
  {
    slug: 'dresses', name: 'Dresses', sizeRun: 'clothing', pounds: [18, 75],
    garments: ['Wrap Dress', 'Midi Dress', 'Maxi Dress', 'Skater Dress', 'Shift Dress', 'Tea Dress', 'Shirt Dress', 'Bodycon Dress', 'Smock Dress', 'Tunic Dress'],
    oneSizeGarments: [], details: CLOTHING_DETAILS,
    features: ['a flattering V-neckline', 'a tie waist that cinches in', 'short flutter sleeves', 'a swishy tiered hem', 'handy side pockets'],
  },
  {
    slug: 'tops', name: 'Tops', sizeRun: 'clothing', pounds: [10, 35],
    garments: ['Blouse', 'Tunic Top', 'T-Shirt', 'Cami Top', 'Wrap Top', 'Peplum Top', 'Shirt', 'Vest Top', 'Swing Top'],
    oneSizeGarments: [], details: CLOTHING_DETAILS,
    features: ['a relaxed fit', 'a curved hem', 'three-quarter sleeves', 'a round neckline', 'a longline cut'],
  },
  {
    slug: 'jeans', name: 'Jeans', sizeRun: 'clothing', pounds: [20, 50],
    garments: ['Skinny Jeans', 'Straight Leg Jeans', 'Bootcut Jeans', 'Mom Jeans', 'Wide Leg Jeans', 'Jeggings', 'Boyfriend Jeans', 'Flared Jeans'],
    oneSizeGarments: [], details: ['', '', 'Stretch', 'Ripped', 'Stonewash', 'Distressed', 'High Waisted', 'Raw Hem'],
    features: ['five-pocket styling', 'a comfortable stretch', 'a high-rise waist', 'a classic zip fly', 'a soft washed finish'],
  },
  {
    slug: 'trousers', name: 'Trousers', sizeRun: 'clothing', pounds: [15, 45],
    garments: ['Wide Leg Trousers', 'Tapered Trousers', 'Joggers', 'Cargo Trousers', 'Palazzo Trousers', 'Culottes', 'Leggings', 'Cigarette Trousers'],
    oneSizeGarments: [], details: CLOTHING_DETAILS,
    features: ['an elasticated waist', 'pressed front creases', 'deep side pockets', 'a drawstring waist', 'a cropped length'],
  },
  {
    slug: 'skirts', name: 'Skirts', sizeRun: 'clothing', pounds: [14, 40],
    garments: ['Midi Skirt', 'Pleated Skirt', 'Maxi Skirt', 'Pencil Skirt', 'A-Line Skirt', 'Tiered Skirt', 'Mini Skirt'],
    oneSizeGarments: [], details: CLOTHING_DETAILS,
    features: ['a comfortable elasticated waist', 'a floaty lining', 'a split hem', 'button-through detailing', 'a fluted hem'],
  },
  {
    slug: 'coats-jackets', name: 'Coats & Jackets', sizeRun: 'clothing', pounds: [35, 119],
    garments: ['Puffer Jacket', 'Trench Coat', 'Denim Jacket', 'Parka', 'Teddy Coat', 'Blazer', 'Formal Coat', 'Shacket', 'Raincoat'],
    oneSizeGarments: [], details: ['', '', 'Quilted', 'Hooded', 'Faux Fur Trim', 'Belted', 'Longline', 'Double Breasted', 'Check'],
    features: ['a detachable hood', 'a cosy padded lining', 'a shower-resistant finish', 'a belted waist', 'two front pockets'],
  },
  {
    slug: 'knitwear', name: 'Knitwear', sizeRun: 'clothing', pounds: [18, 55],
    garments: ['Jumper', 'Cardigan', 'Roll Neck Jumper', 'Knitted Tunic', 'Cable Knit Cardigan', 'Crew Neck Jumper', 'Longline Cardigan', 'Knitted Poncho'],
    oneSizeGarments: ['Knitted Poncho'], details: ['', '', 'Cable Knit', 'Ribbed', 'Fluffy', 'Fair Isle', 'Pointelle', 'Metallic'],
    features: ['a soft, cosy knit', 'ribbed cuffs and hem', 'dropped shoulders', 'a relaxed oversized fit', 'pretty button detailing'],
  },
  {
    slug: 'nightwear', name: 'Nightwear', sizeRun: 'clothing', pounds: [10, 40],
    garments: ['Pyjama Set', 'Nightdress', 'Dressing Gown', 'Lounge Set', 'Sleep Shirt', 'Fleece Blanket Hoodie'],
    oneSizeGarments: ['Fleece Blanket Hoodie'], details: ['', '', 'Star Print', 'Heart Print', 'Floral Print', 'Satin', 'Fleece', 'Check'],
    features: ['soft brushed cotton', 'an easy elasticated waist', 'contrast piping', 'a relaxed, comfortable fit', 'a cosy fleece lining'],
  },
  {
    slug: 'lingerie', name: 'Lingerie', sizeRun: 'clothing', pounds: [8, 30],
    garments: ['Full Briefs 3 Pack', 'Lace Body', 'Shapewear Slip', 'Lace Trim Camisole', 'Bralette', 'High Waist Briefs', 'Lace Chemise'],
    oneSizeGarments: [], details: ['', '', 'Lace', 'Mesh', 'Satin', 'Seamless', 'Scallop Edge'],
    features: ['delicate lace panels', 'a smoothing fit', 'adjustable straps', 'a soft cotton gusset', 'a seam-free finish'],
  },
  {
    slug: 'shoes', name: 'Shoes', sizeRun: 'shoes', pounds: [15, 70],
    garments: ['Ankle Boots', 'Ballet Pumps', 'Trainers', 'Sandals', 'Court Shoes', 'Knee High Boots', 'Loafers', 'Wedge Sandals', 'Espadrilles'],
    oneSizeGarments: [], details: ['', '', 'Extra Wide Fit', 'Wide Fit', 'Faux Suede', 'Faux Leather', 'Patent', 'Buckle Detail', 'Cushioned'],
    features: ['a padded footbed', 'a grippy sole', 'a handy side zip', 'a low block heel', 'a roomy wide fit'],
    materials: ['soft faux suede', 'smooth faux leather', 'breathable canvas', 'woven raffia'],
  },
];

export const GIFT_VOUCHER_CATEGORY = { slug: 'gift-vouchers', name: 'Gift Vouchers' } as const;

export const FABRICS = ['soft stretch jersey', 'lightweight crepe', 'breathable cotton', 'drapey viscose', 'a cotton-rich blend', 'a recycled polyester blend'] as const;

export const STYLING_TIPS = [
  'Team it with ankle boots for an easy day-to-evening look.',
  'Pair it with white trainers for a relaxed weekend outfit.',
  'Add a statement necklace to dress it up for a night out.',
  'Layer it under a longline cardigan when the weather turns.',
  'A wardrobe essential you will reach for again and again.',
] as const;

export const CARE_NOTES = ['Machine washable at 30°C.', 'Hand wash only.', 'Machine washable at 40°C.'] as const;

export const GIFT_CARD_TYPES = [
  { id: 'classic', name: 'Classic' },
  { id: 'birthday', name: 'Happy Birthday' },
  { id: 'thank-you', name: 'Thank You' },
  { id: 'celebration', name: 'Celebration' },
] as const;

export const GIFT_CARD_VALUES_POUNDS = [10, 20, 25, 50, 75, 100] as const;
