import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MediaAccessEvents as SourceEvents } from '../sdk/events/events';
import type { MediaAccessEvents as PublishedEvents } from '../sdk/public/media-access';
import { buildSdkPackage } from './build-sdk-package';

const root = path.resolve(import.meta.dirname, '..');

// A React 19 app that installed the package: what it writes must type-check, and mistakes must not.
const app = `import '@media-access/sdk';
import { useEffect, useRef } from 'react';
import type { TranscriptEmbedElement } from '@media-access/sdk';

export function Lesson() {
  const transcript = useRef<TranscriptEmbedElement>(null);
  useEffect(() => {
    transcript.current?.addEventListener('transcript-embed:seek', (event) => event.detail.timeMs.toFixed(0));
    transcript.current?.seek(1500);
  }, []);
  return (
    <>
      <transcript-embed ref={transcript} workspace-id="demo" file-id="talk" layout="side-by-side" theme="dark" accent="#0b57d0" no-search />
      <showcase-embed workspace-id="demo" showcase-id="welcome-week" view="gallery" layout="compact" />
    </>
  );
}

document.querySelector('showcase-embed')?.addEventListener('showcase-embed:search', (event) => event.detail.hits[0]?.startMs);

// @ts-expect-error: not a layout
export const wrongLayout = <transcript-embed layout="diagonal" />;
// @ts-expect-error: a misspelt attribute
export const misspelt = <showcase-embed showcase="welcome-week" />;
document.querySelector('transcript-embed')?.addEventListener('transcript-embed:ready', (event) => {
  // @ts-expect-error: the ready event has no timeMs
  return event.detail.timeMs;
});
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    // Check the package's own declarations too, as a consumer with strict settings would.
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
};

describe('npm package', () => {
  it('the published event types are the ones the elements dispatch', () => {
    expectTypeOf<PublishedEvents>().toEqualTypeOf<SourceEvents>();
  });

  it('builds, and a React 19 consumer type-checks against it', { timeout: 180_000 }, async () => {
    const consumer = mkdtempSync(path.join(tmpdir(), 'sdk-consumer-'));
    const out = await buildSdkPackage(root, path.join(consumer, 'node_modules', '@media-access', 'sdk'));

    const pkg = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe('@media-access/sdk');
    const entry = readFileSync(path.join(out, 'media-access.js'), 'utf8');
    // The entry and the chunk it imports define the elements (the showcase's own chunk loads when used).
    const imported = [...entry.matchAll(/from\s*["']\.\/(chunks\/[^"']+\.js)["']/g)].map((m) =>
      readFileSync(path.join(out, m[1]!), 'utf8'),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect([entry, ...imported].join('\n')).toContain('customElements');
    // Chunks load next to the entry, never from the CDN's /sdk/ path on the app's origin.
    for (const code of [entry, ...imported]) expect(code).not.toContain('"/sdk/');
    const manifest = JSON.parse(readFileSync(path.join(out, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules.flatMap((m) => m.declarations ?? []).map((d) => d.tagName);
    expect(tags).toEqual(expect.arrayContaining(['transcript-embed', 'showcase-embed']));

    mkdirSync(path.join(consumer, 'src'));
    mkdirSync(path.join(consumer, 'node_modules', '@types'));
    symlinkSync(path.join(root, 'node_modules', 'react'), path.join(consumer, 'node_modules', 'react'));
    symlinkSync(
      path.join(root, 'node_modules', '@types', 'react'),
      path.join(consumer, 'node_modules', '@types', 'react'),
    );
    writeFileSync(path.join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig));
    writeFileSync(path.join(consumer, 'src', 'app.tsx'), app);
    // One misuse, so the run also proves the types are in force: it must be the only error.
    writeFileSync(path.join(consumer, 'src', 'broken.tsx'), 'export const x = <transcript-embed layout="wide" />;\n');
    const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
    const result = spawnSync(tsc, ['-p', consumer, '--pretty', 'false'], { encoding: 'utf8', cwd: consumer });
    const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^src\/broken\.tsx\(1,\d+\): error TS\d+: .*"wide"/);
  });
});
