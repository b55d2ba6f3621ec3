// The slowest and the failed tests of a run, read from the Vitest, Playwright and web-test-runner reports `npm test`
// writes.
// Both print at the end of the run, where a CI log's tail shows them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface TimedTest {
  layer: string;
  name: string;
  seconds: number;
  /** The first line of why it failed; absent when it passed. */
  failure?: string;
}

const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? 'failed')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? 'failed';

interface VitestReport {
  testResults: {
    name: string;
    message?: string;
    status: string;
    assertionResults: { fullName: string; duration?: number | null; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: {
      projectName: string;
      results: { duration: number; status: string; error?: { message?: string } }[];
    }[];
  }[];
}

export function vitestTimes(layer: string, file: string, root: string): TimedTest[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  return report.testResults.flatMap((suite) => {
    const file = path.relative(root, suite.name);
    const tests: TimedTest[] = suite.assertionResults.map((test) => ({
      layer,
      name: `${file} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
      ...(test.status === 'failed' ? { failure: firstLine(test.failureMessages[0]) } : {}),
    }));
    // A file that fails to load has no tests to carry its error.
    if (suite.status === 'failed' && !tests.some((t) => t.failure))
      tests.push({ layer, name: file, seconds: 0, failure: firstLine(suite.message) });
    return tests;
  });
}

export function playwrightTimes(layer: string, file: string): TimedTest[] {
  if (!existsSync(file)) return [];
  // Describe blocks nest as suites under each file's suite; their titles prefix the test's.
  const collect = (suite: PlaywrightSuite, titles: string[]): TimedTest[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => ({
          layer,
          name:
            [spec.file, ...titles, spec.title].join(' › ') +
            (test.projectName === 'chromium' ? '' : ` [${test.projectName}]`),
          seconds: result.duration / 1000,
          ...(result.status === 'passed' || result.status === 'skipped'
            ? {}
            : { failure: firstLine(result.error?.message ?? result.status) }),
        })),
      ),
    ),
    ...(suite.suites ?? []).flatMap((child) => collect(child, suite.file ? [...titles, child.title] : titles)),
  ];
  return collect(JSON.parse(readFileSync(file, 'utf8')) as PlaywrightSuite, []);
}

/** web-test-runner's failures, as web-test-runner.config.mjs's reporter writes them (it records no times). */
export function wtrFailures(layer: string, file: string): TimedTest[] {
  if (!existsSync(file)) return [];
  const { failures = [] } = JSON.parse(readFileSync(file, 'utf8')) as { failures?: { name: string; error: string }[] };
  return failures.map((test) => ({ layer, name: test.name, seconds: 0, failure: firstLine(test.error) }));
}

/** Prints the `count` slowest tests across every report. */
export function printSlowest(tests: TimedTest[], count = 10) {
  const slowest = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (slowest.length === 0) return;
  console.log(`\n━━ ${slowest.length} slowest tests ━━`);
  for (const test of slowest) console.log(`${test.seconds.toFixed(1).padStart(6)} s  ${test.layer}: ${test.name}`);
}

/** Every failed test with the first line of its error, so a log's tail says what broke. */
export function printFailures(tests: TimedTest[]) {
  const failures = tests.filter((test) => test.failure);
  if (failures.length === 0) return;
  console.log(`\n━━ ${failures.length} failed ━━`);
  for (const test of failures) console.log(`✗ ${test.layer}: ${test.name}\n    ${test.failure}`);
}
