import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCaptionProblems } from '@shared/captions/quality-problems';
import { peaksSchema } from '@shared/schemas/jobs';
import { DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { createTestEnv, type TestEnv } from '../testing/test-env';
import { DEMO_UNIVERSITY_FILES } from './demo-data';
import { readManifest } from './demo-media';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await env.seed();
});
afterAll(() => env.close());

describe('the demo media', () => {
  it('stores every demo file’s waveform peaks at seed, for the editor to draw', async () => {
    for (const slug of DEMO_UNIVERSITY_FILES) {
      const res = await env.request('GET', `/media/${slug}/peaks`, {
        token: (await env.signIn('admin@demo.test')).token,
      });
      expect(res.status, slug).toBe(200);
      const peaks = peaksSchema.parse(await res.json());
      expect(peaks.durationMs).toBe(readManifest(slug).durationMs);
      // 50 windows a second, each a min and a max, and the speech is not silence.
      expect(peaks.data.length).toBe(2 * Math.ceil((peaks.durationMs / 1000) * 50));
      expect(Math.max(...peaks.data)).toBeGreaterThan(30);
    }
  });

  it.each(['captions', 'subtitles', 'descriptions'])(
    'keeps the JFK excerpt’s %s within the default caption rules',
    (kind) => {
      const track = readManifest('jfk-rice-moon-speech').tracks.find((t) => t.kind === kind)!;
      const cues = track.cues.map((cue, i) => ({ ...cue, id: `c${i + 1}` }));
      expect(checkCaptionProblems(cues, DEFAULT_CAPTION_RULES).map((p) => `cue ${p.cueNumber}: ${p.message}`)).toEqual(
        [],
      );
    },
  );
});
