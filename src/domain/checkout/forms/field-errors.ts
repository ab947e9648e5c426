import { err, ok, type Result } from '../../shared/result.js';

/** Error message or translation key per field of a provider form. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The value when no field is in error, else the errors. */
export function fieldResult<F extends string, T>(errors: FieldErrors<F>, value: () => T): Result<T, FieldErrors<F>> {
  return Object.keys(errors).length === 0 ? ok(value()) : err(errors);
}

export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
