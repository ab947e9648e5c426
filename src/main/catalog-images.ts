import { tmpdir } from 'node:os';
import { DemoImages } from '../adapters/persistence/seed/demo-images.js';
import { StoredProductImages } from '../adapters/providers/images/stored-product-images.js';
import type { AppConfig } from './config.js';
import { dataFolderOf } from './operator-commands.js';
import { projectRoot } from './project-root.js';

/**
 * The product images an import stores (its CLI and its route): under the data folder, with the
 * configured timeout and size limit, from public addresses only.
 */
export function catalogImagesOf(config: Pick<AppConfig, 'dataDir' | 'productImages'>, root: string = projectRoot()): StoredProductImages {
  return new StoredProductImages({
    dataDir: dataFolderOf(config.dataDir, root),
    timeoutMs: config.productImages.fetchTimeoutMs,
    maxBytes: config.productImages.maxBytes,
  });
}

/** The demo seed's pictures, stored in the data folder and kept once per machine in the system's temporary folder. */
export const demoImagesOf = (dataDir: string, root: string = projectRoot()): DemoImages =>
  new DemoImages(dataFolderOf(dataDir, root), DemoImages.cacheFolderIn(tmpdir()));
