// Lint rules of the house. The import-x zones enforce ARCHITECTURE.md's "features do not import
// from other features": each apps/web/src/features/<name> may import only from itself, lib/,
// app-wide code and packages/contract.
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

function featureZones(appDir) {
  const featuresDir = path.join(appDir, 'src/features');
  if (!fs.existsSync(featuresDir)) return [];
  const names = fs.readdirSync(featuresDir).filter((n) => fs.statSync(path.join(featuresDir, n)).isDirectory());
  return names.map((name) => ({
    target: `./${appDir}/src/features/${name}`,
    from: `./${appDir}/src/features`,
    except: [`./${name}`],
    message: 'Features do not import from other features: move shared code into lib/ or packages/contract.',
  }));
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', 'data/**', '.test-data/**', '**/*.js', '!eslint.config.js'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones('apps/web'), ...featureZones('apps/admin')] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "ExportAllDeclaration", message: 'No barrel re-exports: import from the file that defines the thing.' },
      ],
    },
  },
  {
    // Tests read loosely-typed JSON answers; typing every envelope there would add noise, not safety.
    files: ['**/*.test.ts', '**/src/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
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
