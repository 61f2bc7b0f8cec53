/** `text` with its plain placeholders (`{name}`) filled from `values`; one without a value stays. */
export const fill = (text: string, values?: Record<string, string | number>): string =>
  values
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
    : text;
