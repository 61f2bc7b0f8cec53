/**
 * An answer already written out as JSON, for a service that keeps the text of an answer it gives
 * again and again (the provider's serializer sends it as it is).
 */
export class JsonText<T> {
  declare readonly answer: T;
  constructor(readonly text: string) {}
}
