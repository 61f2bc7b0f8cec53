/**
 * Runs checks side by side, each one's output held and printed whole as it ends (so two never
 * interleave; a check alone prints as it goes), with how long it took; used by `npm test` (scripts/test.ts) and `npm run
 * test:quick` (scripts/test-quick.ts).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** A check: commands run in turn, stopping at the first that fails. */
export interface Check {
  name: string;
  steps: readonly (readonly [command: string, ...args: string[]])[];
}

/** Runs one command, adding what it prints to `output`; answers its exit code. */
function step([command, ...args]: readonly string[], output: string[] | 'live'): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '1' },
      stdio: [
        'ignore',
        output === 'live' ? 'inherit' : 'pipe',
        output === 'live' ? 'inherit' : 'pipe',
      ],
    });
    const hold = (chunk: Buffer) => output !== 'live' && output.push(chunk.toString());
    child.stdout?.on('data', hold);
    child.stderr?.on('data', hold);
    child.on('error', (error) => console.error(`${command}: ${error.message}`));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs one check; answers whether it passed. */
async function run(check: Check, live: boolean): Promise<boolean> {
  const started = Date.now();
  const output: string[] = [];
  let code = 0;
  for (const command of check.steps) {
    if (live) console.log(`> ${command.join(' ')}`);
    else output.push(`> ${command.join(' ')}\n`);
    code = await step(command, live ? 'live' : output);
    if (code !== 0) break;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n── ${check.name}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
  if (!live) console.log(output.join('').trimEnd());
  return code === 0;
}

/** Runs the checks together; answers the names of those that failed. */
export async function runTogether(checks: readonly Check[]): Promise<string[]> {
  const passed = await Promise.all(checks.map((check) => run(check, checks.length === 1)));
  return checks.filter((_, i) => !passed[i]).map((check) => check.name);
}
