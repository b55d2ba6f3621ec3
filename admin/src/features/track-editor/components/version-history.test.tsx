import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { getTrackVersion, listTrackVersionHistory, restoreTrackVersion } from '@shared/api/track-versions';
import type { VersionSummary } from '@shared/schemas/track-versions';
import { makeCues, renderWithQueries, TRACK } from '../sync/testing';
import { VersionHistory } from './version-history';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/track-versions');

const summary = (version: number, overrides: Partial<VersionSummary> = {}): VersionSummary => ({
  version,
  createdAt: '2026-11-23T14:02:00.000Z',
  author: { uid: 'u-ada', name: 'Ada Lovelace' },
  source: 'edit',
  changed: 1,
  added: 0,
  removed: 0,
  restoredFrom: null,
  ...overrides,
});

const versions = [
  summary(3, { changed: 2, added: 1, removed: 1 }),
  summary(2, { author: { uid: 'u-grace', name: 'Grace Hopper' }, source: 'restore', restoredFrom: 1 }),
  summary(1, { author: null, source: 'import', changed: 0, added: 4 }),
];
// Version 2 had four cues; now cue c2 reads differently, c3 is gone and c9 is new.
const then = makeCues(4);
const now = [
  then[0]!,
  { ...then[1]!, text: 'Four score and seven years' },
  { id: 'c9', startMs: 2500, endMs: 2900, text: 'A new line' },
  then[3]!,
];
const restored = {
  id: TRACK.trackId,
  fileId: TRACK.fileId,
  language: 'en',
  kind: 'captions' as const,
  label: 'English',
  version: 4,
  timed: true,
  origin: 'edited' as const,
  cues: then,
};

beforeEach(() => {
  vi.mocked(listTrackVersionHistory).mockResolvedValue({ versions, nextBefore: null });
  vi.mocked(getTrackVersion).mockResolvedValue({ version: versions[1]!, cues: then });
});

afterEach(() => vi.resetAllMocks());

async function showHistory(canRestore = true) {
  const onRestored = vi.fn();
  const user = userEvent.setup();
  renderWithQueries(<VersionHistory {...TRACK} currentCues={now} canRestore={canRestore} onRestored={onRestored} />);
  const panel = screen.getByRole('region', { name: 'Version history' });
  await within(panel).findByRole('list', { name: 'Versions' });
  return { user, panel, onRestored };
}

describe('VersionHistory', () => {
  it('lists versions newest first with who, what wrote them and how many cues changed', async () => {
    const { panel } = await showHistory();
    const items = within(within(panel).getByRole('list', { name: 'Versions' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 3 \(current\)Ada Lovelace, .+Edited: 2 changed, 1 added, 1 removed$/),
      expect.stringMatching(/^Version 2Grace Hopper, .+Restored version 1: 1 changed$/),
      expect.stringMatching(/^Version 1No author, .+Imported: 4 added$/),
    ]);
  });

  it('shows how a chosen version differs from the cues now, cue by cue and word by word', async () => {
    const { user, panel } = await showHistory();
    await user.click(within(panel).getByRole('button', { name: /^Version 2/ }));

    const heading = await within(panel).findByRole('heading', { name: 'Version 2 compared with now' });
    expect(heading).toHaveFocus();
    expect(within(panel).getByRole('button', { name: /^Version 2/ })).toHaveAttribute('aria-pressed', 'true');
    const differences = await within(panel).findByRole('list', { name: 'Differences' });
    const entries = within(differences).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')!.textContent)).toEqual([
      'Cue 2: changed',
      'Was cue 3: removed',
      'Cue 3: added',
    ]);
    expect(entries[0]!.querySelector('del')).toHaveTextContent('removed: Line 2');
    expect(entries[0]!.querySelector('ins')).toHaveTextContent('added: Four score and seven years');
    expect(entries[1]).toHaveTextContent('Line 3');
    expect(entries[2]).toHaveTextContent('A new line');
    expect(getTrackVersion).toHaveBeenCalledWith(expect.anything(), TRACK, 2, expect.anything());
  });

  it('restores a version after confirmation, on top of the newest version, and hands the editor the result', async () => {
    vi.mocked(restoreTrackVersion).mockResolvedValue(restored);
    const { user, panel, onRestored } = await showHistory();
    await user.click(within(panel).getByRole('button', { name: /^Version 2/ }));
    await within(panel).findByRole('list', { name: 'Differences' });
    await user.click(within(panel).getByRole('button', { name: 'Restore version 2' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Restore version 2?' });
    expect(restoreTrackVersion).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
    expect(restoreTrackVersion).toHaveBeenCalledWith(expect.anything(), TRACK, 2, { baseVersion: 3 });
    // The comparison closes; the panel says what happened and focus is at its top, not lost with the detail.
    expect(within(panel).getByText('Version 2 restored as version 4.')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Version 2 compared with now' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Version history' })).toHaveFocus();
  });

  it('says so when someone saved meanwhile, and restores nothing', async () => {
    vi.mocked(restoreTrackVersion).mockRejectedValue(
      new ApiError(409, { error: { code: 'version_conflict', message: 'Stale' } }),
    );
    const { user, panel, onRestored } = await showHistory();
    await user.click(within(panel).getByRole('button', { name: /^Version 2/ }));
    await user.click(await within(panel).findByRole('button', { name: 'Restore version 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('Someone saved the track meanwhile');
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('lets viewers compare versions but not restore them', async () => {
    const { user, panel } = await showHistory(false);
    await user.click(within(panel).getByRole('button', { name: /^Version 2/ }));
    await within(panel).findByRole('list', { name: 'Differences' });
    expect(within(panel).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });
});
