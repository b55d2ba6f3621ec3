import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { createFile, createFileFromLink, createTrack, putTrackCues, putTrackTranscript } from '@shared/api/media';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { renderLibrary, WORKSPACE } from '../testing';
import { uploaderFor } from '../uploader';
import { AddMediaDialog } from './add-media-dialog';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/media');

// Uppy's dashboard watches its size; jsdom has no layout to watch.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

let dialogs = 0;
function renderDialog(onOpenChange = vi.fn()) {
  // Uploaders live for the page, one per workspace: a fresh one per test.
  const uploader = uploaderFor(`dialog-test-${++dialogs}`, async () => 'token').uppy;
  renderLibrary(
    <AddMediaDialog
      workspaceId={WORKSPACE}
      files={[{ id: 'moon', name: 'Moon speech' }]}
      uploader={uploader}
      open
      onOpenChange={onOpenChange}
    />,
  );
  return {
    user: userEvent.setup(),
    onOpenChange,
    uploader,
    dialog: screen.getByRole('dialog', { name: 'Add media' }),
  };
}

const textFile = (name: string, text: string, type = 'text/plain') => new File([text], name, { type });

describe('AddMediaDialog', () => {
  it('opens on the Uppy upload dashboard', async () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('tab', { name: 'Upload', selected: true })).toBeInTheDocument();
    // The dashboard loads on demand: the first time takes a while on a busy machine.
    expect(
      await within(dialog).findByRole('button', { name: /browse files/i }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Audio or video files');
  });

  it('closes when Uppy’s Done is pressed after the uploads finished, and clears the finished list', async () => {
    const { user, dialog, onOpenChange, uploader } = renderDialog();
    await within(dialog).findByRole('button', { name: /browse files/i }, { timeout: 10_000 });
    // What tus leaves behind once an upload is through, without sending one.
    const id = uploader.addFile({ name: 'talk.wav', type: 'audio/wav', data: new Blob(['RIFF']) });
    act(() => {
      uploader.setFileState(id, {
        progress: { uploadStarted: Date.now(), uploadComplete: true, percentage: 100, bytesUploaded: 4, bytesTotal: 4 },
      });
      uploader.setState({ totalProgress: 100 });
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(uploader.getFiles()).toEqual([]);
  });

  it('adds a file by link and closes', async () => {
    vi.mocked(createFileFromLink).mockResolvedValue({ file: { name: 'Apollo 11 landing' } as never });
    const { user, dialog, onOpenChange } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Add by link' }));
    await user.type(within(dialog).getByLabelText('Link'), 'https://vimeo.com/123');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(createFileFromLink).toHaveBeenCalledWith(apiClient, {
      workspaceId: WORKSPACE,
      url: 'https://vimeo.com/123',
      name: undefined,
    });
    expect(await screen.findByText('Added “Apollo 11 landing”')).toBeInTheDocument();
  });

  it('shows why a link was refused next to the field and stays open', async () => {
    vi.mocked(createFileFromLink).mockRejectedValue(
      new ApiError(400, {
        error: {
          code: 'validation_error',
          message: 'Use a YouTube or Vimeo link, or an https address of a media file',
        },
      }),
    );
    const { user, dialog, onOpenChange } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Add by link' }));
    const field = within(dialog).getByLabelText('Link');
    await user.type(field, 'ftp://example.com/a.mp3');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Use a YouTube or Vimeo link, or an https address of a media file');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(alert.textContent!);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows the conversion report of a caption file before saving it as a track of a new file', async () => {
    vi.mocked(createFile).mockResolvedValue({ file: { id: 'new-file', name: 'lecture' } as never });
    vi.mocked(createTrack).mockResolvedValue({ track: { id: 't-1' } as never });
    vi.mocked(putTrackCues).mockResolvedValue({} as never);
    const { user, dialog, onOpenChange } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Import captions' }));
    const vtt =
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\n<b>Hello</b> there\n\n00:00:03.000 --> 00:00:04.000\n<c.yellow>Bye</c>\n';
    await user.upload(within(dialog).getByLabelText('Caption or transcript file'), textFile('lecture.vtt', vtt));
    const report = await within(dialog).findByRole('region', { name: 'Conversion report' });
    expect(report).toHaveTextContent('Read as webvtt: 2 cues');
    expect(report).toHaveTextContent(/Not kept \(the track stores plain text\):\s*text styling/);
    expect(createFile).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(createFile).toHaveBeenCalledWith(apiClient, { workspaceId: WORKSPACE, name: 'lecture' });
    const ref = { workspaceId: WORKSPACE, fileId: 'new-file' };
    expect(createTrack).toHaveBeenCalledWith(apiClient, ref, {
      language: 'en',
      kind: 'captions',
      label: 'en captions',
    });
    expect(putTrackCues).toHaveBeenCalledWith(
      apiClient,
      { ...ref, trackId: 't-1' },
      {
        cues: [
          { id: 'c1', startMs: 1000, endMs: 2500, text: 'Hello there' },
          { id: 'c2', startMs: 3000, endMs: 4000, text: 'Bye' },
        ],
      },
    );
  });

  it('lists warnings by line and can add the track to an existing file', async () => {
    vi.mocked(createTrack).mockResolvedValue({ track: { id: 't-2' } as never });
    vi.mocked(putTrackCues).mockResolvedValue({} as never);
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Import captions' }));
    const srt =
      '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03,000 --> 00:00:02,500\nTwo\n\n3\n00:00:05,000 --> 00:00:06,000\nThree\n';
    await user.upload(within(dialog).getByLabelText('Caption or transcript file'), textFile('talk.srt', srt));
    const report = await within(dialog).findByRole('region', { name: 'Conversion report' });
    expect(report).toHaveTextContent('Line 6: cue ends before it starts');
    await user.selectOptions(within(dialog).getByLabelText('Add to'), 'Moon speech');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'subtitles');
    await user.clear(within(dialog).getByLabelText('Language'));
    await user.type(within(dialog).getByLabelText('Language'), 'es');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(putTrackCues).toHaveBeenCalled());
    expect(createFile).not.toHaveBeenCalled();
    expect(createTrack).toHaveBeenCalledWith(
      apiClient,
      { workspaceId: WORKSPACE, fileId: 'moon' },
      { language: 'es', kind: 'subtitles', label: 'es subtitles' },
    );
  });

  it('saves a plain transcript without times as an untimed track instead of inventing times', async () => {
    vi.mocked(createFile).mockResolvedValue({ file: { id: 'new-file', name: 'notes' } as never });
    vi.mocked(createTrack).mockResolvedValue({ track: { id: 't-3' } as never });
    vi.mocked(putTrackTranscript).mockResolvedValue({} as never);
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Import captions' }));
    const text = 'Good morning everyone.\n\nToday we talk about the moon.\n';
    await user.upload(within(dialog).getByLabelText('Caption or transcript file'), textFile('notes.txt', text));
    expect(await within(dialog).findByText(/This transcript has no times/)).toHaveTextContent('untimed track');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(putTrackTranscript).toHaveBeenCalled());
    expect(putTrackTranscript).toHaveBeenCalledWith(
      apiClient,
      { workspaceId: WORKSPACE, fileId: 'new-file', trackId: 't-3' },
      { text },
    );
    expect(putTrackCues).not.toHaveBeenCalled();
  });
});
