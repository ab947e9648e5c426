import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEvents } from '../../../../src/adapters/ui-react/runtime/held-events.client.js';
import { asDom, element, fire, FakeForm, FakeInput, stubDom } from './fake-dom.js';

beforeEach(stubDom);
afterEach(() => vi.unstubAllGlobals());

describe('holdEvents', () => {
  it('stops a click on an action in scope and replays it on release; other clicks pass', () => {
    const root = element('root');
    const island = element('island', root);
    const button = element('button', island);
    const text = element('p', island);
    const outside = element('button', root);
    const onHeld = vi.fn();
    const hold = holdEvents(asDom(root), { types: ['click'], inScope: (t) => island.contains(t), clickTargets: 'a[href], button', onHeld });

    const onButton = fire(root, 'click', button);
    const onText = fire(root, 'click', text);
    const elsewhere = fire(root, 'click', outside);
    expect([onButton.defaultPrevented, onText.defaultPrevented, elsewhere.defaultPrevented]).toEqual([true, false, false]);
    expect(onHeld).toHaveBeenCalledTimes(2);
    expect(button.click).not.toHaveBeenCalled();

    hold.release();
    expect(button.click).toHaveBeenCalledTimes(1);
    expect(fire(root, 'click', button).defaultPrevented).toBe(false);
  });

  it('holds a submit and submits the form again on release', () => {
    const root = element('root');
    const form = new FakeForm('form', root);
    const hold = holdEvents(asDom(root), { types: ['submit'], inScope: () => true, clickTargets: 'button', onHeld: () => undefined });
    expect(fire(root, 'submit', form).defaultPrevented).toBe(true);
    hold.release();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('a value typed before the code ran reaches a framework that tracks the value it last saw, even one hydration set back', () => {
    const root = element('root');
    const field = new FakeInput('input', root);
    const hold = holdEvents(asDom(root), { types: ['input'], inScope: () => true, clickTargets: 'button', onHeld: () => undefined });
    field.value = 'jo@example.com';
    fire(root, 'input', field);
    // Hydration sets the field back to the server's value, and the framework starts tracking it.
    const native = Object.getOwnPropertyDescriptor(FakeInput.prototype, 'value')!;
    field.value = '';
    let tracked = field.value;
    Object.defineProperty(field, 'value', {
      configurable: true,
      get() { return native.get!.call(this) as string; },
      set(value: string) { tracked = value; native.set!.call(this, value); },
    });
    const seen: string[] = [];
    field.addEventListener('input', () => {
      if (field.value !== tracked) seen.push(field.value);
      tracked = field.value;
    });
    hold.release();
    expect(seen).toEqual(['jo@example.com']);
    expect(field.value).toBe('jo@example.com');
  });

  it('replays in order, a task apart; stop forgets what was held', async () => {
    vi.useFakeTimers();
    try {
      const root = element('root');
      const first = element('button', root);
      const second = element('button', root);
      const options = { types: ['click'] as const, inScope: () => true, clickTargets: 'button', onHeld: () => undefined };
      const hold = holdEvents(asDom(root), options);
      fire(root, 'click', first);
      fire(root, 'click', second);
      hold.release();
      expect([first.click.mock.calls.length, second.click.mock.calls.length]).toEqual([1, 0]);
      await vi.runAllTimersAsync();
      expect([first.click.mock.calls.length, second.click.mock.calls.length]).toEqual([1, 1]);

      const forgotten = holdEvents(asDom(root), options);
      fire(root, 'click', first);
      forgotten.stop();
      forgotten.release();
      await vi.runAllTimersAsync();
      expect(first.click).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
