import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordComplianceException, removeComplianceException } from '@shared/api/compliance-ledger';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { FAILING_ASSET, renderAssetRow } from '../testing';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/compliance-ledger');

afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

const exempt: ComplianceAsset = {
  ...FAILING_ASSET,
  exception: {
    type: 'archived',
    note: 'Kept for the record',
    archiveTests: null,
    by: { type: 'user', id: 'u1', name: 'Ada Admin' },
    at: '2026-11-28T03:00:00.000Z',
  },
};

describe('recording an exception', () => {
  it('is offered only to admins', () => {
    renderAssetRow(FAILING_ASSET, { attest: true });
    expect(screen.queryByRole('button', { name: /Record exception/ })).not.toBeInTheDocument();
  });

  it('says what is missing, asks an archive to pass every test, records it by keyboard and announces it', async () => {
    vi.mocked(recordComplianceException).mockResolvedValue({ exception: {} as never });
    const user = userEvent.setup();
    const { rerender } = renderAssetRow(FAILING_ASSET, { recordExceptions: true });
    const opener = screen.getByRole('button', { name: 'Record exception for Moon landing' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record an exception' });

    await user.click(within(dialog).getByRole('button', { name: 'Record exception' }));
    expect(within(dialog).getByRole('group', { name: 'Exception' })).toHaveAccessibleDescription(
      'Choose why the asset is exempt',
    );
    expect(within(dialog).getByLabelText('Note')).toHaveAccessibleDescription('Write a note');

    await user.click(within(dialog).getByRole('radio', { name: 'Archived web content' }));
    await user.type(within(dialog).getByLabelText('Note'), ' Kept for the record ');
    await user.click(within(dialog).getByRole('button', { name: 'Record exception' }));
    const tests = within(dialog).getByRole('group', { name: /The archive’s tests/ });
    expect(tests).toHaveAccessibleDescription(/must pass every test/);
    expect(recordComplianceException).not.toHaveBeenCalled();

    for (const box of within(tests).getAllByRole('checkbox')) {
      box.focus();
      await user.keyboard(' ');
    }
    await user.keyboard('{Tab}{Tab}{Tab}{Enter}');
    expect(recordComplianceException).toHaveBeenCalledWith(
      apiClient,
      { workspaceId: 'w1', assetId: 'asset-1' },
      {
        type: 'archived',
        note: 'Kept for the record',
        archiveTests: {
          createdBeforeComplianceDate: true,
          keptOnlyForReference: true,
          unalteredSinceArchived: true,
          inArchiveArea: true,
        },
      },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Exception recorded for “Moon landing”')).toBeInTheDocument();
    expect(screen.getByText('Exception recorded for “Moon landing”').closest('[role="status"]')).not.toBeNull();

    rerender(exempt);
    expect(screen.getByText(/Exempt: Archived web content, recorded by Ada Admin on 2026-11-28/)).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove exception for Moon landing' });
    expect(remove).toBe(opener);
    expect(remove).toHaveFocus();
  });

  it('removes an exception and announces it', async () => {
    vi.mocked(removeComplianceException).mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderAssetRow(exempt, { recordExceptions: true });
    await user.click(screen.getByRole('button', { name: 'Remove exception for Moon landing' }));
    expect(removeComplianceException).toHaveBeenCalledWith(apiClient, { workspaceId: 'w1', assetId: 'asset-1' });
    expect(await screen.findByText('Exception removed for “Moon landing”')).toBeInTheDocument();
  });
});
