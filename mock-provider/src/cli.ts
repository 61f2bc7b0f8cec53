#!/usr/bin/env node
/**
 * `panna-sim`: the simulator as a project that installed the package starts it. It reads the same
 * environment variables as `npm run provider` (docs/configuration.md); `--port`, `--db` and
 * `--ready-file` set PROVIDER_PORT, PROVIDER_DB and PROVIDER_READY_FILE (cli-args.ts). The server
 * runs as a child process with the simulator's Node flags (server-entry.ts), which a command's
 * shebang cannot pass; a signal to stop goes through to it, and its exit code is this command's.
 */
import { spawn } from 'node:child_process';
import { serverEnv } from './cli-args';
import { watchParent } from './parent-watch';
import { SERVER_NODE_ARGS } from './server-entry';

/** Runs the server until it stops; exits with its code. */
function main(): void {
  const outcome = serverEnv(process.argv.slice(2), process.env);
  if ('exit' in outcome) {
    (outcome.exit === 0 ? process.stdout : process.stderr).write(outcome.print);
    process.exit(outcome.exit);
  }
  // The channel (server.ts) stops the server if this process ends without asking it to.
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: outcome.env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  // Asked to stop, the server is asked once with SIGTERM: a Ctrl-C in a terminal also reaches it
  // directly as SIGINT, and each of the two is answered by closing (a second SIGINT would kill it).
  const stop = () => server.kill('SIGTERM');
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
  // `npx panna-sim` runs this under `sh -c`, and npm passes a stop signal to that shell only,
  // which ends without passing it on: so this command also stops when what started it has ended.
  watchParent(stop);
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
main();
