import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setComplianceSettings } from '@shared/api/compliance-ledger';
import { Toaster, toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { TargetForm } from './target-form';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/compliance-ledger');

afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('the target form', () => {
  it('sets the chosen level and announces it', async () => {
    vi.mocked(setComplianceSettings).mockResolvedValue({ target: 'AAA' });
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TargetForm workspaceId="w1" target="AA" />
        <Toaster />
      </QueryClientProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Target' });
    expect(select).toHaveValue('AA');
    await user.selectOptions(select, 'Level AAA');
    await user.click(screen.getByRole('button', { name: 'Set target' }));
    expect(setComplianceSettings).toHaveBeenCalledWith(apiClient, 'w1', { target: 'AAA' });
    const status = await screen.findByText('Target set to Level AAA');
    expect(status.closest('[role="status"]')).not.toBeNull();
  });
});
