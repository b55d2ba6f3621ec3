// SDK browser tests: web-test-runner in Debian's Chromium. Nothing downloads a browser.
import { writeFileSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** Writes `{ passed, failed }` for `npm test`'s closing line. */
function countsReporter(file) {
  const count = (suite, tally) => {
    for (const test of suite?.tests ?? []) tally[test.passed ? 'passed' : 'failed'] += test.skipped ? 0 : 1;
    for (const child of suite?.suites ?? []) count(child, tally);
  };
  return {
    onTestRunFinished({ sessions }) {
      const tally = { passed: 0, failed: 0 };
      for (const session of sessions) {
        count(session.testResults, tally);
        if (!session.passed && (session.errors?.length ?? 0) > 0) tally.failed += 1;
      }
      if (file) writeFileSync(file, JSON.stringify(tally));
    },
  };
}

export default {
  files: ['sdk/**/*.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  // `auto` leaves JS as it is for a modern Chromium, so the built-file suite measures the real bytes.
  plugins: [esbuildPlugin({ ts: true, target: 'auto', tsconfig: 'tsconfig.json' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><title>SDK test</title><script src="/node_modules/axe-core/axe.min.js"></script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), countsReporter(process.env.WTR_RESULTS_FILE)],
};
