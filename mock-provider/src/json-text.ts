/**
 * An answer already written out as JSON, for a service that keeps the text of an answer it gives
 * again and again. Its bytes are encoded once and sent as they are (the provider's serializer):
 * a kept text written as a string was encoded again on every call, and the garbage of a 50 KB
 * history answer cost more than everything else the call did.
 */
export class JsonText<T> {
  declare readonly answer: T;
  readonly bytes: Buffer;
  constructor(text: string) {
    this.bytes = Buffer.from(text);
  }
}
