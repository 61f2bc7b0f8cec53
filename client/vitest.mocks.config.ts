import { clientProject } from './vitest.config.ts';

/** The client's files that vi.mock a module of the app, each with modules of its own. */
export default clientProject(true);
