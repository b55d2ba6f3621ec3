import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

const serverOnlyShared = { group: ['**/admin/**', '**/sdk/**', '@/*'], message: 'server/ imports only shared/' };
const notTheCompositionRoot = {
  regex: '^(\\.\\.?/)+api$',
  message: 'server/api.ts is the composition root: import AppDeps from server/app-deps.ts',
};
const noTestCode = { group: ['**/testing/**'], message: 'Test fakes and helpers stay out of production code' };
// What production server code may import, everywhere below the composition root.
const serverLayer = [serverOnlyShared, notTheCompositionRoot, noTestCode];

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
    rules: restrict([serverOnlyShared]),
  },
  // server/api.ts is the composition root: only site.ts, the OpenAPI document's builder (and tests) import it.
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/site.ts',
      'server/openapi-document.ts',
      'server/**/*.test.ts',
      'server/**/testing/**',
      'server/**/*-test-helpers.ts',
    ],
    rules: restrict(serverLayer),
  },
  // Server layers: http/ is plumbing and knows no database; routes reach the database only through db/queries;
  // auth/ sits below the routes.
  {
    files: ['server/http/**/*.ts'],
    rules: restrict([
      ...serverLayer,
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
      ...serverLayer,
      {
        group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema-*'],
        message: 'Routes call server/db/queries; queries and schema stay in the data layer',
      },
    ]),
  },
  {
    files: ['server/auth/**/*.ts'],
    ignores: ['server/auth/**/*.test.ts'],
    rules: restrict([
      ...serverLayer,
      { group: ['**/routes/**'], message: 'server/auth/ sits below the routes: routes import auth, not the reverse' },
    ]),
  },
  {
    // The server suite shares one module graph across files (vitest.config.ts, `isolate: false`): a module mock
    // would leak into every later file.
    files: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]",
          message:
            'Server test files share modules: pass fakes in (dependencies, env to createTestEnv), do not mock modules',
        },
      ],
    },
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
