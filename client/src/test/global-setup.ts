/**
 * Starts the real mock provider once for the client tests, in Vitest's Node process (the jsdom
 * environment's web transform would rewrite the mock's `new URL(..., import.meta.url)`). Tests open
 * sandbox worlds on it (`/s/{name}`), each with its own database and clock.
 */
import { buildApp } from '@panna/mock-provider';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    providerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const app = await buildApp({ dbPath: ':memory:' });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('providerUrl', address);
  return async () => {
    await app.close();
  };
}
