import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { listProposedCorrections } from '@shared/api/contributions';
import { acceptCorrection, getCorrection, markCorrectionSpam, rejectCorrection } from '@shared/api/review';
import { makeCorrection, makeCorrectionDetail, renderReview, WORKSPACE } from '../testing';
import { CorrectionReview } from './correction-review';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/review');
vi.mock('@shared/api/contributions');

const newer = makeCorrection({ id: 'c-0', fileId: 'f-new', createdAt: new Date().toISOString() });
const current = makeCorrection();
const older = makeCorrection({
  id: 'c-2',
  fileId: 'f-old',
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
});

async function renderCorrection() {
  renderReview(<CorrectionReview workspaceId={WORKSPACE} correctionId="c-1" />);
  await screen.findByRole('heading', { name: 'The suggested change' });
  return userEvent.setup();
}

const status = () => screen.getByRole('status');

beforeEach(() => {
  vi.mocked(getCorrection).mockResolvedValue(makeCorrectionDetail());
  vi.mocked(listProposedCorrections).mockResolvedValue({ corrections: [newer, current, older], nextCursor: null });
  vi.mocked(acceptCorrection).mockImplementation(async (_c, _w, _id, body = {}) => {
    // As the server does: from now on the correction reads as decided, so the actions leave the page.
    vi.mocked(getCorrection).mockResolvedValue(
      makeCorrectionDetail({ correction: { ...current, status: 'accepted' } }),
    );
    return {
      correction: { ...current, status: 'accepted' },
      cue: { id: 'cue-3', startMs: 12_300, endMs: 15_000, text: body.text ?? current.proposedText },
      trackVersion: 4,
    };
  });
  vi.mocked(rejectCorrection).mockResolvedValue({ correction: { ...current, status: 'rejected' } });
  vi.mocked(markCorrectionSpam).mockResolvedValue({
    correction: { ...current, status: 'spam' },
    blockedUntil: new Date(Date.now() + 86_400_000).toISOString(),
  });
});

afterEach(() => vi.resetAllMocks());

