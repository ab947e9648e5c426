import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import {
  IMAGE_CONTENT_TYPES, IMAGE_FORMATS, IMAGE_WIDTHS, PRODUCT_IMAGES_URL, type ImageFormat,
} from '../../../domain/catalog/product-image-renditions.js';

export interface ProductImageRoutesOptions {
  /** The folder of the stored images (`productImagesFolder` of the data folder). */
  folder: string;
}

const HASH = /^[0-9a-f]{64}$/;
const FILE = new RegExp(`^(${IMAGE_WIDTHS.join('|')})\\.(${IMAGE_FORMATS.join('|')})$`);
/** A stored image's bytes never change under its name: the name is the hash of its source. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The stored product images, `GET /images/products/<hash>/<width>.<format>`. The hash and the
 * file name must be exactly what the store writes, so no request names another file.
 */
export const productImageRoutes: FastifyPluginAsync<ProductImageRoutesOptions> = async (app, opts) => {
  app.get<{ Params: { hash: string; file: string } }>(`${PRODUCT_IMAGES_URL}/:hash/:file`, async (request, reply) => {
    const { hash, file } = request.params;
    const format = FILE.exec(file)?.[2] as ImageFormat | undefined;
    if (!HASH.test(hash) || format === undefined) return reply.callNotFound();
    const path = join(opts.folder, hash, file);
    const size = await stat(path).then((info) => (info.isFile() ? info.size : null), () => null);
    if (size === null) return reply.callNotFound();
    return reply.header('cache-control', IMMUTABLE).header('content-length', size).type(IMAGE_CONTENT_TYPES[format])
      .send(createReadStream(path));
  });
};
