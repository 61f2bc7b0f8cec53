import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import playwright from 'eslint-plugin-playwright';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const FEATURES = ['auth', 'markets', 'bids', 'funds', 'history', 'content', 'profile'];

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
      // Sibling packages are imported by name, never by a relative path across packages.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../shared/*', '../../../shared/*', '**/shared/src/*'],
              message: 'Import @panna/shared by its package name.',
            },
          ],
        },
      ],
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
  {
    files: ['client/src/**/*.{ts,tsx}', 'console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...pluginQuery.configs['flat/recommended'].map((c) => ({
    ...c,
    files: ['client/src/**/*.{ts,tsx}', 'console/src/**/*.{ts,tsx}'],
  })),
  // Features do not import each other: a route composes them.
  ...FEATURES.map((feature) => ({
    files: [`client/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: FEATURES.filter((f) => f !== feature).map((other) => ({
            group: [`**/features/${other}/**`, `**/features/${other}`],
            message: 'Features do not import each other; compose them in app/.',
          })),
        },
      ],
    },
  })),
  {
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**/*.ts'],
  },
);
