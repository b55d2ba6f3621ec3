import os from 'node:os';
import { defineConfig } from '@playwright/test';

// End-to-end tests run against a real server: `npm test` starts one (E2E_BASE_URL) on the Auth emulator;
// run alone, they target a running `npm start`.

// The app server and each browser need a core; beyond one worker per core the runs only get slower.
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(4, os.availableParallelism()));

export default defineConfig({
  testDir: 'e2e',
  // A safety net only: tests wait for what the screen shows, never for a fixed time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers,
  // Tests are independent (each opens its own context), so a long file does not leave a worker idle.
  fullyParallel: true,
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs every demo account in once; the tests reuse those sessions (see e2e/support.ts).
    { name: 'sign-in', testMatch: /\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['sign-in'] },
  ],
});
