import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import playwright from 'eslint-plugin-playwright';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { MOCKING_FILES } from './client/mocking-files.js';

const FEATURES = ['auth', 'markets', 'bids', 'funds', 'history', 'content', 'profile'];

/** Sibling packages are imported by name, and only through the entries their package.json exports. */
const PACKAGE_BOUNDARIES = [
  {
    group: ['../../shared/*', '../../../shared/*', '**/shared/src/*'],
    message: 'Import @panna/shared by its package name.',
  },
  {
    group: ['**/mock-provider/src', '**/mock-provider/src/**', '@panna/mock-provider/src/**'],
    message:
      'Import the simulator through its package exports: @panna/mock-provider, /contract, /control-client, /playwright, /testing, /seed, /worlds, /scenarios, /drift, /rules, /server-entry.',
  },
];
/** The package boundaries and `patterns`; `paths` names imports refused by name. */
const restrictImports = (patterns = [], paths = []) => ({
  'no-restricted-imports': ['error', { patterns: [...PACKAGE_BOUNDARIES, ...patterns], paths }],
});

/** The client's links are its own (client/src/components/link.tsx). */
const CLIENT_LINKS = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message:
    "Use Link and NavLink from components/link.tsx: react-router's bring its framework mode's prefetching (~2 KB gzip).",
};
/** The import rules of client code: the package boundaries, the app's links, and `patterns`. */
const clientImports = (...patterns) => restrictImports(patterns, [CLIENT_LINKS]);

// The simulator's layers (mock-provider/src): the contract is a framework-free core under all of
// them; only app.ts mounts the routes, and nothing else reaches up into them; player services and
// the control plane's know only the shared model (domain/*.ts), which knows neither; production
// code never imports test helpers.
const SIM = 'mock-provider/src';
const SIM_TESTS = [`${SIM}/**/*.test.ts`, `${SIM}/**/*.fixture.ts`, `${SIM}/testing/**`];
const NO_TEST_HELPERS = {
  group: ['vitest', '**/testing', '**/testing/*'],
  message: 'Test helpers live in src/testing (@panna/mock-provider/testing), for tests only.',
};
const ROUTES = ['**/routes', '**/routes/**'];
const BELOW_ROUTES = {
  group: ROUTES,
  message:
    'Only app.ts mounts the routes; what they share with the rest lives below them (contract/).',
};
const NO_ROUTES = {
  group: ROUTES,
  message: 'domain/ is below the routes: routes call services, never the other way.',
};
/** Anything but typebox, @panna/shared and the core's own modules. */
const CORE = {
  regex: '^(?!typebox$|@panna/shared(/|$)|\\./)',
  message:
    'contract/ is a framework-free core (the browser console imports it too): typebox, @panna/shared and its own modules only.',
};
const NO_SIDES = {
  group: ['./player', './player/*', './control', './control/*'],
  message:
    'The shared model (domain/*.ts) knows neither the player services nor the control plane.',
};
const NO_CONTROL = {
  group: ['../control', '../control/*', '**/domain/control/**'],
  message: 'Player services do not reach the control plane; share through domain/*.ts.',
};
const NO_PLAYER = {
  group: ['../player', '../player/*', '**/domain/player/**'],
  message: 'The control plane does not reach player services; share through domain/*.ts.',
};
const SELF_CONTAINED = {
  group: ['*', '@*/*', './*', '../*'],
  message: 'secrets.ts imports nothing: any code, in any runtime, can take the rule as it is.',
};
const SIM_LAYERS = [
  { files: [`${SIM}/**/*.ts`], patterns: [NO_TEST_HELPERS, BELOW_ROUTES] },
  { files: [`${SIM}/routes/**/*.ts`, `${SIM}/app.ts`], patterns: [NO_TEST_HELPERS] },
  { files: [`${SIM}/contract/**/*.ts`], patterns: [CORE] },
  { files: [`${SIM}/contract/secrets.ts`], patterns: [SELF_CONTAINED] },
  { files: [`${SIM}/domain/**/*.ts`], patterns: [NO_TEST_HELPERS, NO_ROUTES] },
  { files: [`${SIM}/domain/*.ts`], patterns: [NO_TEST_HELPERS, NO_ROUTES, NO_SIDES] },
  { files: [`${SIM}/domain/player/**/*.ts`], patterns: [NO_TEST_HELPERS, NO_ROUTES, NO_CONTROL] },
  { files: [`${SIM}/domain/control/**/*.ts`], patterns: [NO_TEST_HELPERS, NO_ROUTES, NO_PLAYER] },
].map(({ files, patterns }) => ({
  files,
  ignores: SIM_TESTS,
  rules: restrictImports(patterns),
}));

