import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.test-output/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // One-way imports: shared ← server, admin, sdk.
  {
    files: ['shared/**/*.ts'],
    rules: restrict([
      { group: ['**/server/**', '**/admin/**', '**/sdk/**', '@/*'], message: 'shared/ imports nothing from the apps' },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([{ group: ['**/admin/**', '**/sdk/**', '@/*'], message: 'server/ imports only shared/' }]),
  },
  // Server layers: http/ is plumbing and knows no database; routes reach the database only through db/queries.
  {
    files: ['server/http/**/*.ts'],
    rules: restrict([
      { group: ['**/admin/**', '**/sdk/**', '@/*'], message: 'server/ imports only shared/' },
      {
        group: ['**/db/**', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
        message: 'server/http/ is HTTP plumbing: no database',
      },
    ]),
  },
  {
    files: ['server/routes/**/*.ts'],
    ignores: ['server/routes/**/*.test.ts'],
    rules: restrict([
      { group: ['**/admin/**', '**/sdk/**', '@/*'], message: 'server/ imports only shared/' },
      {
        group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema-*'],
        message: 'Routes call server/db/queries; queries and schema stay in the data layer',
      },
    ]),
  },
  {
    // The SDK stays tiny: no zod, no React, and only types from shared/schemas.
    files: ['sdk/**/*.ts'],
    ignores: ['sdk/**/*.test.ts', 'sdk/testing/**'],
    rules: restrict([
      {
        group: ['zod', 'react', 'react-dom', '**/admin/**', '**/server/**', '@/*'],
        message: 'The SDK must not pull this in',
      },
      {
        group: ['@shared/schemas/*', '**/shared/schemas/*'],
        allowTypeImports: true,
        message: 'Only types from shared/schemas',
      },
    ]),
  },
  {
    // Features never import each other; what two need moves to lib/, components/ or shared/.
    files: ['admin/src/features/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@/features/*', '@/app/*'], message: 'A feature imports only itself, lib/, components/ and shared/' },
    ]),
  },
);
