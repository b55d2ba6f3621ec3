import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrack, deleteTrack, getTrackCues } from '@shared/api/media';
import { duplicateTrack, renameTrack } from '@shared/api/track-management';
import { readCaptions } from '@shared/captions/api';
import type { Role } from '@shared/constants';
import type { FileTrack, ManagedTrack } from '@shared/schemas/media';
import type { TrackProvenance } from '@shared/schemas/track-provenance';
import { Toaster, toast } from '@/components/ui/toast';
import type { TrackFile } from '@shared/captions/track-file';
import { FileTracksPanel } from './file-tracks-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/media');
vi.mock('@shared/api/track-management');

const written: TrackProvenance = {
  origin: 'edited',
  engine: null,
  model: null,
  editors: 0,
  reviewed: null,
  verified: null,
};
const english: FileTrack = {
  id: 't-en',
  language: 'en',
  kind: 'captions',
  label: 'English',
  provenance: {
    ...written,
    origin: 'machine',
    engine: 'whisper',
    model: 'base.en',
    editors: 2,
    verified: { by: 'Ana Ruiz', at: '2026-11-30T10:00:00Z', accuracy: 0.9942 },
  },
};
const chapters: FileTrack = { id: 't-ch', language: 'en', kind: 'chapters', label: 'Chapters', provenance: written };
const spanish: FileTrack = {
  id: 't-es',
  language: 'es',
  kind: 'subtitles',
  label: 'Español',
  provenance: { ...written, origin: 'machine', engine: 'apertium' },
};
const cues = [
  { id: 'a', startMs: 0, endMs: 1500, text: 'Four score', speaker: 'Abe' },
  { id: 'b', startMs: 1500, endMs: 3000, text: 'and seven years ago' },
];

afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

function renderPanel(role: Role, tracks = [spanish, chapters, english]) {
  const onSelect = vi.fn<(id: string) => void>();
  const onTracksChanged = vi.fn();
  const save = vi.fn<(file: TrackFile) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FileTracksPanel
        workspaceId="ws"
        file={{ id: 'f', name: 'Gettysburg Address.mp3' }}
        tracks={tracks}
        role={role}
        selectedTrackId="t-en"
        onSelect={onSelect}
        onTracksChanged={onTracksChanged}
        save={save}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSelect, onTracksChanged, save };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Tracks of Gettysburg Address.mp3' }))
    .getAllByRole('row')
    .slice(1);

