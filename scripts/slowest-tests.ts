// The slowest tests of a run, read from the Vitest and Playwright JSON reports `npm test` writes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface TimedTest {
  layer: string;
  name: string;
  seconds: number;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
}

export function vitestTimes(layer: string, file: string, root: string): TimedTest[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  return report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      layer,
      name: `${path.relative(root, suite.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
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
        })),
      ),
    ),
    ...(suite.suites ?? []).flatMap((child) => collect(child, suite.file ? [...titles, child.title] : titles)),
  ];
  return collect(JSON.parse(readFileSync(file, 'utf8')) as PlaywrightSuite, []);
}

/** Prints the `count` slowest tests across every report. */
export function printSlowest(tests: TimedTest[], count = 10) {
  const slowest = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (slowest.length === 0) return;
  console.log(`\n━━ ${slowest.length} slowest tests ━━`);
  for (const test of slowest) console.log(`${test.seconds.toFixed(1).padStart(6)} s  ${test.layer}: ${test.name}`);
}
