/**
 * What a `data-open-dialog` element opens (spec section 2), as a pure rule:
 * 1. `data-target="<id>"` naming an element on the page: that dialog;
 * 2. else an `href` (or `data-href`) to load: the global modal with the fragment (a `#id` href
 *    names an on-page dialog like data-target);
 * 3. else the opener's own `id`: the dialog that declares `data-dialog-for="<id>"`;
 * otherwise 'Cant find dialog target and no href or id'.
 */
import { messages } from '../../rules/messages.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';

export const DIALOG_EDGES = ['top', 'right', 'bottom', 'left'] as const;
export type DialogEdge = (typeof DIALOG_EDGES)[number];

export interface DialogOpenerAttributes {
  target: string | null;
  /** Does the page hold an element with the target id? */
  targetExists: boolean;
  href: string | null;
  id: string | null;
  openOption: string | null;
}

export type DialogSource =
  | { kind: 'target'; id: string }
  | { kind: 'href'; href: string }
  | { kind: 'opener-id'; id: string };

const filled = (value: string | null): value is string => value !== null && value.trim() !== '';

export function dialogSourceOf(attrs: DialogOpenerAttributes): Result<DialogSource, string> {
  if (filled(attrs.target) && attrs.targetExists) return ok({ kind: 'target', id: attrs.target });
  if (filled(attrs.href) && attrs.href !== '#') {
    return attrs.href.startsWith('#') ? ok({ kind: 'target', id: attrs.href.slice(1) }) : ok({ kind: 'href', href: attrs.href });
  }
  if (filled(attrs.id)) return ok({ kind: 'opener-id', id: attrs.id });
  return err(messages.dialogTargetMissing);
}

/** The edge a dialog slides in from, or null (centred) for a missing or unknown option. */
export function dialogEdgeOf(option: string | null): DialogEdge | null {
  return (DIALOG_EDGES as readonly string[]).includes(option ?? '') ? (option as DialogEdge) : null;
}