describe('FileTracksPanel', () => {
  it('lists tracks by language, then kind; marks the editor’s track and switches it', async () => {
    const { user, onSelect } = renderPanel('viewer');
    expect(rows().map((row) => (row as HTMLTableRowElement).cells[0]!.firstChild!.textContent)).toEqual([
      'English',
      'Chapters',
      'Español',
    ]);
    // Each button's name starts with the word it shows (WCAG 2.5.3): viewers open a track, editors edit it.
    expect(screen.getByRole('button', { name: 'Open English (en captions)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Open English (en captions)' })).toHaveTextContent(/^Open/);
    await user.click(screen.getByRole('button', { name: 'Open Español (es subtitles)' }));
    expect(onSelect).toHaveBeenCalledWith('t-es');
  });

  it('says under each label how the track was made and who checked it', () => {
    renderPanel('viewer');
    const [english, chapters, spanish] = rows().map((row) => (row as HTMLTableRowElement).cells[0]!);
    expect(english).toHaveTextContent('Machine: whisper.cpp base.en, edited by 2 people');
    expect(english).toHaveTextContent(/Verified 99\.4 % by Ana Ruiz on/);
    expect(chapters).toHaveTextContent(/^ChaptersWritten here$/);
    expect(spanish).toHaveTextContent('Machine: Apertium');
    expect(spanish).toHaveTextContent('Not reviewed: viewers see it as auto-generated');
  });

  it('names the Edit and Export buttons with their visible words first', () => {
    renderPanel('transcript-editor');
    const edit = screen.getByRole('button', { name: 'Edit English (en captions)' });
    expect(edit).toHaveTextContent(/^Edit/);
    expect(edit).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Export English (en captions)' })).toHaveTextContent(/^Export/);
  });

  it('viewers and transcript editors export but cannot add, copy, rename or delete', () => {
    for (const role of ['viewer', 'transcript-editor'] as const) {
      renderPanel(role);
      expect(screen.queryByRole('button', { name: 'Add track' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Export English (en captions)' })).toBeInTheDocument();
      document.body.replaceChildren();
    }
  });

  it('exports the saved cues in every shared/captions format with the file name and content type', async () => {
    const { provenance, ...summary } = english;
    vi.mocked(getTrackCues).mockResolvedValue({
      ...summary,
      origin: provenance.origin,
      fileId: 'f',
      version: 3,
      timed: true,
      cues,
    } as ManagedTrack);
    const { user, save } = renderPanel('viewer');
    await user.click(screen.getByRole('button', { name: 'Export English (en captions)' }));
    const formats = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(formats).toEqual([
      'WebVTT (.vtt)',
      'SubRip (.srt)',
      'TTML / DFXP (.ttml)',
      'W3C DAPT script (.dapt.ttml)',
      'Scenarist SCC (.scc)',
      'YouTube SBV (.sbv)',
      'SAMI (.smi)',
      'Advanced SubStation (.ass)',
      'SubStation Alpha (.ssa)',
      'Lyrics (.lrc)',
      'Plain-text transcript (.txt)',
      'JSON track (.json)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'SubRip (.srt)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const file = save.mock.calls[0]![0];
    expect(file.fileName).toBe('Gettysburg Address.en.captions.srt');
    expect(file.type).toBe('application/x-subrip;charset=utf-8');
    expect(readCaptions(file.text, { format: 'srt' }).track.cues.map((c) => [c.startMs, c.endMs, c.text])).toEqual([
      [0, 1500, 'Abe: Four score'],
      [1500, 3000, 'and seven years ago'],
    ]);
    expect(vi.mocked(getTrackCues).mock.calls[0]![1]).toEqual({ workspaceId: 'ws', fileId: 'f', trackId: 't-en' });
    expect(await screen.findByText('Downloading Gettysburg Address.en.captions.srt')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export English (en captions)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'WebVTT (.vtt)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toMatchObject({
      fileName: 'Gettysburg Address.en.captions.vtt',
      type: 'text/vtt;charset=utf-8',
    });
    expect(save.mock.calls[1]![0].text).toMatch(/^WEBVTT[\s\S]*<v Abe>Four score/);

    await user.click(screen.getByRole('button', { name: 'Export English (en captions)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'W3C DAPT script (.dapt.ttml)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    const dapt = save.mock.calls[2]![0];
    expect(dapt).toMatchObject({
      fileName: 'Gettysburg Address.en.captions.dapt.ttml',
      type: 'application/ttml+xml;charset=utf-8',
    });
    expect(dapt.text).toContain('daptm:scriptType="originalTranscript"');
    expect(readCaptions(dapt.text).track.cues).toEqual(cues);
  });

  it('managers add a track (checked before sending) and it becomes the editor’s track', async () => {
    vi.mocked(createTrack).mockResolvedValue({
      track: { id: 't-fr', language: 'fr', kind: 'subtitles', label: 'Français' },
    });
    const { user, onSelect, onTracksChanged } = renderPanel('content-manager');
    await user.click(screen.getByRole('button', { name: 'Add track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a track' });
    await user.click(within(dialog).getByRole('button', { name: 'Add track' }));
    expect(within(dialog).getByLabelText('Label')).toHaveAccessibleDescription('Label is required');
    expect(createTrack).not.toHaveBeenCalled();
    const language = within(dialog).getByLabelText(/^Language/);
    await user.clear(language);
    await user.type(language, 'fr');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'subtitles');
    await user.type(within(dialog).getByLabelText('Label'), 'Français');
    await user.click(within(dialog).getByRole('button', { name: 'Add track' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(createTrack).mock.calls[0]!.slice(1, 3)).toEqual([
      { workspaceId: 'ws', fileId: 'f' },
      { language: 'fr', kind: 'subtitles', label: 'Français' },
    ]);
    expect(onTracksChanged).toHaveBeenCalled();
    expect(onSelect).toHaveBeenCalledWith('t-fr');
  });

  it('managers duplicate and rename a track', async () => {
    vi.mocked(duplicateTrack).mockResolvedValue({ track: { ...english, id: 't-copy', label: 'English (copy)' } });
    vi.mocked(renameTrack).mockResolvedValue({ track: { ...english, label: 'English (edited)' } });
    const { user, onTracksChanged } = renderPanel('admin');
    await user.click(screen.getByRole('button', { name: 'Actions for English (en captions)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Copied to “English (copy)”')).toBeInTheDocument();
    expect(vi.mocked(duplicateTrack).mock.calls[0]!.slice(1)).toEqual([
      { workspaceId: 'ws', fileId: 'f', trackId: 't-en' },
      {},
    ]);
    expect(onTracksChanged).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Actions for English (en captions)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename English (en captions)' });
    const label = within(dialog).getByLabelText('Label');
    expect(label).toHaveValue('English');
    await user.clear(label);
    await user.type(label, 'English (edited){Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(renameTrack).mock.calls[0]!.slice(1)).toEqual([
      { workspaceId: 'ws', fileId: 'f', trackId: 't-en' },
      { label: 'English (edited)' },
    ]);
    expect(onTracksChanged).toHaveBeenCalledTimes(2);
  });

  it('deletes only after confirmation; Cancel keeps the track', async () => {
    vi.mocked(deleteTrack).mockResolvedValue(undefined);
    const { user, onTracksChanged } = renderPanel('content-manager');
    await user.click(screen.getByRole('button', { name: 'Actions for Español (es subtitles)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Español (es subtitles)?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleteTrack).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Actions for Español (es subtitles)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Español (es subtitles)?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete track' }));
    await waitFor(() => expect(onTracksChanged).toHaveBeenCalled());
    expect(vi.mocked(deleteTrack).mock.calls[0]![1]).toEqual({ workspaceId: 'ws', fileId: 'f', trackId: 't-es' });
  });
});
