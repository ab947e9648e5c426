import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from '../../../../../src/adapters/ui-react/parts/catalog/product-picture.js';

const PATH = `/images/products/${'c'.repeat(64)}`;

describe('ProductPicture', () => {
  it('offers a stored image on a tile in AVIF and WebP at 266 and 533 wide, with a JPEG img, its size and lazy loading', () => {
    const html = renderToStaticMarkup(<ProductPicture className="product-tile__image" src={PATH} use="tile" alt="" width={533} height={800} lazy />);
    const sizes = '(min-width: 992px) 23vw, (min-width: 768px) 31vw, 48vw';
    expect(html).toBe('<picture>'
      + `<source type="image/avif" srcSet="${PATH}/266.avif 266w, ${PATH}/533.avif 533w" sizes="${sizes}"/>`
      + `<source type="image/webp" srcSet="${PATH}/266.webp 266w, ${PATH}/533.webp 533w" sizes="${sizes}"/>`
      + `<img class="product-tile__image" src="${PATH}/533.jpg" alt="" width="533" height="800" loading="lazy"/>`
      + '</picture>');
  });

  it('offers the gallery the large widths, and small pictures one width without sizes', () => {
    const gallery = renderToStaticMarkup(<ProductPicture className="gallery__primary" src={PATH} use="gallery" alt="Dress, image 1" width={533} height={800} imageN={1} />);
    expect(gallery).toContain(`srcSet="${PATH}/533.avif 533w, ${PATH}/800.avif 800w, ${PATH}/1066.avif 1066w"`);
    expect(gallery).toContain(`<img class="gallery__primary" src="${PATH}/1066.jpg" alt="Dress, image 1" width="533" height="800" data-image-n="1"/>`);
    expect(gallery).not.toContain('loading=');
    const small = renderToStaticMarkup(<ProductPicture className="basket-line__image" src={PATH} use="small" alt="" width={80} height={120} />);
    expect(small).toBe('<picture>'
      + `<source type="image/avif" srcSet="${PATH}/266.avif"/><source type="image/webp" srcSet="${PATH}/266.webp"/>`
      + `<img class="basket-line__image" src="${PATH}/266.jpg" alt="" width="80" height="120"/></picture>`);
  });

  it.each(['/images/p/EV1-001/1.svg?c=Black', '/images/seeded.jpg', `/images/products/${'c'.repeat(63)}`, `${PATH}/../x`])('shows the path %s as the plain img it was', (src) => {
    const html = renderToStaticMarkup(<ProductPicture className="product-tile__image" src={src} use="tile" alt="" width={533} height={800} lazy />);
    expect(html).toBe(`<img class="product-tile__image" src="${src.replace('&', '&amp;')}" alt="" width="533" height="800" loading="lazy"/>`);
  });
});
