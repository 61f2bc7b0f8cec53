/** Texts with elements in them, for the few screens that need it (kept out of the entry). */
import { Fragment, createElement, type ReactNode } from 'react';
import { translateNow } from './language';
import type { TextId } from './text-id';

/**
 * A text with elements in it (`There is nothing at {path}.` with the path in <code>): the
 * translation decides where each element goes.
 */
export function translateRich(id: TextId, elements: Record<string, ReactNode>): ReactNode {
  const marks = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `\u0000${name}\u0000`]),
  );
  const parts = translateNow(id, marks).split('\u0000');
  // Odd parts are element names, even parts text.
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) => (i % 2 ? createElement(Fragment, { key: i }, elements[part]) : part)),
  );
}
