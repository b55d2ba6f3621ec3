import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { recordComplianceAttestation, withdrawComplianceAttestation } from '@shared/api/compliance-ledger';
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

const ASSET = FAILING_ASSET;
const attested: ComplianceAsset = {
  ...ASSET,
  criteria: Object.fromEntries(
    (['1.2.3', '1.2.5'] as const).map((c) => [
      c,
      {
        status: 'not_applicable',
        evidence: [
          {
            type: 'attestation',
            criterion: '1.2.3',
            reason: 'no_meaningful_visuals',
            by: 'Ada',
            at: '2026-11-28T03:00:00.000Z',
            summary: 'Attested',
          },
        ],
      },
    ]),
  ),
};

const renderRow = (asset: ComplianceAsset, canAttest = true) => renderAssetRow(asset, { attest: canAttest });

describe('attesting audio description not needed', () => {
  it('is offered only to those who may attest', () => {
    renderRow(ASSET, false);
    expect(screen.queryByRole('button', { name: /Attest audio description not needed/ })).not.toBeInTheDocument();
  });

  it('works by keyboard: a reason is required, arrows move through the reasons, the result is announced', async () => {
    vi.mocked(recordComplianceAttestation).mockResolvedValue({ attestation: {} as never });
    const user = userEvent.setup();
    const { rerender } = renderRow(ASSET);
    const opener = screen.getByRole('button', { name: 'Attest audio description not needed for Moon landing' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Attest audio description not needed' });
    expect(dialog).toHaveAccessibleDescription(/For “Moon landing”. WCAG 1.2.3 and 1.2.5/);

    await user.click(within(dialog).getByRole('button', { name: 'Attest not needed' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
    expect(within(dialog).getByRole('group', { name: 'Reason' })).toHaveAccessibleDescription('Choose a reason');
    expect(recordComplianceAttestation).not.toHaveBeenCalled();

    const first = within(dialog).getByRole('radio', { name: /All visual information is spoken/ });
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: /no meaningful visual content/ })).toBeChecked();
    await user.keyboard('{Enter}');

    expect(recordComplianceAttestation).toHaveBeenCalledWith(
      apiClient,
      { workspaceId: 'w1', assetId: 'asset-1' },
      { criterion: '1.2.3', status: 'not_applicable', reason: 'no_meaningful_visuals' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const status = screen.getAllByRole('status').find((s) => s.closest('[data-slot="toaster"]'));
    expect(status).toHaveTextContent('Audio description attested not needed for “Moon landing”');

    // The row, judged again, offers the withdrawal on the same button, which keeps focus.
    rerender(attested);
    const withdraw = screen.getByRole('button', { name: 'Withdraw attestation for Moon landing' });
    expect(withdraw).toBe(opener);
    expect(withdraw).toHaveFocus();
  });

  it('keeps the dialog open with the server’s message when the attestation is refused', async () => {
    vi.mocked(recordComplianceAttestation).mockRejectedValue(
      new ApiError(403, { error: { code: 'forbidden', message: 'Only admins and content managers may attest' } }),
    );
    const user = userEvent.setup();
    renderRow(ASSET);
    await user.click(screen.getByRole('button', { name: /Attest audio description not needed/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /media is itself an alternative/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Attest not needed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only admins and content managers may attest');
  });

  it('withdraws an attestation and announces it', async () => {
    vi.mocked(withdrawComplianceAttestation).mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderRow(attested);
    await user.click(screen.getByRole('button', { name: 'Withdraw attestation for Moon landing' }));
    expect(withdrawComplianceAttestation).toHaveBeenCalledWith(apiClient, {
      workspaceId: 'w1',
      assetId: 'asset-1',
      criterion: '1.2.3',
    });
    const status = await screen.findByText('Attestation withdrawn for “Moon landing”');
    expect(status.closest('[role="status"]')).not.toBeNull();
  });
});
