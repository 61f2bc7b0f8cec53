/**
 * A setup file of the simulator's mutation runs (vitest.configs.ts): loads the simulator whole
 * before any test starts. Stryker counts code reached while no test runs as static (its mutants
 * are skipped, `ignoreStatic`) and code reached during a test as that test's. A module first
 * loaded during some test had its top-level code (a regex, a table, an arrow defined at the top)
 * credited to that one test: its mutants then ran against it alone, switched on after the module
 * was built, and "survived" (the bank account checks' regexes did, though a test refuses each bad
 * number). Loaded here, that code is static, as it is.
 */
// By path, not by package name: in Stryker's sandbox the package name resolves through the
// repository's node_modules to the files it did not instrument.
/* eslint-disable no-restricted-imports */
import '../../mock-provider/src/app';
import '../../mock-provider/src/scenarios';
