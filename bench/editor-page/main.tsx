// A standalone page that mounts the real TrackEditor with generated cues, for bench/editor.bench.ts; built by the
// bench into a temporary directory, never part of the admin bundle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { Cue } from '@shared/schemas/embed';
import { DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { TrackEditor } from '@/features/track-editor/components/track-editor';
import { FakePlayer } from '@/features/track-editor/testing/fake-player';
import './styles.css';

declare global {
  interface Window {
    /** Generates `count` cues (the data "arrives"), then mounts the editor; resolves with the time it started. */
    mountEditor(count: number): number;
  }
}

const makeCues = (count: number): Cue[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `c${i + 1}`,
    startMs: i * 1080,
    endMs: i * 1080 + 1000,
    text: `Sentence ${i + 1} of a three-hour lecture, long enough\nto wrap onto a second line.`,
    ...(i % 20 === 0 ? { speaker: `Speaker ${(i / 20) % 3}` } : {}),
  }));

window.mountEditor = (count) => {
  const cues = makeCues(count);
  const started = performance.now();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TrackEditor
          workspaceId="w"
          fileId="f"
          track={{
            id: 't',
            fileId: 'f',
            language: 'en',
            kind: 'captions',
            label: 'English',
            version: 1,
            timed: true,
            origin: 'edited',
            cues,
          }}
          role="transcript-editor"
          player={new FakePlayer()}
          mediaUrl={null}
          durationMs={count * 1080}
          captionRules={DEFAULT_CAPTION_RULES}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return started;
};
