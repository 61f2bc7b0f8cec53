/**
 * @panna/mock-provider/server-entry: how tools outside the package (benchmarks, the reliability
 * suite) run the simulator as a process of its own. Importing this starts nothing.
 */
import { fileURLToPath } from 'node:url';

/** The server's entry file, which starts listening when run (`node --import tsx SERVER_ENTRY`). */
export const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
