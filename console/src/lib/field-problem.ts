import { failureText } from './control';

/**
 * Which field a refusal is about, so its message can stand next to that field: the field whose
 * name the server's message mentions first ("probability must be <= 1", "latency needs
 * latency_ms", "rates.main.single_digit.1 must be <= 1000000"). Undefined when it names none.
 */
export function fieldOfMessage<F extends string>(msg: string, fields: readonly F[]): F | undefined {
  let best: { field: F; at: number } | undefined;
  for (const field of fields) {
    const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const at = new RegExp(`(^|[^\\w.])${escaped}(?![\\w])`).exec(msg)?.index;
    if (
      at !== undefined &&
      (!best || at < best.at || (at === best.at && field.length > best.field.length))
    )
      best = { field, at };
  }
  return best?.field;
}

/** A refused call's message, and the field it is about when it names one. */
export interface Refusal<F extends string> {
  field: F | undefined;
  msg: string;
}

export function refusalOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Refusal<F> | undefined {
  if (!error) return undefined;
  const msg = failureText(error);
  return { field: fieldOfMessage(msg, fields), msg };
}

/** The message to show next to `field`, if the refusal is about it. */
export const messageFor = <F extends string>(refusal: Refusal<F> | undefined, field: F) =>
  refusal?.field === field ? refusal.msg : undefined;
