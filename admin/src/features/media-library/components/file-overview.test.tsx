import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { getFileDetail } from '@shared/api/files';
import { getFile } from '@shared/api/media';
import type { ManagedFile } from '@shared/schemas/media';
import { renderWithProviders } from '@/testing/providers';
import { FileOverview } from './file-overview';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/files');
vi.mock('@shared/api/media');

const FILE: ManagedFile = {
  id: 'moon',
  workspaceId: 'demo-university',
  name: 'Moon speech',
  description: '',
  media: null,
  durationMs: 90_000,
  thumbnailUrl: null,
  embeddable: true,
  status: 'processing',
  error: null,
  sizeBytes: null,
  mimeType: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const renderOverview = () =>
  renderWithProviders(<FileOverview workspaceId="demo-university" fileId="moon" role="admin" />);

beforeEach(() => {
  vi.mocked(getFileDetail).mockResolvedValue({ id: 'moon', name: 'We choose to go to the Moon' });
  vi.mocked(getFile).mockResolvedValue({ file: FILE, tracks: [] });
});
afterEach(() => vi.resetAllMocks());

describe('FileOverview', () => {
  it("asks GET /file_detail_get for the file's detail and heads the page with its name", async () => {
    renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'We choose to go to the Moon' })).toBeInTheDocument();
    expect(getFileDetail).toHaveBeenCalledWith(
      {},
      { workspaceId: 'demo-university', fileId: 'moon' },
      expect.anything(),
    );
    expect(screen.getByText('Duration 1:30')).toBeInTheDocument();
  });

  it('says the file is not found when its detail is', async () => {
    vi.mocked(getFileDetail).mockRejectedValue(
      new ApiError(404, { error: { code: 'not_found', message: 'File not found' } }),
    );
    renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'File not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Transcripts' })).toHaveAttribute(
      'href',
      '/workspaces/demo-university/files',
    );
  });
});
