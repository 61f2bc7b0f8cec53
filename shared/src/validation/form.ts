/** Shared shapes and helpers for the form validators. */

/** Errors shown under each field; an empty object means the form is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** True when at least one field has an error (the form must not be sent). */
export function hasErrors(errors: Readonly<Partial<Record<string, string>>>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** A field counts as empty when it holds nothing but whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
