/** A progress line is drawn again at most this often: often enough to look alive, rarely enough to cost nothing. */
const REDRAW_MS = 200;

/** Where a progress line goes: a terminal's standard output. */
export interface ProgressTerminal {
  write(text: string): void;
}

export interface Progress {
  /** `done` rows so far, and how far through the work (0 to 1), when that is known. */
  update(done: number, fraction: number | null): void;
  /** Removes the line, so the summary that follows stands alone. */
  finish(): void;
}

/** No progress: piped output and CI get the summary only. */
const SILENT: Progress = { update: () => undefined, finish: () => undefined };

/** Whether to draw progress: a terminal, and not a CI run (whose log is no terminal to redraw on). */
export const showsProgress = (stdout: { isTTY?: boolean }, env: Record<string, string | undefined>): boolean =>
  stdout.isTTY === true && (env.CI === undefined || env.CI === '' || env.CI === 'false');

const duration = (seconds: number): string => {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

/**
 * One line redrawn in place (at most every 200 ms): rows done, rows per second, and the time
 * left, estimated from how far through the work it is. Used by `npm run import` (the fraction of
 * the file read) and `npm run seed` (the products saved of those asked).
 */
export function progressLine(label: string, unit: string, terminal: ProgressTerminal | null, now: () => number = Date.now): Progress {
  if (terminal === null) return SILENT;
  const started = now();
  let drawnAt = -Infinity;
  let drawn = false;
  return {
    update(done, fraction) {
      const at = now();
      if (at - drawnAt < REDRAW_MS) return;
      drawnAt = at;
      const seconds = (at - started) / 1000;
      const rate = seconds > 0 ? Math.round(done / seconds) : 0;
      const left = fraction !== null && fraction > 0 && fraction < 1 ? `, ${duration(seconds * (1 - fraction) / fraction)} left` : '';
      terminal.write(`\r\x1b[2K${label}: ${done.toLocaleString('en-GB')} ${unit}, ${rate.toLocaleString('en-GB')} ${unit}/s${left}`);
      drawn = true;
    },
    finish() {
      if (drawn) terminal.write('\r\x1b[2K');
    },
  };
}
