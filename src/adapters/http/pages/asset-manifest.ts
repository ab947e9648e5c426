import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** URLs of the client entry's hashed files, for the Layout's script and stylesheet tags. */
export interface AssetManifest {
  scripts: string[];
  styles: string[];
  /**
   * The translatable strings the client bundle reads (written by the build: vite-plugin-browser-strings);
   * pages embed only these. Without it, pages embed every string.
   */
  browserStringKeys?: readonly string[];
}

export const CLIENT_ENTRY = 'src/adapters/ui-react/entry/entry.client.ts';
const DEFAULT_CLIENT_DIR = 'dist/client';

interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type ViteManifest = Record<string, ViteManifestChunk>;

const toUrl = (file: string): string => `/${file}`;

/** The entry's script and every stylesheet it or its static imports pull in. */
export function assetsFromViteManifest(manifest: ViteManifest, entry: string = CLIENT_ENTRY): AssetManifest {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`The client manifest has no entry "${entry}". Run \`npm run build:client\`.`);
  const styles = new Set<string>();
  const seen = new Set<string>();
  const collectCss = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const c = manifest[key];
    if (!c) return;
    for (const css of c.css ?? []) styles.add(toUrl(css));
    for (const imported of c.imports ?? []) collectCss(imported);
  };
  collectCss(entry);
  return { scripts: [toUrl(chunk.file)], styles: [...styles] };
}

function readBuildFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (cause) {
    throw new Error(`The client bundle's ${path} is missing: run \`npm run build:client\` first.`, { cause });
  }
}

/** Reads `<clientDir>/.vite/manifest.json` and the browser's string keys once, at start-up. */
export function loadAssetManifest(clientDir: string = DEFAULT_CLIENT_DIR): AssetManifest {
  const assets = assetsFromViteManifest(JSON.parse(readBuildFile(join(clientDir, '.vite', 'manifest.json'))) as ViteManifest);
  const keys: unknown = JSON.parse(readBuildFile(join(clientDir, '.vite', 'browser-strings.json')));
  if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) {
    throw new Error(`${join(clientDir, '.vite', 'browser-strings.json')} is not a list of string keys: run \`npm run build:client\` again.`);
  }
  return { ...assets, browserStringKeys: keys };
}
