import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@': fileURLToPath(new URL('./admin/src', import.meta.url)),
};

// Browser tests of the SDK run in web-test-runner and e2e in Playwright; Vitest owns the rest.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Generous: the first test of a file pays for cold imports on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['admin/**/*.test.{ts,tsx}'],
          testTimeout: 20_000,
          setupFiles: ['admin/src/testing/setup-tests.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['server/testing/global-setup.ts'],
          // One PGlite/PostgreSQL database per file; files run one after another on 2 cores.
          fileParallelism: false,
          // Files share one worker's module graph: re-importing the server (and PGlite's WebAssembly) for each of
          // ~130 files cost more than the tests did (24 route files: 237 s isolated, 128 s shared). Nothing in the
          // suite mocks modules, and the files that set process.env restore it.
          isolate: false,
        },
      },
    ],
  },
});
