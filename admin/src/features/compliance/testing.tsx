import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import { Toaster } from '@/components/ui/toast';
import { ComplianceAssetRow } from './components/compliance-asset-row';

// Component tests' helpers: an asset failing audio description, and its row as a signed-in member sees it.

const missing = { status: 'not_met' as const, evidence: [{ type: 'media' as const, summary: 'No audio description' }] };
export const FAILING_ASSET = {
  id: 'asset-1',
  title: 'Moon landing',
  fileId: null,
  conforms: false,
  exception: null,
  priority: 40,
  criteria: { '1.2.2': { status: 'met', evidence: [] }, '1.2.3': missing, '1.2.5': missing },
} as unknown as ComplianceAsset;

/** The asset's row (in a list, with the toasts' live regions); `rerender` shows it judged again. */
export function renderAssetRow(asset: ComplianceAsset, may: { attest?: boolean; recordExceptions?: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const ui = (a: ComplianceAsset) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ul>
          <ComplianceAssetRow
            workspaceId="w1"
            asset={a}
            canAttest={may.attest ?? false}
            canRecordExceptions={may.recordExceptions ?? false}
          />
        </ul>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui(asset));
  return { rerender: (a: ComplianceAsset) => view.rerender(ui(a)) };
}
