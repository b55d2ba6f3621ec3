import { defineConfig } from '@playwright/test';

// End-to-end tests run against a real server: `npm test` starts one (E2E_BASE_URL) on the Auth emulator;
// run alone, they target a running `npm start`.
export default defineConfig({
  testDir: 'e2e',
  // Whole flows (sign up, sign in, axe on many routes) on 2 cores with two browsers: 30 s was too tight.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
