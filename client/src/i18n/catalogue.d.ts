/** The compiled catalogues served by catalogue-plugin.ts. */
declare module 'virtual:catalogue' {
  import type { Messages } from '@lingui/core';
  /** Every language the app speaks, English first, each with its own name for itself. */
  export const languages: readonly { code: string; nativeName: string }[];
  /** The English messages that are not their own id (placeholders, plurals), compiled. */
  export const sourceMessages: Messages;
  /** One loader per other language: its compiled messages, a chunk of their own. */
  export const loaders: Record<string, () => Promise<{ default: Messages }>>;
}
