/**
 * Generated product and gift card images: deterministic SVGs, so the demo catalog needs no
 * image files. Colours and garment shape follow from the product code; the image number is
 * drawn on the picture so galleries show which image is where.
 */
export const PRODUCT_IMAGE_WIDTH = 533;
export const PRODUCT_IMAGE_HEIGHT = 800;
export const GIFT_CARD_IMAGE_WIDTH = 320;
export const GIFT_CARD_IMAGE_HEIGHT = 200;

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

const GARMENTS: readonly string[] = [
  // dress
  'M206 170 L327 170 L347 250 L316 300 L420 700 L113 700 L217 300 L186 250 Z',
  // top
  'M186 200 L236 180 Q266 214 297 180 L347 200 L440 300 L396 350 L352 316 L352 610 L181 610 L181 316 L137 350 L93 300 Z',
  // trousers
  'M170 170 L363 170 L392 700 L300 700 L266 330 L233 700 L141 700 Z',
  // coat
  'M180 160 L236 150 L266 260 L297 150 L353 160 L430 250 L440 640 L392 640 L380 330 L370 700 L163 700 L153 330 L141 640 L93 640 L103 250 Z',
  // skirt
  'M196 260 L337 260 L410 640 L123 640 Z',
];

export function productImageSvg(code: string, n: number): string {
  const hash = hashOf(code);
  const hue = hash % 360;
  const garmentHue = (hue + 150 + ((hash >>> 9) % 60)) % 360;
  const shape = GARMENTS[(hash >>> 3) % GARMENTS.length]!;
  const backgroundLightness = 94 - ((n - 1) % 4) * 3;
  const mirrored = n % 2 === 0 ? ` transform="translate(${PRODUCT_IMAGE_WIDTH} 0) scale(-1 1)"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" viewBox="0 0 ${PRODUCT_IMAGE_WIDTH} ${PRODUCT_IMAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="hsl(${hue} 30% ${backgroundLightness}%)"/>`,
    `<ellipse cx="266" cy="730" rx="190" ry="24" fill="hsl(${hue} 20% 80%)"/>`,
    `<path d="${shape}" fill="hsl(${garmentHue} 45% 38%)" stroke="hsl(${garmentHue} 45% 24%)" stroke-width="6" stroke-linejoin="round"${mirrored}/>`,
    `<text x="40" y="70" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="hsl(${hue} 25% 30%)">${code}</text>`,
    `<text x="493" y="770" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="hsl(${hue} 25% 30%)">${n}</text>`,
    '</svg>',
  ].join('');
}

const titleOf = (id: string): string => id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

export function giftCardImageSvg(id: string): string {
  const hue = hashOf(id) % 360;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${GIFT_CARD_IMAGE_WIDTH}" height="${GIFT_CARD_IMAGE_HEIGHT}" viewBox="0 0 ${GIFT_CARD_IMAGE_WIDTH} ${GIFT_CARD_IMAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" rx="14" fill="hsl(${hue} 55% 42%)"/>`,
    `<circle cx="270" cy="40" r="70" fill="hsl(${(hue + 40) % 360} 60% 60%)" opacity="0.6"/>`,
    `<text x="24" y="150" font-family="Georgia, serif" font-size="30" fill="#ffffff">${titleOf(id)}</text>`,
    `<text x="24" y="180" font-family="Helvetica, Arial, sans-serif" font-size="16" letter-spacing="4" fill="#ffffff">GIFT CARD</text>`,
    '</svg>',
  ].join('');
}
