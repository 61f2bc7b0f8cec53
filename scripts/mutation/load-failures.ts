import type { RunnerTestFile } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A mutant that stops a module from loading (a table built at import time, say) fails every test
 * file importing it before any test is collected, and Stryker's Vitest runner, which counts only
 * collected tests, would score it survived. This reporter turns such a file into one failed test,
 * so the mutant is scored killed, as it is.
 */
export default class LoadFailuresFail implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    for (const module of modules) {
      // The runner's own record of the file, which Stryker reads after the run (internal in the
      // types, there at run time).
      const file = (module as unknown as { task: RunnerTestFile }).task;
      if (file.tasks.length > 0 || file.result?.state !== 'fail') continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the file loads',
        mode: 'run',
        context: undefined as never,
        file,
        suite: file,
        meta: {},
        annotations: [],
        artifacts: [],
        timeout: 0,
        result: { state: 'fail', errors: file.result.errors ?? [] },
      } as unknown as (typeof file.tasks)[number]);
    }
  }
}
