/**
 * Page modules: a page's init/exit hooks, loaded by name with `import()` and awaited up to
 * 10000 ms (not loaded within 10 s: rejected). Two users:
 * - a page marks an element `data-page-module="<name>"`: on load its `init(element)` runs, and
 *   `exit()` when the page is left (`startPageModules`);
 * - a modal link's `data-module="<name>"` (spec section 2): `init(body)` when the modal opens,
 *   `exit()` when it closes (global-modal).
 *
 * Names come from `entry/page-modules.ts` (declared once, handed in by the client entry through
 * `registerPageModules`); a name starting with '/' is imported from that same-site URL directly.
 */
import { SCRIPT_LOAD_WAIT_MS } from '../../rules/timings.js';

export interface PageModule {
  init?(root: HTMLElement): void | Promise<void>;
  exit?(): void;
}

type PageModuleLoader = () => Promise<PageModule>;

const loaders = new Map<string, PageModuleLoader>();

export function registerPageModule(name: string, loader: PageModuleLoader): void {
  loaders.set(name, loader);
}

export function registerPageModules(modules: Readonly<Record<string, PageModuleLoader>>): void {
  for (const [name, loader] of Object.entries(modules)) registerPageModule(name, loader);
}

const pageModuleTimeoutMessage = (name: string, waitMs: number): string =>
  `Page script ${name} was not loaded within ${waitMs} ms`;

/** Settles as `promise` does, or rejects with `message` once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function loadPageModule(name: string, waitMs: number = SCRIPT_LOAD_WAIT_MS): Promise<PageModule> {
  const loader = loaders.get(name) ?? (name.startsWith('/') && !name.startsWith('//')
    ? () => import(/* @vite-ignore */ name) as Promise<PageModule>
    : null);
  if (!loader) return Promise.reject(new Error(`Page script ${name} is not known`));
  return withTimeout(loader(), waitMs, pageModuleTimeoutMessage(name, waitMs));
}

const PAGE_MODULE_MARKER = '[data-page-module]';

/**
 * Runs `init(marker)` of the page module each `[data-page-module]` marker in `root` names, and
 * resolves to an `exit` that runs their `exit()` hooks (the entry calls it on `pagehide`). A
 * module that fails to load or to start is logged and left out; the others still run.
 */
export async function startPageModules(root: Pick<ParentNode, 'querySelectorAll'>): Promise<() => void> {
  const started: PageModule[] = [];
  await Promise.all([...root.querySelectorAll<HTMLElement>(PAGE_MODULE_MARKER)].map(async (marker) => {
    const name = marker.dataset.pageModule ?? '';
    try {
      const module = await loadPageModule(name);
      await module.init?.(marker);
      started.push(module);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }));
  return () => {
    for (const module of started.splice(0)) module.exit?.();
  };
}
