/**
 * @panna/mock-provider/server-entry: how tools outside the package (benchmarks, the reliability
 * suite) run the simulator as a process of its own. Importing this starts nothing.
 */
import { fileURLToPath } from 'node:url';

/** Compiled (the package another project installs), or this workspace's sources run by tsx. */
const COMPILED = import.meta.url.endsWith('.js');

/** The server's entry file, which starts listening when run (`node --import tsx SERVER_ENTRY`). */
export const SERVER_ENTRY = fileURLToPath(
  new URL(COMPILED ? './server.js' : './server.ts', import.meta.url),
);

/**
 * Node's flags for the simulator's process (the package's `start` script passes the same).
 * With V8's default young generation (semi-spaces of at most 16 MB), about half of the provider
 * processes under load fell into a regime where every scavenge promoted 4 MB of 10 and faulted in
 * fresh pages: 7 ms scavenges instead of 1, 45-60 us of CPU per dashboard call instead of 28-35,
 * for the process's whole life. At 32 MB, 1 of 27 loaded processes did (2026-11-26).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'] as const;

/** The arguments of `node` that run an entry as the simulator runs: its flags, tsx for TypeScript. */
export const nodeArgsFor = (entry: string): string[] => [
  ...SERVER_NODE_FLAGS,
  ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
  entry,
];

/** The arguments of `node` that run the simulator. */
export const SERVER_NODE_ARGS = nodeArgsFor(SERVER_ENTRY);
