// SDK browser tests: web-test-runner in Debian's Chromium. Nothing downloads a browser.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
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

/** Writes `{ passed, failed, failures }` for `npm test`'s summary, which names each failed test and why. */
function countsReporter(file) {
  const count = (suite, titles, tally) => {
    for (const test of suite?.tests ?? []) {
      if (test.skipped) continue;
      if (test.passed) tally.passed += 1;
      else {
        tally.failed += 1;
        tally.failures.push({ name: [...titles, test.name].join(' › '), error: test.error?.message ?? 'failed' });
      }
    }
    for (const child of suite?.suites ?? []) count(child, [...titles, child.name], tally);
  };
  return {
    onTestRunFinished({ sessions }) {
      const tally = { passed: 0, failed: 0, failures: [] };
      for (const session of sessions) {
        const file = path.relative(process.cwd(), session.testFile);
        count(session.testResults, [file], tally);
        // A file that fails to load, or errors outside a test, has no test to carry its error.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          tally.failed += 1;
          tally.failures.push({ name: file, error: session.errors[0]?.message ?? 'failed' });
        }
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
  // A safety net only (tests wait for what they check): a busy 2-core CI machine runs the 10,000-cue tests slowly.
  testFramework: { config: { timeout: 30000 } },
  reporters: [defaultReporter(), countsReporter(process.env.WTR_RESULTS_FILE)],
};
