/**
 * Generated product and gift card images: deterministic SVGs, so the demo catalog needs no
 * image files. Colours and garment shape follow from the product code; the image number is
 * drawn on the picture so galleries show which image is where.
 */
const PRODUCT_IMAGE_WIDTH = 533;
const PRODUCT_IMAGE_HEIGHT = 800;
const GIFT_CARD_IMAGE_WIDTH = 320;
const GIFT_CARD_IMAGE_HEIGHT = 200;

export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
export const IMAGE_NUMBER_PATTERN = /^[1-9][0-9]?$/;
export const GIFT_CARD_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

/** FNV-1a, 32 bits. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A dress form on a stand: reads as "fashion" for any garment the code may stand for. */
const DRESS_FORM =
  'M236 120 L297 120 L300 160 Q340 168 383 190 Q400 250 370 320 Q340 380 335 420 Q360 480 372 540 ' +
  'Q266 575 161 540 Q173 480 198 420 Q193 380 163 320 Q133 250 150 190 Q193 168 233 160 Z';
const NECKLINES: readonly string[] = [
  'M233 160 Q266 215 300 160',
  'M233 160 L266 240 L300 160',
  'M215 164 Q266 190 318 164',
];

/** Fill and edge of the garment for the catalog's colour names, so the picture matches the name. */
const GARMENT_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  black: ['#262626', '#0d0d0d'],
  white: ['#f7f7f5', '#9a9a96'],
  navy: ['#1f2f5c', '#111b38'],
  blue: ['#2f64b5', '#1d3f73'],
  green: ['#2f7d46', '#1c4d2b'],
  khaki: ['#8a7f4a', '#5a532f'],
  red: ['#b3262e', '#70171c'],
  pink: ['#e58fb0', '#a4566f'],
  purple: ['#6b3f99', '#432661'],
  grey: ['#858585', '#525252'],
  beige: ['#d9c6a5', '#9c8a6b'],
};

export function productImageSvg(code: string, n: number, colourName?: string): string {
  const hash = hashOf(code);
  const hue = hash % 360;
  const garmentHue = (hue + 150 + ((hash >>> 9) % 60)) % 360;
  const neckline = NECKLINES[(hash >>> 3) % NECKLINES.length]!;
  const backgroundLightness = 94 - ((n - 1) % 4) * 3;
  const ink = `hsl(${hue} 25% 30%)`;
  const named = colourName && Object.hasOwn(GARMENT_COLOURS, colourName) ? GARMENT_COLOURS[colourName] : undefined;
  const garment = named?.[0] ?? `hsl(${garmentHue} 45% 40%)`;
  const garmentEdge = named?.[1] ?? `hsl(${garmentHue} 45% 26%)`;
  const zoom = n % 3 === 0 ? ' transform="translate(-80 -60) scale(1.3)"' : n % 2 === 0 ? ' transform="translate(533 0) scale(-1 1)"' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" viewBox="0 0 ${PRODUCT_IMAGE_WIDTH} ${PRODUCT_IMAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="hsl(${hue} 30% ${backgroundLightness}%)"/>`,
    `<g${zoom}>`,
    `<ellipse cx="266" cy="742" rx="150" ry="16" fill="hsl(${hue} 20% 80%)"/>`,
    `<rect x="259" y="550" width="15" height="175" fill="${ink}"/>`,
    `<path d="M186 740 L347 740 L320 720 L213 720 Z" fill="${ink}"/>`,
    `<path d="${DRESS_FORM}" fill="${garment}" stroke="${garmentEdge}" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="${neckline}" fill="none" stroke="${garmentEdge}" stroke-width="6" stroke-linecap="round"/>`,
    `<ellipse cx="266" cy="120" rx="31" ry="8" fill="${garmentEdge}"/>`,
    '</g>',
    `<text x="40" y="70" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="${ink}">${code}</text>`,
    `<text x="493" y="775" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="${ink}">${n}</text>`,
    '</svg>',
  ].join('');
}

const titleOf = (id: string): string => id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

export function giftCardImageSvg(id: string): string {
  const hue = hashOf(id) % 360;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${GIFT_CARD_IMAGE_WIDTH}" height="${GIFT_CARD_IMAGE_HEIGHT}" viewBox="0 0 ${GIFT_CARD_IMAGE_WIDTH} ${GIFT_CARD_IMAGE_HEIGHT}">`,
    '<defs><clipPath id="card"><rect width="100%" height="100%" rx="14"/></clipPath></defs>',
    '<g clip-path="url(#card)">',
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 42%)"/>`,
    `<circle cx="270" cy="40" r="70" fill="hsl(${(hue + 40) % 360} 60% 60%)" opacity="0.6"/>`,
    '</g>',
    `<text x="24" y="150" font-family="Georgia, serif" font-size="30" fill="#ffffff">${titleOf(id)}</text>`,
    `<text x="24" y="180" font-family="Helvetica, Arial, sans-serif" font-size="16" letter-spacing="4" fill="#ffffff">GIFT CARD</text>`,
    '</svg>',
  ].join('');
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The brand's favicon: the first letter of its logo on its primary colour. */
export function brandIconSvg(logoText: string, primary: string, primaryText: string): string {
  const letter = escapeXml([...logoText.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '*');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="12" fill="${escapeXml(primary)}"/>`,
    `<text x="32" y="45" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="${escapeXml(primaryText)}">${letter}</text>`,
    '</svg>',
  ].join('');
}
