/**
 * Page scripts a modal runs (spec section 2): an element with `data-module="<name>"` names a
 * script loaded with `import()` and awaited up to 10000 ms; its `init(root)` runs when the modal
 * opens and `exit()` when it closes. Not loaded within 10 s: the promise is rejected.
 *
 * Usage (in the module that owns the page script):
 *   registerPageModule('pages/basket-page', () => import('../basket/basket-page.module.js'));
 * A name starting with '/' is imported from that same-site URL directly.
 */
import { SCRIPT_LOAD_WAIT_MS } from '../../behaviour/timings.js';

export interface PageModule {
  init?(root: HTMLElement): void | Promise<void>;
  exit?(): void;
}

type PageModuleLoader = () => Promise<PageModule>;

const loaders = new Map<string, PageModuleLoader>();

export function registerPageModule(name: string, loader: PageModuleLoader): void {
  loaders.set(name, loader);
}

export const pageModuleTimeoutMessage = (name: string, waitMs: number): string =>
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
