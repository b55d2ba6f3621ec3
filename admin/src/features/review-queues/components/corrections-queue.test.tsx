import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listProposedCorrections } from '@shared/api/contributions';
import { decideCorrectionsInBulk } from '@shared/api/review';
import { makeCorrection, renderReview, WORKSPACE } from '../testing';
import { CorrectionsQueue } from './corrections-queue';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/review');
vi.mock('@shared/api/contributions');

const first = makeCorrection();
const second = makeCorrection({
  id: 'c-2',
  fileId: 'jfk',
  fileName: 'We choose to go to the Moon',
  cueStartMs: 65_000,
  originalText: 'We choose to go to the moon',
  proposedText: 'We choose to go to the Moon in this decade',
  note: undefined,
});
const third = makeCorrection({ id: 'c-3', cueStartMs: 90_000 });

async function renderQueue(path = `/workspaces/${WORKSPACE}/corrections`) {
  renderReview(<CorrectionsQueue workspaceId={WORKSPACE} />, path);
  await screen.findByRole('table');
  return userEvent.setup();
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const lastQuery = () => vi.mocked(listProposedCorrections).mock.lastCall![1];

beforeEach(() => {
  vi.mocked(listProposedCorrections).mockImplementation(async (_client, query) =>
    query.cursor === 'page-2'
      ? { corrections: [third], nextCursor: null }
      : { corrections: [first, second], nextCursor: 'page-2' },
  );
});

afterEach(() => vi.resetAllMocks());

describe('CorrectionsQueue', () => {
  it('lists pending corrections with file, cue time, a word diff that does not rely on colour, note and age', async () => {
    await renderQueue();
    expect(lastQuery()).toEqual({ workspaceId: WORKSPACE, status: 'pending', limit: 20, cursor: undefined });
    const [row1, row2] = rows();
    expect(row1).toHaveTextContent('Gettysburg Address');
    expect(row1).toHaveTextContent('0:12.3');
    expect(row1!.querySelector('del')).toHaveTextContent('removed: seven');
    expect(row1!.querySelector('ins')).toHaveTextContent('added: eight');
    expect(row1).toHaveTextContent('Misheard number');
    expect(row1).toHaveTextContent('3 hours ago');
    expect(row2!.querySelector('ins')).toHaveTextContent('added: Moon in this decade');
    expect(within(row1!).getByRole('link', { name: /Review the correction of Gettysburg Address/ })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/corrections/gettysburg-address/c-1`,
    );
  });

  it('loads the next page with the cursor, below the first', async () => {
    const user = await renderQueue();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastQuery()).toMatchObject({ cursor: 'page-2', status: 'pending' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by status and language from the form, and by file from a row, keeping them in the address', async () => {
    const user = await renderQueue();
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await user.type(screen.getByLabelText('Language'), 'en');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'rejected', language: 'en' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?status=rejected&language=en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rejected corrections');

    await user.click(
      await screen.findByRole('button', { name: 'Show only corrections of We choose to go to the Moon' }),
    );
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'rejected', language: 'en', fileId: 'jfk' }));
    expect(screen.getByText('File: We choose to go to the Moon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all files' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('fileId', 'jfk'));
  });

  it('rejects or marks as spam the selected corrections in one call and says what happened', async () => {
    vi.mocked(decideCorrectionsInBulk).mockResolvedValue({
      decided: ['c-1'],
      skipped: [{ id: 'c-2', reason: 'already_decided' }],
    });
    const user = await renderQueue();
    const bulk = screen.getByRole('group', { name: 'Selected corrections' });
    expect(within(bulk).getByRole('button', { name: 'Reject selected' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select every pending correction shown' }));
    expect(within(bulk).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bulk).getByRole('button', { name: 'Mark selected as spam' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 marked as spam; 1 already decided or gone, left alone.'),
    );
    expect(decideCorrectionsInBulk).toHaveBeenCalledWith(expect.anything(), WORKSPACE, {
      ids: ['c-1', 'c-2'],
      action: 'spam',
    });
    expect(within(bulk).getByText('0 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Select the correction of Gettysburg Address/ }));
    await user.click(within(bulk).getByRole('button', { name: 'Reject selected' }));
    await waitFor(() =>
      expect(decideCorrectionsInBulk).toHaveBeenLastCalledWith(expect.anything(), WORKSPACE, {
        ids: ['c-1'],
        action: 'reject',
      }),
    );
  });

  it('says so when nothing matches', async () => {
    vi.mocked(listProposedCorrections).mockResolvedValue({ corrections: [], nextCursor: null });
    renderReview(<CorrectionsQueue workspaceId={WORKSPACE} />);
    expect(await screen.findByText('No corrections match these filters.')).toBeInTheDocument();
  });
});
