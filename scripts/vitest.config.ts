import { defineProject } from 'vitest/config';

/**
 * The repository's own checks: its documents (docs.test.ts). One of them builds the simulator to
 * read its routes, which a loaded machine can slow past Vitest's default 5 s.
 */
export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
