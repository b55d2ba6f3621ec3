import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTrackCues } from '@shared/api/media';
import {
  completeTrackVerification,
  reviewVerificationSegment,
  startTrackVerification,
} from '@shared/api/track-verifications';
import type { StartedVerification, VerificationResult } from '@shared/schemas/track-verifications';
import { renderWithQueries, TRACK } from '../sync/testing';
import { FakePlayer } from '../testing/fake-player';
import { VerifyAccuracy } from './verify-accuracy';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@shared/api/track-verifications');
vi.mock('@shared/api/media');

const STARTED: StartedVerification = {
  id: 'v-1',
  target: 0.99,
  trackVersion: 4,
  segments: [
    { id: 'c2', startMs: 2000, endMs: 4000, text: 'four score and seven' },
    { id: 'c9', startMs: 9000, endMs: 11_500, text: 'years ago our fathers' },
  ],
};
const RESULT: VerificationResult = {
  words: 8,
  errors: 1,
  formattedErrors: 1,
  accuracy: 0.875,
  formattedErrorRate: 0.125,
  interval: [0.529, 0.978],
  target: 0.99,
  verified: false,
  version: 5,
};

beforeEach(() => {
  vi.mocked(startTrackVerification).mockResolvedValue(STARTED);
  vi.mocked(reviewVerificationSegment).mockResolvedValue(undefined);
  vi.mocked(completeTrackVerification).mockResolvedValue(RESULT);
  vi.mocked(getTrackCues).mockResolvedValue({ version: 5, cues: [] } as never);
});

const open = async (player = new FakePlayer(), unsaved = false) => {
  const onCorrected = vi.fn();
  renderWithQueries(<VerifyAccuracy trackRef={TRACK} player={player} unsaved={unsaved} onCorrected={onCorrected} />);
  await userEvent.click(screen.getByRole('button', { name: 'Verify accuracy' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Verify accuracy' }), onCorrected, player };
};

describe('VerifyAccuracy', () => {
  it('walks the sample with the keyboard, plays each cue, records corrections and announces the verdict', async () => {
    const { dialog, onCorrected, player } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start verification' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Text as heard' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('four score and seven');
    expect(within(dialog).getByText('1 of 2')).toBeVisible();
    expect(screen.getByText('Cue 1 of 2')).toBeInTheDocument();
    // The first cue plays at once, and stops at its end.
    expect(player.timeMs).toBe(2000);
    expect(player.paused()).toBe(false);
    player.advanceTo(4000);
    expect(player.paused()).toBe(true);

    await userEvent.keyboard('{Enter}');
    expect(reviewVerificationSegment).toHaveBeenCalledWith(
      expect.anything(),
      { ...TRACK, verificationId: 'v-1', segmentId: 'c2' },
      { text: 'four score and seven' },
    );
    const second = await within(dialog).findByRole('textbox', { name: 'Text as heard' });
    expect(second).toHaveValue('years ago our fathers');
    expect(second).toHaveFocus();
    expect(within(dialog).getByText('2 of 2')).toBeVisible();

    player.advanceTo(0);
    await userEvent.keyboard('{Alt>}k{/Alt}');
    expect(player.timeMs).toBe(9000);

    await userEvent.clear(second);
    await userEvent.type(second, 'years ago our forefathers{Enter}');
    expect(reviewVerificationSegment).toHaveBeenLastCalledWith(
      expect.anything(),
      { ...TRACK, verificationId: 'v-1', segmentId: 'c9' },
      { text: 'years ago our forefathers' },
    );
    expect(completeTrackVerification).toHaveBeenCalledWith(expect.anything(), { ...TRACK, verificationId: 'v-1' });

    expect(await within(dialog).findByRole('heading', { name: '✗ Not verified' })).toBeVisible();
    expect(within(dialog).getByText('52.9 % to 97.8 %')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not verified: word accuracy 87.5 %, 95 % interval 52.9 % to 97.8 %, target 99.0 %.',
    );
    // The corrections made version 5: the editor starts over from the track as it is now.
    expect(onCorrected).toHaveBeenCalledWith({ version: 5, cues: [] });
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('goes back to the previous cue and keeps what was typed', async () => {
    const { dialog } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start verification' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Text as heard' });
    await userEvent.type(field, ' years');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and next' }));
    await within(dialog).findByText('2 of 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Text as heard' })).toHaveValue(
      'four score and seven years',
    );
  });

  it('waits for unsaved changes before drawing the sample', async () => {
    const { dialog } = await open(new FakePlayer(), true);
    expect(within(dialog).getByRole('button', { name: 'Start verification' })).toBeDisabled();
    expect(within(dialog).getByText(/not saved yet/)).toBeVisible();
  });

  it('shows an error from the server in an alert', async () => {
    vi.mocked(startTrackVerification).mockRejectedValue(new Error('The track has no timed words to verify'));
    const { dialog } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start verification' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The track has no timed words to verify');
  });
});