/** A top-level `test.override` would change the imported test object for every later file. */
const NO_OVERRIDE = [
  'Program > VariableDeclaration',
  'Program > ExportNamedDeclaration > VariableDeclaration',
  'Program > ExpressionStatement >',
].map((top) => ({
  selector: `${top} CallExpression[callee.property.name='override']`,
  message: 'Outside a describe, extend the test object: an override changes it for every file.',
}));
/** A mocked module would stay mocked for the later files of the worker. */
const NO_MOCK = {
  selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
  message: 'A file that mocks a module runs isolated: name it in client/mocking-files.js.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/tmp/**',
      // Stryker's sandboxes (copies of the repository) and its reports, while a mutation run is on.
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      ...restrictImports(),
    },
  },
  {
    // Promise mistakes and deprecated calls need the types: every TypeScript file is linted with its
    // package's tsconfig (the project service finds the nearest one).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Outside shared's tsconfig, which keeps Node's types away from the pure library.
          allowDefaultProject: ['shared/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    files: [
      '**/*.js',
      'scripts/**',
      'mock-provider/**',
      'e2e/**',
      'reliability/**',
      '**/*.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The domain library is pure: no DOM, no Node, no framework.
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'crypto',
                'react',
                'react-*',
                'fastify',
                'better-sqlite3',
              ],
              message: '@panna/shared is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  ...SIM_LAYERS,
  {
    // Nor does the core reach Node by its globals: the console runs it in the browser.
    files: [`${SIM}/contract/**/*.ts`],
    ignores: SIM_TESTS,
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map((name) => ({
          name,
          message: 'contract/ is a framework-free core: no Node globals.',
        })),
      ],
    },
  },
  {
    // Unit tests share their modules between files (isolate: false): a top-level
    // `test.override` would change the imported test object for every later file of the worker.
    files: ['**/*.test.{ts,tsx}', '**/*.fixture.ts', `${SIM}/testing/**`],
    rules: { 'no-restricted-syntax': ['error', ...NO_OVERRIDE, NO_MOCK] },
  },
  {
    files: MOCKING_FILES.map((file) => `client/${file}`),
    rules: { 'no-restricted-syntax': ['error', ...NO_OVERRIDE] },
  },
  {
    // No SQL in routes: a route calls a service, which owns its queries and caches.
    files: [`${SIM}/routes/**/*.ts`],
    ignores: SIM_TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db']",
          message: 'Routes call domain services; queries and caches live there.',
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  { files: ['client/src/**/*.{ts,tsx}'], rules: clientImports() },
  ...pluginQuery.configs['flat/recommended'].map((c) => ({
    ...c,
    files: ['client/src/**/*.{ts,tsx}', 'console/src/**/*.{ts,tsx}'],
  })),
  // Features do not import each other: a route composes them.
  ...FEATURES.map((feature) => ({
    files: [`client/src/features/${feature}/**`],
    rules: clientImports(
      ...FEATURES.filter((f) => f !== feature).map((other) => ({
        group: [`**/features/${other}/**`, `**/features/${other}`],
        message: 'Features do not import each other; compose them in app/.',
      })),
    ),
  })),
  {
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**/*.ts'],
  },
);
