import { vi } from 'vitest';

/**
 * Just enough of the DOM for the runtime's event code under Node: elements in a tree whose
 * `closest` matches by tag, and events dispatched where a capturing listener on an ancestor
 * would see them.
 */
class FakeElement extends EventTarget {
  readonly dataset: Record<string, string | undefined> = {};
  readonly click = vi.fn();
  constructor(readonly tag: string, readonly parent: FakeElement | null = null) {
    super();
  }
  closest(selectors: string): FakeElement | null {
    const tags = selectors.split(',').map((s) => s.trim().replace(/\[.*\]$/, ''));
    return tags.includes(this.tag) ? this : (this.parent?.closest(selectors) ?? null);
  }
  contains(other: FakeElement | Element): boolean {
    for (let at: FakeElement | null = other as FakeElement; at !== null; at = at.parent) if (at === this) return true;
    return false;
  }
}

export class FakeInput extends FakeElement {
  readonly type = 'text';
  #value = '';
  get value(): string {
    return this.#value;
  }
  set value(value: string) {
    this.#value = value;
  }
}

export class FakeForm extends FakeElement {
  readonly requestSubmit = vi.fn();
}

/** A fake element where the runtime expects a real one. */
export const asDom = (fake: FakeElement): HTMLElement => fake as unknown as HTMLElement;

export const element = (tag: string, parent: FakeElement | null = null): FakeElement => new FakeElement(tag, parent);

/** Dispatches `type` at `listener` (an ancestor's capturing listener) as if it came from `target`. */
export function fire(listener: EventTarget, type: string, target: FakeElement): Event {
  const event = new Event(type, { cancelable: true });
  Object.defineProperty(event, 'target', { value: target });
  listener.dispatchEvent(event);
  return event;
}

export function stubDom(): void {
  vi.stubGlobal('Element', FakeElement);
  vi.stubGlobal('HTMLElement', FakeElement);
  vi.stubGlobal('HTMLInputElement', FakeInput);
  vi.stubGlobal('HTMLTextAreaElement', class {});
  vi.stubGlobal('HTMLSelectElement', class {});
  vi.stubGlobal('HTMLFormElement', FakeForm);
  vi.stubGlobal('FocusEvent', class extends Event {});
}