describe('CorrectionReview', () => {
  it('shows the cue between two cues before and two after, the media at the cue and the word diff', async () => {
    await renderCorrection();
    const context = screen.getByRole('list', { name: 'The cue in context' });
    expect(
      within(context)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '0:08.0First before',
      '0:10.0Second before',
      '0:12.3Four score and seven years ago',
      '0:15.0First after',
      '0:17.0Second after',
    ]);
    expect(document.querySelector('audio')).toHaveAttribute('src', '/media/demo/gettysburg.ogg#t=12.3');
    const change = screen.getByRole('heading', { name: 'The suggested change' }).parentElement!;
    expect(change.querySelector('del')).toHaveTextContent('removed: seven');
    expect(change.querySelector('ins')).toHaveTextContent('added: eight');
    expect(change).toHaveTextContent('Misheard number');
  });

  it('accepts the proposed text and announces what the cue now reads', async () => {
    const user = await renderCorrection();
    // The queue answers last, after the page already shows the decision (as on a real network).
    let answerQueue = () => {};
    vi.mocked(listProposedCorrections).mockImplementation(
      () => new Promise((resolve) => (answerQueue = () => resolve({ corrections: [newer, older], nextCursor: null }))),
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('region', { name: 'Accepted' });
    answerQueue();
    await waitFor(() =>
      expect(status()).toHaveTextContent('Accepted. The cue now reads: Four score and eight years ago'),
    );
    expect(acceptCorrection).toHaveBeenCalledWith(expect.anything(), WORKSPACE, 'c-1', {});
  });

  it('edits the proposed text before accepting it', async () => {
    const user = await renderCorrection();
    await user.click(screen.getByRole('button', { name: 'Edit and accept' }));
    const field = screen.getByLabelText('Text for the cue');
    expect(field).toHaveValue('Four score and eight years ago');
    await user.clear(field);
    await user.type(field, 'Fourscore and seven years ago');
    await user.click(screen.getByRole('button', { name: 'Accept this text' }));
    await waitFor(() => expect(status()).toHaveTextContent('The cue now reads: Fourscore and seven years ago'));
    expect(acceptCorrection).toHaveBeenCalledWith(expect.anything(), WORKSPACE, 'c-1', {
      text: 'Fourscore and seven years ago',
    });
  });

  it('rejects with a reason, and marks as spam saying until when the sender is blocked', async () => {
    const user = await renderCorrection();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'The speaker says seven');
    await user.click(screen.getByRole('button', { name: 'Reject correction' }));
    await waitFor(() => expect(status()).toHaveTextContent('Rejected.'));
    expect(rejectCorrection).toHaveBeenCalledWith(expect.anything(), WORKSPACE, 'c-1', {
      reason: 'The speaker says seven',
    });
    await user.click(screen.getByRole('button', { name: 'Mark as spam' }));
    await waitFor(() => expect(status()).toHaveTextContent(/Marked as spam\. This sender may not contribute until/));
  });

  it('on a 409 conflict shows the current text beside both and applies only the reviewer’s explicit choice', async () => {
    vi.mocked(acceptCorrection).mockRejectedValueOnce(
      new ApiError(409, {
        error: {
          code: 'correction_conflict',
          message: 'The cue changed',
          details: {
            currentText: 'Four score and seven years past',
            originalText: current.originalText,
            proposedText: current.proposedText,
          },
        },
      }),
    );
    const user = await renderCorrection();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const conflict = await screen.findByRole('region', { name: 'The cue changed since the viewer’s suggestion' });
    expect(within(conflict).getByText('Now in the transcript').nextSibling).toHaveTextContent(
      'Four score and seven years past',
    );
    expect(within(conflict).getByText('What the viewer saw').nextSibling).toHaveTextContent(current.originalText);
    expect(within(conflict).getByText('What the viewer proposes').nextSibling).toHaveTextContent(current.proposedText);
    expect(status()).toHaveTextContent('Choose which text it should have');
    // The plain Accept is gone: only an explicit choice may overwrite the newer text.
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(acceptCorrection).toHaveBeenCalledTimes(1);

    await user.click(within(conflict).getByRole('button', { name: 'Replace it with the proposal' }));
    await waitFor(() => expect(status()).toHaveTextContent('Accepted.'));
    expect(acceptCorrection).toHaveBeenLastCalledWith(expect.anything(), WORKSPACE, 'c-1', { overrideCurrent: true });
  });

  it('offers the same choice up front when the cue is known to be stale, and keeping the current text rejects', async () => {
    const detail = makeCorrectionDetail({ stale: true });
    vi.mocked(getCorrection).mockResolvedValue({ ...detail, cue: { ...detail.cue!, text: 'Changed meanwhile' } });
    const user = await renderCorrection();
    const conflict = screen.getByRole('region', { name: 'The cue changed since the viewer’s suggestion' });
    await user.click(within(conflict).getByRole('button', { name: 'Keep the current text' }));
    await waitFor(() => expect(status()).toHaveTextContent('Rejected.'));
    expect(acceptCorrection).not.toHaveBeenCalled();
  });

  it('refuses to accept a correction of a deleted cue, saying why', async () => {
    vi.mocked(getCorrection).mockResolvedValue(
      makeCorrectionDetail({ cue: null, correction: makeCorrection({ cueStartMs: null, cueEndMs: null }) }),
    );
    await renderCorrection();
    expect(screen.getByRole('alert')).toHaveTextContent('has been deleted, so it cannot be accepted');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit and accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('turns a 410 on accept into the deleted-cue message', async () => {
    vi.mocked(acceptCorrection).mockRejectedValueOnce(
      new ApiError(410, { error: { code: 'gone', message: 'The cue was deleted' } }),
    );
    const user = await renderCorrection();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has been deleted, so it cannot be accepted');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('has shortcuts: a accepts, j and k move through the queue, but not while typing in a field', async () => {
    const user = await renderCorrection();
    await screen.findByRole('button', { name: 'Next correction' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next correction' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'a j k');
    expect(acceptCorrection).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(`/workspaces/${WORKSPACE}/corrections`);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('j');
    expect(screen.getByTestId('location')).toHaveTextContent(`/workspaces/${WORKSPACE}/corrections/f-old/c-2`);
    await user.keyboard('k');
    expect(screen.getByTestId('location')).toHaveTextContent(`/workspaces/${WORKSPACE}/corrections/f-new/c-0`);
    await user.keyboard('a');
    await waitFor(() => expect(acceptCorrection).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Keyboard shortcuts')).toBeInTheDocument();
  });

  it('shows a decided correction’s decision instead of the actions', async () => {
    vi.mocked(getCorrection).mockResolvedValue(
      makeCorrectionDetail({
        correction: makeCorrection({
          status: 'accepted',
          decision: {
            decidedBy: { id: 'u', name: 'Eddie Editor' },
            decidedAt: new Date().toISOString(),
            appliedText: 'Four score and eight years ago',
          },
        }),
      }),
    );
    await renderCorrection();
    expect(screen.getByRole('region', { name: 'Accepted' })).toHaveTextContent('By Eddie Editor');
    expect(screen.queryByRole('group', { name: 'Decide' })).not.toBeInTheDocument();
  });
});
