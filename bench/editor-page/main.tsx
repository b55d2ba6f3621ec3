// A standalone page that mounts the real TrackEditor with generated cues, for bench/editor.bench.ts; built by the
// bench into a temporary directory, never part of the admin bundle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { ManagedTrack } from '@shared/schemas/media';
import { DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { TrackEditor } from '@/features/track-editor/components/track-editor';
import { FakePlayer } from '@/features/track-editor/testing/fake-player';
import { LECTURE } from './lecture';
import './styles.css';

/** What the bench opens: the 10,000-cue stress case, or the 3-hour lecture (editor.bench.ts). */
export type BenchShape = 'busy' | 'lecture';

declare global {
  interface Window {
    /** Generates the cues (the data "arrives"), then mounts the editor; resolves with the time it started. */
    mountEditor(shape: BenchShape, count: number): number;
  }
}

type Cues = ManagedTrack['cues'];

// Every cue breaks the CPS rule, so the problems panel holds 10,000 problems: the worst case for moving.
const busyCues = (count: number): Cues =>
  Array.from({ length: count }, (_, i) => ({
    id: `c${i + 1}`,
    startMs: i * 1080,
    endMs: i * 1080 + 1000,
    text: `Sentence ${i + 1} of a three-hour lecture, long enough\nto wrap onto a second line.`,
    ...(i % 20 === 0 ? { speaker: `Speaker ${(i / 20) % 3}` } : {}),
  }));

const VOCABULARY =
  'the of and a to in is that we this it for on with as are be at by from or an which can so our not they have what there'.split(
    ' ',
  );
const TERMS = 'entropy lattice spectrum manifold eigenvalue theorem tensor gradient operator invariant'.split(' ');

// A machine transcript of a lecture: cues about four seconds apart, each with the engine's words and their
// confidence (one word in about forty uncertain), as a transcribed 3-hour file arrives.
const lectureCues = (count: number): Cues => {
  const spacing = LECTURE.durationMs / count;
  return Array.from({ length: count }, (_, i) => {
    const startMs = Math.round(i * spacing);
    const endMs = Math.round(startMs + spacing - 200);
    const texts = Array.from({ length: LECTURE.wordsPerCue }, (_, w) =>
      (i * 7 + w * 3) % 11 === 0 ? TERMS[(i + w) % TERMS.length]! : VOCABULARY[(i * 5 + w * 13) % VOCABULARY.length]!,
    );
    const step = (endMs - startMs) / texts.length;
    const words = texts.map((text, w) => ({
      text,
      startMs: Math.round(startMs + w * step),
      endMs: Math.round(startMs + (w + 1) * step),
      confidence: (i * 31 + w * 17) % 40 === 0 ? 0.42 : 0.97,
    }));
    const half = Math.ceil(texts.length / 2);
    return {
      id: `c${i + 1}`,
      startMs,
      endMs,
      text: `${texts.slice(0, half).join(' ')}\n${texts.slice(half).join(' ')}`,
      words,
      ...(i % 40 === 0 ? { speaker: i % 80 === 0 ? 'Lecturer' : 'Student' } : {}),
    };
  });
};

window.mountEditor = (shape, count) => {
  const cues = shape === 'lecture' ? lectureCues(count) : busyCues(count);
  const durationMs = shape === 'lecture' ? LECTURE.durationMs : count * 1080;
  const fileId = shape === 'lecture' ? LECTURE.fileId : 'f';
  const started = performance.now();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TrackEditor
          workspaceId="w"
          fileId={fileId}
          track={{
            id: 't',
            fileId,
            language: 'en',
            kind: 'captions',
            label: 'English',
            version: 1,
            timed: true,
            origin: shape === 'lecture' ? 'machine' : 'edited',
            cues,
          }}
          role="transcript-editor"
          player={new FakePlayer()}
          mediaUrl={null}
          durationMs={durationMs}
          captionRules={DEFAULT_CAPTION_RULES}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return started;
};
