// Lint rules of the house. `boundaries/no-cross-feature-imports` enforces ARCHITECTURE.md's
// "features do not import from other features" in every app's src/features/.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import featureBoundaries from './tools/eslint-feature-boundaries.js';

export default tseslint.config(
  // e2e/.tmp: scratch scripts (gitignored), not the project's code.
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', 'data/**', '.test-data/**', 'e2e/.tmp/**', '**/*.js', '!eslint.config.js', '!tools/*.js'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { boundaries: featureBoundaries },
    rules: {
      'boundaries/no-cross-feature-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel re-exports: import from the file that defines the thing.' },
      ],
    },
  },
  {
    // Tests read loosely-typed JSON answers; typing every envelope there would add noise, not safety.
    files: ['**/*.test.ts', '**/src/test/**/*.ts', '**/src/concurrency/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts', 'apps/admin/**/*.tsx', 'apps/admin/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
