import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, openPage, pauseClock, useBrowserHarness } from './support/browser-harness.js';
import { messages } from '../../src/adapters/ui-react/rules/messages.js';
import { demoCatalog } from './support/demo-catalog.js';


const harness = useBrowserHarness();

const product = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel')!;

const open = (url: string, viewport = DESKTOP) => openPage(harness, url, viewport);

/** Server-rendered widget markup any page may carry, inserted as a fragment would be. */
async function insertHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    const section = document.createElement('section');
    section.className = 'widget-fixture';
    section.innerHTML = markup;
    document.querySelector('main')!.prepend(section);
  }, html);
}


const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className || '');
const focusInside = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

const DIALOG_HTML = `
  <button type="button" class="button button--secondary" id="size-guide-opener" data-open-dialog data-target="size-guide">Size guide</button>
  <dialog id="size-guide" class="dialog" aria-labelledby="size-guide-title">
    <h2 id="size-guide-title">Size guide</h2>
    <p>Measure around the fullest part of your bust.</p>
    <label for="size-guide-height">Your height</label> <input id="size-guide-height" type="text">
    <a id="size-guide-link" href="/">Size charts</a>
    <button type="button" class="dialog__close" id="size-guide-close" data-close-dialog aria-label="Close">×</button>
  </dialog>
  <button type="button" id="broken-opener-without-target" data-open-dialog>Broken</button>`;

