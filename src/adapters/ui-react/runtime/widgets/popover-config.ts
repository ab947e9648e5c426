/**
 * The configuration an ajax popover opener carries (spec sections 2 and 8), as a pure rule:
 * a target id, a URL and a direction are required ('No target specified for popover',
 * 'No URL specified for popover', 'No direction specified for popover'); type manual or auto
 * (auto by default); refreshable reloads the content on every open.
 */
import { messages } from '../../rules/messages.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';

const POPOVER_DIRECTIONS = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverDirection = (typeof POPOVER_DIRECTIONS)[number];

export interface PopoverConfig {
  targetId: string;
  url: string;
  direction: PopoverDirection;
  type: 'manual' | 'auto';
  refreshable: boolean;
}

export interface PopoverAttributes {
  target: string | undefined;
  url: string | undefined;
  direction: string | undefined;
  type: string | undefined;
  refreshable: boolean;
}

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

export function popoverConfigOf(attrs: PopoverAttributes): Result<PopoverConfig, string> {
  if (blank(attrs.target)) return err(messages.popoverTargetMissing);
  if (blank(attrs.url)) return err(messages.popoverUrlMissing);
  if (blank(attrs.direction) || !(POPOVER_DIRECTIONS as readonly string[]).includes(attrs.direction!)) {
    return err(messages.popoverDirectionMissing);
  }
  return ok({
    targetId: attrs.target!,
    url: attrs.url!,
    direction: attrs.direction as PopoverDirection,
    type: attrs.type === 'manual' ? 'manual' : 'auto',
    refreshable: attrs.refreshable,
  });
}

/** Where the popover goes beside its opener's box (viewport coordinates, 8 px gap). */
export function popoverPosition(
  direction: PopoverDirection,
  opener: { top: number; left: number; right: number; bottom: number; width: number; height: number },
  popover: { width: number; height: number },
  gap = 8,
): { top: number; left: number } {
  const centreX = opener.left + opener.width / 2 - popover.width / 2;
  const centreY = opener.top + opener.height / 2 - popover.height / 2;
  switch (direction) {
    case 'top':
      return { top: opener.top - popover.height - gap, left: centreX };
    case 'bottom':
      return { top: opener.bottom + gap, left: centreX };
    case 'left':
      return { top: centreY, left: opener.left - popover.width - gap };
    case 'right':
      return { top: centreY, left: opener.right + gap };
  }
}
