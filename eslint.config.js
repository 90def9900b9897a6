// One lint setup for the whole repository. Type-aware rules catch promises nobody awaits.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'data/**',
      'test-artifacts/**',
      'coverage/**',
      'apps/extension/vendor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  // Server module boundaries (issue 9 §5): SQL lives in repositories and infrastructure only; a feature
  // module is reached through its index.ts, the pipeline through its index.ts; infrastructure never
  // depends on features. Tests may reach inside.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/infra/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/.*)?$',
              allowTypeImports: true,
              message: 'Queries belong in a *.repository.ts (or src/infra/db); call its functions instead.',
            },
            {
              regex: '(^|/)infra/db/schema(/.*)?$',
              allowTypeImports: true,
              message: 'Tables are read and written by repositories only.',
            },
            {
              regex: '(^|/)modules/[^/]+/(?!index$)[^/]+$',
              message: "Import another module through its index.ts ('modules/<name>/index').",
            },
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!index$)[^/]+$',
              message: "Import another module through its index.ts ('../<name>/index').",
            },
            {
              regex: '(^|/)pipeline/(?!index$)[^/]+$',
              message: "Use the works pipeline through 'pipeline/index'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/[^/]+/(?!index$)[^/]+$|^\\.\\./(?!\\.)[^/]+/(?!index$)[^/]+$',
              message: "Import another module through its index.ts ('../<name>/index').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/infra/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules|pipeline)(/.*)?$',
              message: 'Infrastructure does not depend on features or the pipeline.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/extension/**/*.js'],
    languageOptions: { globals: { ...globals.browser, chrome: 'readonly' } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/bench/**/*.ts', 'scripts/**'],
    rules: { 'max-lines': 'off', 'no-console': 'off' },
  },
);
