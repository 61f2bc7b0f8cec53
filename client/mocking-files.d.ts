/** The client's unit-test files that vi.mock a module of the app (mocking-files.js). */
export declare const MOCKING_FILES: string[];
