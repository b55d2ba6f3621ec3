import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import { FAILING_ASSET, renderAssetRow } from '../testing';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));

describe('an asset with a describability analysis', () => {
  it("shows the analysis's verdict beside 1.2.5 as a suggestion, leaving the status and the choice to a person", () => {
    const criteria = FAILING_ASSET.criteria;
    const asset = {
      ...FAILING_ASSET,
      criteria: {
        ...criteria,
        '1.2.5': {
          ...criteria['1.2.5']!,
          suggestion: {
            likelyNeeded: false,
            verdict: 'likely not needed: talking head, all text spoken',
            at: '2026-12-01T10:00:00.000Z',
          },
        },
      },
    } as ComplianceAsset;
    renderAssetRow(asset, { attest: true });
    expect(
      screen.getByText(
        /Suggestion for 1\.2\.5 from the audio description analysis of 2026-12-01: likely not needed: talking head, all text spoken\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/1\.2\.5 not met: No audio description/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Attest audio description not needed/ })).toBeInTheDocument();
  });

  it('says nothing of a suggestion when the file has not been analysed', () => {
    renderAssetRow(FAILING_ASSET, {});
    expect(screen.queryByText(/Suggestion for 1\.2\.5/)).not.toBeInTheDocument();
  });
});
