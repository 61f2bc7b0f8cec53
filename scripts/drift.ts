/**
 * Compares a recording of the provider's traffic (a HAR file: the recording proxy's, or one
 * exported from a browser's developer tools) with the simulator's answers to the same calls:
 *   npm run drift -- session.har [--base http://127.0.0.1:8787] [--sandbox NAME] [--app-key KEY]
 * Exits 1 on any difference, 2 on a usage or file error or when there is nothing to compare.
 */
import { driftCli } from '@panna/mock-provider/drift';

process.exitCode = await driftCli(process.argv.slice(2));
