import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frameworkBans = {
  patterns: [
    { group: ['node:*'], message: 'domain, application and ports stay free of Node APIs.' },
    {
      group: ['fastify', '@fastify/*', 'react', 'react-dom', 'react-dom/*', 'react/*', 'inversify', 'pg', '@electric-sql/*', '@adyen/*', 'algoliasearch', 'pino', 'typebox', 'vite'],
      message: 'domain, application and ports must not import a framework or provider SDK.',
    },
    { group: ['**/adapters/**', '**/main/**'], message: 'dependencies point inward only.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'data/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**', 'src/application/**', 'src/ports/**'],
    rules: { 'no-restricted-imports': ['error', frameworkBans] },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', '*.cjs'],
    languageOptions: { globals: globals.node },
  },
);
