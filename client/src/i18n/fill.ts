/** A plain placeholder in a text: `{name}`. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** `text` with its plain placeholders filled from `values`; one without a value stays. */
export const fill = (text: string, values?: Record<string, string | number>): string =>
  values ? text.replace(PLACEHOLDER, (whole, name: string) => String(values[name] ?? whole)) : text;
