/**
 * The global modal (spec section 2): one <dialog> with a title area and a body area, sizes
 * (small, medium, large, full), positions (centered, top), content from a link's href loaded as a
 * fragment or shown in an iframe (100% x 600), an extra size class, and a page script named by
 * `data-module` that is awaited (10000 ms), `init(body)` on open and `exit()` on close.
 * It dispatches bubbling `modal:open` (content shown) and `modal:close` events.
 *
 * Markup (any element; dialog-openers.ts routes it here when it has an href and no target):
 *   <a href="/delivery-info" data-open-dialog data-modal-title="Delivery" data-modal-size="large"
 *      data-modal-position="centered" data-modal-iframe data-modal-class="modal--tall"
 *      data-module="pages/delivery">Delivery information</a>
 * Script API: openModal({ title, url | html, iframe, size, position, sizeClass, module, opener }),
 * closeModal().
 */
import { openDialog } from './dialogs.client.js';
import { loadFragmentInto } from './load-content.client.js';
import { loadPageModule, type PageModule } from './page-modules.client.js';
import { pageStrings } from '../i18n/page-strings.js';

const MODAL_SIZES = ['small', 'medium', 'large', 'full'] as const;
const MODAL_POSITIONS = ['centered', 'top'] as const;
type ModalSize = (typeof MODAL_SIZES)[number];
type ModalPosition = (typeof MODAL_POSITIONS)[number];

const MODAL_ID = 'global-modal';
const MODAL_IFRAME_HEIGHT = 600;

export interface ModalOptions {
  title: string;
  url?: string;
  html?: string;
  iframe?: boolean;
  size?: ModalSize;
  position?: ModalPosition;
  sizeClass?: string;
  module?: string;
  opener?: Element | null;
}

const pick = <T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The modal options an opener's data attributes describe. */
export function modalOptionsFromOpener(opener: HTMLElement, url: string): ModalOptions {
  const d = opener.dataset;
  return {
    title: d.modalTitle ?? opener.getAttribute('aria-label') ?? opener.textContent?.trim() ?? '',
    url,
    iframe: opener.hasAttribute('data-modal-iframe'),
    size: pick(MODAL_SIZES, d.modalSize, 'medium'),
    position: pick(MODAL_POSITIONS, d.modalPosition, 'centered'),
    ...(d.modalClass ? { sizeClass: d.modalClass } : {}),
    ...(d.module ? { module: d.module } : {}),
    opener,
  };
}

let activeModule: PageModule | null = null;
let openCount = 0;

function modalElement(): HTMLDialogElement {
  const existing = document.getElementById(MODAL_ID);
  if (existing instanceof HTMLDialogElement) return existing;
  const t = pageStrings();
  const modal = document.createElement('dialog');
  modal.id = MODAL_ID;
  modal.setAttribute('aria-labelledby', `${MODAL_ID}-title`);
  modal.innerHTML = `<div class="modal__header"><h2 class="modal__title" id="${MODAL_ID}-title"></h2>`
    + `<button type="button" class="modal__close" data-close-dialog></button></div><div class="modal__body" data-modal-body></div>`;
  const close = modal.querySelector<HTMLElement>('.modal__close')!;
  close.setAttribute('aria-label', t.close);
  close.textContent = '×';
  modal.addEventListener('dialog:closed', () => {
    const module = activeModule;
    activeModule = null;
    module?.exit?.();
    modal.querySelector('[data-modal-body]')?.replaceChildren();
    modal.dispatchEvent(new CustomEvent('modal:close', { bubbles: true }));
  });
  document.body.append(modal);
  return modal;
}

export async function openModal(options: ModalOptions): Promise<void> {
  const modal = modalElement();
  const run = ++openCount;
  modal.className = ['modal', `modal--${options.size ?? 'medium'}`, `modal--${options.position ?? 'centered'}`, options.sizeClass ?? '']
    .filter(Boolean).join(' ');
  modal.querySelector('.modal__title')!.textContent = options.title;
  const body = modal.querySelector<HTMLElement>('[data-modal-body]')!;
  body.replaceChildren();
  const module = options.module ? loadPageModule(options.module) : null;
  await openDialog(modal, { opener: options.opener ?? document.activeElement, leaveOpen: true });

  let shown = true;
  if (options.url && options.iframe) {
    const frame = document.createElement('iframe');
    frame.className = 'modal__iframe';
    frame.src = options.url;
    frame.title = options.title;
    frame.width = '100%';
    frame.height = String(MODAL_IFRAME_HEIGHT);
    body.replaceChildren(frame);
  } else if (options.url) {
    shown = await loadFragmentInto(body, options.url);
  } else if (options.html !== undefined) {
    body.innerHTML = options.html;
  }
  if (run !== openCount || !modal.open) return;
  modal.dispatchEvent(new CustomEvent('modal:open', { bubbles: true, detail: { url: options.url ?? null } }));
  if (!module || !shown) return;
  try {
    const loaded = await module;
    if (run !== openCount || !modal.open) return;
    activeModule = loaded;
    await loaded.init?.(body);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    body.insertAdjacentHTML('beforeend', '<p class="load-error"></p>');
    body.querySelector('.load-error:last-child')!.textContent = pageStrings().refreshAndRetry;
  }
}
