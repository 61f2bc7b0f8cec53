/**
 * Lingui's runtime, for a catalogue with a text that needs more than placeholders (a plural, a
 * select: catalogue-plugin.ts decides). Only such a language's first download carries it.
 */
import { setupI18n, type Messages } from '@lingui/core';
import type { Engine } from './translator';

export const linguiEngine: Engine = (code, messages) => {
  const i18n = setupI18n({ locale: code, messages: { [code]: messages as Messages } });
  return {
    render: (key, values) => i18n._(key, values),
    add: (more) => i18n.load(code, more as Messages),
  };
};
