import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const page = readFileSync(join(root, 'docs', 'where-things-live.md'), 'utf8');

/** Every repository path the page names in backquotes (patterns such as `src/domain/<area>` left out). */
const namedPaths = [...page.matchAll(/`((?:src|test|docs)\/[^`\s]+)`/g)].map((m) => m[1]!).filter((path) => !/[<*]/.test(path));
/** Every relative link the page makes. */
const linkedPaths = [...page.matchAll(/\]\(((?:\.\.\/|[a-z])[^)#\s]*)\)/g)].map((m) => join('docs', m[1]!));

describe('docs/where-things-live.md', () => {
  test('names paths, and every one exists', () => {
    expect(namedPaths.length).toBeGreaterThan(50);
    expect(namedPaths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  test('every link it makes leads to a file', () => {
    expect(linkedPaths.length).toBeGreaterThan(0);
    expect(linkedPaths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  test('every folder of the domain, the application and the HTTP adapter is listed', () => {
    const areaFolders = ['src/domain', 'src/application', 'src/adapters/http'].flatMap((layer) =>
      readdirSync(join(root, layer), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `${layer}/${entry.name}`));
    expect(areaFolders.filter((folder) => !namedPaths.some((path) => path === folder || path.startsWith(`${folder}/`)))).toEqual([]);
  });
});
