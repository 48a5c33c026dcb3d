import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.data/**',
      '.vitest/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Scripts and benchmarks report on the console.
    files: ['scripts/**', '**/bench/**', '.ci/**', 'apps/*/src/main.ts', 'apps/*/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The packages' and the console's test files share a module graph per worker unless named
    // *.isolated.test.* (vitest.shared.ts): mocking a module in a shared graph would reach the files
    // that run after, or not take effect. (The operation-service's files are all isolated.)
    files: [
      'packages/**/*.test.ts',
      'packages/**/*.test.tsx',
      'apps/console/**/*.test.ts',
      'apps/console/**/*.test.tsx',
    ],
    ignores: ['**/*.isolated.test.ts', '**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message:
            'A test file that mocks modules, or resets them, needs a module graph of its own: name it *.isolated.test.ts(x).',
        },
      ],
    },
  },
);
