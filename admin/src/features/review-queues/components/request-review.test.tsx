import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMediaRequests } from '@shared/api/contributions';
import { declineMediaRequest, fulfilMediaRequest, getMediaRequest, startMediaRequest } from '@shared/api/review';
import type { Assignment } from '@shared/schemas/assignments';
import { makeRequest, makeRequestDetail, renderReview, WORKSPACE } from '../testing';
import { RequestReview } from './request-review';
import { RequestsQueue } from './requests-queue';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/review');
vi.mock('@shared/api/contributions');

const request = makeRequest();
const assignment = {
  id: 'a-9',
  fileId: request.fileId,
  workspaceId: WORKSPACE,
  title: 'Translate Gettysburg Address into es',
} as Assignment;

async function renderRequest() {
  renderReview(<RequestReview workspaceId={WORKSPACE} requestId="r-1" />, `/workspaces/${WORKSPACE}/requests`);
  await screen.findByRole('heading', { name: 'Translation requested (es)' });
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(getMediaRequest).mockResolvedValue(makeRequestDetail());
  vi.mocked(startMediaRequest).mockImplementation(async () => {
    // What the server answers from now on: the request in progress, with its assignment.
    vi.mocked(getMediaRequest).mockResolvedValue(
      makeRequestDetail({ request: { ...request, status: 'in_progress', assignmentId: 'a-9' }, assignment }),
    );
    return { request: { ...request, status: 'in_progress', assignmentId: 'a-9' }, assignment };
  });
  vi.mocked(fulfilMediaRequest).mockImplementation(async () => {
    vi.mocked(getMediaRequest).mockResolvedValue(makeRequestDetail({ request: { ...request, status: 'fulfilled' } }));
    return { request: { ...request, status: 'fulfilled' } };
  });
  vi.mocked(declineMediaRequest).mockResolvedValue({ request: { ...request, status: 'declined' } });
});

afterEach(() => vi.resetAllMocks());

describe('RequestReview', () => {
  it('shows kind, language, message, requester, file, status and the file’s tracks', async () => {
    await renderRequest();
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Status')).toHaveTextContent('Pending');
    expect(value('Kind')).toHaveTextContent('Translation');
    expect(value('Language')).toHaveTextContent('es');
    expect(value('File')).toHaveTextContent('Gettysburg Address');
    expect(value('Message')).toHaveTextContent('For my grandmother');
    expect(value('Requester')).toHaveTextContent('student@example.com');
    expect(value('Received')).toHaveTextContent('2 days ago');
    expect(value('Assignment')).toHaveTextContent('none yet');
    expect(value('Tracks of the file')).toHaveTextContent('English (en, captions)');
  });

  it('Start creates the assignment and links to it', async () => {
    const user = await renderRequest();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Started. Assignment “Translate Gettysburg Address into es” created.',
      ),
    );
    expect(startMediaRequest).toHaveBeenCalledWith(expect.anything(), WORKSPACE, 'r-1');
    expect(await screen.findByRole('link', { name: 'Translate Gettysburg Address into es' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/files/gettysburg-address`,
    );
    // In progress: no second Start, but it can still be fulfilled or declined.
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fulfil' })).toBeEnabled();
  });

  it('Fulfil says the requester will be mailed, and a matching track is pointed out', async () => {
    vi.mocked(getMediaRequest).mockResolvedValue(makeRequestDetail({ matchingTrackId: 't-1' }));
    const user = await renderRequest();
    expect(screen.getByText(/already has a matching track/)).toHaveTextContent('(English)');
    await user.click(screen.getByRole('button', { name: 'Fulfil' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Fulfilled. student@example.com will get an email.'),
    );
    expect(fulfilMediaRequest).toHaveBeenCalledWith(expect.anything(), WORKSPACE, 'r-1');
  });

  it('Decline needs a message and sends it', async () => {
    const user = await renderRequest();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(screen.getByText('Write a message for the requester.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message to the requester')).toHaveAttribute('aria-invalid', 'true');
    expect(declineMediaRequest).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Message to the requester'), 'We have no Spanish translator yet');
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Declined.'));
    expect(declineMediaRequest).toHaveBeenCalledWith(expect.anything(), WORKSPACE, 'r-1', {
      message: 'We have no Spanish translator yet',
    });
  });

  it('a decided request shows who decided and no actions', async () => {
    vi.mocked(getMediaRequest).mockResolvedValue(
      makeRequestDetail({
        request: {
          ...request,
          status: 'declined',
          decision: {
            decidedBy: { id: 'u', name: 'Manuel Manager' },
            decidedAt: new Date().toISOString(),
            reason: 'No',
          },
        },
      }),
    );
    await renderRequest();
    expect(screen.getByText(/By Manuel Manager/)).toHaveTextContent('Message: No');
    expect(screen.queryByRole('group', { name: 'Decide' })).not.toBeInTheDocument();
  });
});

describe('RequestsQueue', () => {
  it('lists requests newest first with kind, file, requester, age and status, filtered by status and kind', async () => {
    vi.mocked(listMediaRequests).mockResolvedValue({
      requests: [request, makeRequest({ id: 'r-2', kind: 'captions', language: undefined, email: undefined })],
      nextCursor: null,
    });
    renderReview(<RequestsQueue workspaceId={WORKSPACE} />, `/workspaces/${WORKSPACE}/requests`);
    const link = await screen.findByRole('link', { name: 'Translation (es)' });
    expect(link).toHaveAttribute('href', `/workspaces/${WORKSPACE}/requests/gettysburg-address/r-1`);
    expect(link.closest('tr')).toHaveTextContent('student@example.com');
    expect(screen.getByRole('link', { name: 'Captions' }).closest('tr')).toHaveTextContent('anonymous');
    expect(vi.mocked(listMediaRequests).mock.lastCall![1]).toMatchObject({ status: 'pending' });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'In progress');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Audio description');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(vi.mocked(listMediaRequests).mock.lastCall![1]).toMatchObject({
        status: 'in_progress',
        kind: 'audio_description',
      }),
    );
  });
});
