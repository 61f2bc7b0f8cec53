/** The compiled catalogues served by catalogue-plugin.ts. */
declare module 'virtual:catalogue' {
  interface Translator {
    translate(id: string, values?: Record<string, string | number>): string;
    rule(text: string): string;
    complete?(): Promise<void>;
  }
  /** Every language the app speaks, English first, each with its own name for itself. */
  export const languages: readonly { code: string; nativeName: string }[];
  /** One loader per other language: its translator, with its catalogue, a chunk of its own. */
  export const loaders: Record<string, () => Promise<{ default: Translator }>>;
  /** One loader per other language: the rest of its texts (its translator loads them itself). */
  export const restLoaders: Record<string, () => Promise<unknown>>;
  /** English's compiled translator when a text needs one (a plural), else null. */
  export const sourceTranslator: Translator | null;
}
