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
 * Without them, some provider processes under load fall, for their whole life, into a regime of
 * slow scavenges and frequent full collections: 35-45 us of CPU per dashboard call instead of
 * 22-27. Semi-spaces of 32 MB made it rarer; allocation-site pretenuring (V8 moving an
 * allocation site's objects straight to the old generation once many survived) was the rest of
 * it: 0 of 15 loaded processes without it, 6 of 22 with it (2026-11-30; docs/benchmarks.md, The
 * young generation). Node refuses the second in NODE_OPTIONS, so both go on the command line.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=32',
  '--no-allocation-site-pretenuring',
] as const;

/** The arguments of `node` that run an entry as the simulator runs: its flags, tsx for TypeScript. */
export const nodeArgsFor = (entry: string): string[] => [
  ...SERVER_NODE_FLAGS,
  ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
  entry,
];

/** The arguments of `node` that run the simulator. */
export const SERVER_NODE_ARGS = nodeArgsFor(SERVER_ENTRY);
