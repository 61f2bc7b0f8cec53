import { defineProject } from 'vitest/config';

/** The repository's own checks: its documents (docs.test.ts). */
export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts'], environment: 'node' },
});