describe('dialogs', () => {
  test('open with Enter, keep Tab focus inside, close with Escape, focus back on the opener; no axe violations while open', async () => {
    const { page, problems } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, DIALOG_HTML);
    await page.focus('#size-guide-opener');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#size-guide[open]');
    expect(await activeId(page)).toBe('size-guide-height');

    const visited = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#size-guide')).toBe(true);
      visited.add(await activeId(page));
    }
    expect(visited).toEqual(new Set(['size-guide-height', 'size-guide-link', 'size-guide-close']));
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, '#size-guide')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-scroll-lock'))).toBe(true);

    await page.screenshot({ path: `${SCREENSHOTS}/widgets-dialog-open.png` });
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => (document.getElementById('size-guide') as HTMLDialogElement).open)).toBe(false);
    expect(await activeId(page)).toBe('size-guide-opener');
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-scroll-lock'))).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('closes on a click outside, on the close marker and on a dialog:close event', async () => {
    const { page } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, DIALOG_HTML);
    const isOpen = () => page.evaluate(() => (document.getElementById('size-guide') as HTMLDialogElement).open);

    // Each time, wait until the dialog is open as a shopper would: its code may still be loading.
    await page.click('#size-guide-opener');
    await expect.poll(isOpen).toBe(true);
    await page.mouse.click(5, 5);
    await expect.poll(isOpen).toBe(false);

    await page.click('#size-guide-opener');
    await expect.poll(isOpen).toBe(true);
    await page.click('#size-guide-close');
    await expect.poll(isOpen).toBe(false);

    await page.click('#size-guide-opener');
    await expect.poll(isOpen).toBe(true);
    await page.evaluate(() => document.getElementById('size-guide-link')!.dispatchEvent(new CustomEvent('dialog:close', { bubbles: true })));
    await expect.poll(isOpen).toBe(false);
    await page.close();
  });

  test('an opener with neither target, href nor id logs the spec error', async () => {
    const { page, problems } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, '<button type="button" data-open-dialog data-target="not-on-this-page">Broken</button>');
    await page.click('[data-target="not-on-this-page"]');
    await expect.poll(() => problems).toEqual([messages.dialogTargetMissing]);
    await page.close();
  });

  test('the global modal loads an href as a fragment with a title, fires modal:open and modal:close, and shows an iframe when asked', async () => {
    const { page, problems } = await open(`/product/${product.slug}?site=evans`);
    const other = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.id !== product.id)!;
    await insertHtml(page, `
      <a id="modal-opener" href="/product/${other.slug}" data-open-dialog data-modal-title="Delivery and returns" data-modal-size="large">Delivery</a>
      <a id="iframe-opener" href="/" data-open-dialog data-modal-iframe data-modal-title="Our home page" data-modal-class="modal--tall">Home in a frame</a>`);
    await page.evaluate(() => {
      const w = window as unknown as { modalEvents: string[] };
      w.modalEvents = [];
      document.addEventListener('modal:open', () => w.modalEvents.push('open'));
      document.addEventListener('modal:close', () => w.modalEvents.push('close'));
    });
    await page.focus('#modal-opener');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#global-modal[open] .modal__body .product-page');
    expect(await page.textContent('#global-modal .modal__title')).toBe('Delivery and returns');
    expect(await page.getAttribute('#global-modal', 'class')).toBe('modal modal--large modal--centered');
    expect(await page.getAttribute('#global-modal', 'aria-labelledby')).toBe('global-modal-title');
    await page.waitForSelector('#global-modal [data-island="ProductGallery"][data-island-hydrated]');
    await page.screenshot({ path: `${SCREENSHOTS}/widgets-global-modal.png` });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => (window as unknown as { modalEvents: string[] }).modalEvents)).toEqual(['open', 'close']);
    expect(await activeId(page)).toBe('modal-opener');

    await page.click('#iframe-opener');
    const frame = page.locator('#global-modal iframe.modal__iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('width')).toBe('100%');
    expect(await frame.getAttribute('height')).toBe('600');
    expect(await page.getAttribute('#global-modal', 'class')).toContain('modal--tall');
    await page.click('#global-modal .modal__close');
    await expect.poll(() => page.locator('#global-modal iframe').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('off-canvas panels', () => {
  const PANEL_LINKS = `
    <div id="size-help-html" hidden><p>Our sizes run true to size.</p><a id="size-help-link" href="/">Size charts</a></div>
    <button type="button" id="panel-opener" data-off-canvas data-off-canvas-selector="#size-help-html" data-off-canvas-label="Size help">Size help</button>
    <a id="panel-from-url" href="/product/${product.slug}" data-off-canvas data-off-canvas-label="Product details">Details</a>
    <button type="button" id="panel-without-content" data-off-canvas>Nothing</button>`;

  test('open with Enter from a selector, focus trapped, Escape closes, focus restored, backdrop removed 500 ms after the last panel', async () => {
    const { page, problems } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, PANEL_LINKS);
    await page.focus('#panel-opener');
    await page.keyboard.press('Enter');
    const panel = page.locator('dialog.off-canvas[open]');
    await panel.waitFor();
    expect(await panel.locator('.off-canvas__title').textContent()).toBe('Size help');
    const labelledBy = await panel.getAttribute('aria-labelledby');
    expect(await page.locator(`#${labelledBy}`).textContent()).toBe('Size help');
    expect(await activeId(page)).toBe('size-help-link');
    expect(await page.locator('.off-canvas-backdrop.is-visible').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-scroll-lock'))).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'dialog.off-canvas')).toBe(true);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/widgets-off-canvas-open.png` });
    await expectNoAxeViolations(page);

    await pauseClock(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.off-canvas').count()).toBe(0);
    expect(await activeId(page)).toBe('panel-opener');
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-scroll-lock'))).toBe(false);
    // The backdrop fades, then is removed 500 ms after the last panel closed.
    const backdrops = page.locator('.off-canvas-backdrop');
    await page.clock.runFor(499);
    expect(await backdrops.count()).toBe(1);
    await page.clock.runFor(1);
    expect(await backdrops.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a panel from a link href loads the fragment (islands hydrated); the close button and a click outside close it; the backdrop goes after 500 ms', async () => {
    const { page, problems } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, PANEL_LINKS);
    await page.click('#panel-from-url');
    await page.waitForSelector('dialog.off-canvas[open] .product-page [data-island="ProductGallery"][data-island-hydrated]');
    await page.click('dialog.off-canvas .off-canvas__close');
    await expect.poll(() => page.locator('dialog.off-canvas').count()).toBe(0);
    // The backdrop stays as long as a panel is open.
    await pauseClock(page);
    await page.click('#panel-opener');
    await page.locator('dialog.off-canvas[open]').waitFor();
    const backdrops = page.locator('.off-canvas-backdrop');
    await page.clock.runFor(600);
    expect(await backdrops.count()).toBe(1);
    await page.mouse.click(20, 450);
    await expect.poll(() => page.locator('dialog.off-canvas').count()).toBe(0);
    await page.clock.runFor(499);
    expect(await backdrops.count()).toBe(1);
    await page.clock.runFor(1);
    expect(await backdrops.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a loading marker shows when the content has not arrived after 300 ms', async () => {
    const { page } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, PANEL_LINKS);
    // The content is held back until the test lets it through.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/product/*nolayout=true*', async (route) => {
      await released;
      await route.continue();
    });
    await pauseClock(page);
    await page.click('#panel-from-url');
    await page.locator('dialog.off-canvas[open]').waitFor();
    const marker = page.locator('dialog.off-canvas .loading-marker');
    await page.clock.runFor(299);
    expect(await marker.count()).toBe(0);
    await page.clock.runFor(1);
    await marker.waitFor();
    expect(await marker.getAttribute('role')).toBe('status');
    await page.screenshot({ path: `${SCREENSHOTS}/widgets-off-canvas-loading.png` });
    release();
    await page.clock.resume();
    await page.waitForSelector('dialog.off-canvas .product-page');
    expect(await marker.count()).toBe(0);
    await page.close();
  });

  test('a link with neither URL nor selector logs the spec error and opens nothing', async () => {
    const { page, problems } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, PANEL_LINKS);
    await page.click('#panel-without-content');
    await expect.poll(() => problems).toEqual([messages.offCanvasLinkMissing]);
    expect(await page.locator('dialog.off-canvas').count()).toBe(0);
    await page.close();
  });
});

