/** Instants as the control plane reads and writes them. */

/** An ISO 8601 instant with an explicit zone, so its meaning never depends on the machine. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Epoch ms of an ISO instant, or undefined when it is not one. */
export function parseInstant(text: unknown): number | undefined {
  if (typeof text !== 'string' || !ISO_INSTANT.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