describe('popovers', () => {
  test('an ajax popover loads its URL beside the opener; a missing URL or direction logs the spec error', async () => {
    const { page, problems } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, `
      <button type="button" id="popover-opener" data-popover data-popover-target="care-tip" data-popover-url="/product/${product.slug}" data-popover-direction="bottom">Care</button>
      <div id="care-tip"></div>
      <button type="button" id="popover-no-url" data-popover data-popover-target="care-tip" data-popover-direction="bottom">No URL</button>
      <button type="button" id="popover-no-direction" data-popover data-popover-target="care-tip" data-popover-url="/">No direction</button>
      <button type="button" id="popover-no-target" data-popover data-popover-url="/" data-popover-direction="left">No target</button>`);
    await page.click('#popover-opener');
    await page.waitForSelector('#care-tip:popover-open .product-page');
    expect(await page.getAttribute('#popover-opener', 'aria-expanded')).toBe('true');
    const opener = (await page.locator('#popover-opener').boundingBox())!;
    const popover = (await page.locator('#care-tip').boundingBox())!;
    expect(popover.y).toBeGreaterThanOrEqual(opener.y + opener.height);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getAttribute('#popover-opener', 'aria-expanded')).toBe('false');

    await page.click('#popover-no-url');
    await page.click('#popover-no-direction');
    await page.click('#popover-no-target');
    await expect.poll(() => problems).toEqual([messages.popoverUrlMissing, messages.popoverDirectionMissing, messages.popoverTargetMissing]);
    await page.close();
  });
});

describe('state switcher', () => {
  test('a change pushes history; back restores the state (debounced); an unknown state is refused', async () => {
    const { page, problems } = await open(`/product/${product.slug}?site=evans`);
    await insertHtml(page, `
      <section id="delivery-steps" data-state="choose" data-states="choose chosen">
        <div data-state-panel="choose"><button type="button" id="to-chosen" data-state-to="chosen">Choose</button></div>
        <div data-state-panel="chosen" hidden><p>Chosen</p><button type="button" id="to-unknown" data-state-to="teleported">Go</button></div>
      </section>`);
    const historyLength = await page.evaluate(() => history.length);
    await page.click('#to-chosen');
    // The first click loads the state switcher's chunk, so the switch lands a moment later.
    await expect.poll(() => page.getAttribute('#delivery-steps', 'data-state')).toBe('chosen');
    expect(await page.isVisible('[data-state-panel="chosen"]')).toBe(true);
    expect(await page.isVisible('[data-state-panel="choose"]')).toBe(false);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);

    await page.click('#to-unknown');
    await expect.poll(() => problems).toEqual(['State teleported not found']);
    expect(await page.getAttribute('#delivery-steps', 'data-state')).toBe('chosen');

    await page.goBack();
    // Back navigation is debounced 300 ms.
    expect(await page.getAttribute('#delivery-steps', 'data-state')).toBe('chosen');
    await expect.poll(() => page.getAttribute('#delivery-steps', 'data-state'), { timeout: 2000 }).toBe('choose');
    await page.close();
  });
});
