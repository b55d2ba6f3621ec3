import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { listRevOrders, placeRevOrder } from '@shared/api/rev';
import type { Role } from '@shared/constants';
import type { RevOrder } from '@shared/schemas/rev';
import { apiClient } from '@/lib/api-client';
import { RevOrdersPanel } from './rev-orders-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/rev');

const order = (overrides: Partial<RevOrder> = {}): RevOrder => ({
  id: 'o1',
  fileId: 'moon',
  revOrderNumber: 'TC4000000000',
  status: 'in_progress',
  revStatus: 'Transcribing',
  error: null,
  trackId: null,
  orderedBy: 'Manuel Manager',
  createdAt: '2026-11-23T06:00:00.000Z',
  completedAt: null,
  ...overrides,
});

afterEach(() => vi.resetAllMocks());

function renderPanel(role: Role = 'content-manager') {
  const onReceived = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <RevOrdersPanel workspaceId="demo-university" fileId="moon" role={role} onReceived={onReceived} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onReceived, queryClient };
}

describe('RevOrdersPanel', () => {
  it('orders with the notes, then shows the open order and allows no second one', async () => {
    vi.mocked(listRevOrders)
      .mockResolvedValueOnce({ orders: [] })
      .mockResolvedValue({ orders: [order()] });
    vi.mocked(placeRevOrder).mockResolvedValue({ order: order() });
    const { user } = renderPanel();
    expect(await screen.findByText('No Rev orders for this file yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes for Rev’s transcriptionists (optional)'), 'Speaker: JFK');
    await user.click(screen.getByRole('button', { name: 'Order a human transcript from Rev' }));
    expect(placeRevOrder).toHaveBeenCalledWith(apiClient, 'demo-university', 'moon', { comment: 'Speaker: JFK' });
    const list = await screen.findByRole('list', { name: 'Rev orders' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /TC4000000000, .* by Manuel Manager: With Rev \(Transcribing\): the transcript arrives as a new track/,
    );
    expect(screen.getByRole('button', { name: 'Order a human transcript from Rev' })).toBeDisabled();
    expect(screen.getByText('An order for this file is still open.')).toBeInTheDocument();
  });

  it('tells the page when an open order has arrived as a track', async () => {
    vi.mocked(listRevOrders).mockResolvedValue({ orders: [order()] });
    const { onReceived, queryClient } = renderPanel('viewer');
    await screen.findByText(/With Rev/);
    expect(onReceived).not.toHaveBeenCalled();
    vi.mocked(listRevOrders).mockResolvedValue({
      orders: [order({ status: 'complete', revStatus: 'Complete', trackId: 't-rev' })],
    });
    await queryClient.invalidateQueries();
    expect(await screen.findByText(/Arrived as the track “English \(Rev, human\)”/)).toBeInTheDocument();
    expect(onReceived).toHaveBeenCalledTimes(1);
  });

  it('shows cancelled and failed orders to viewers, without the order form', async () => {
    vi.mocked(listRevOrders).mockResolvedValue({
      orders: [
        order({ id: 'o2', status: 'cancelled', error: 'Rev cancelled the order' }),
        order({ id: 'o1', revOrderNumber: 'TC1', status: 'failed', error: 'Rev has no order TC1 any more' }),
      ],
    });
    renderPanel('viewer');
    const items = within(await screen.findByRole('list', { name: 'Rev orders' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Cancelled: Rev cancelled the order');
    expect(items[1]).toHaveTextContent('Failed: Rev has no order TC1 any more');
    expect(screen.queryByRole('button', { name: /Order a human transcript/ })).not.toBeInTheDocument();
  });

  it('says to reconnect Rev, with the way to the integrations settings, when Rev refuses the keys', async () => {
    vi.mocked(listRevOrders).mockResolvedValue({ orders: [] });
    vi.mocked(placeRevOrder).mockRejectedValue(
      new ApiError(409, {
        error: { code: 'platform_reconnect', message: 'Rev no longer accepts this connection: reconnect it' },
      }),
    );
    const { user } = renderPanel('admin');
    const button = await screen.findByRole('button', { name: 'Order a human transcript from Rev' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rev no longer accepts this connection: reconnect it');
    expect(within(alert).getByRole('link', { name: 'Open Settings → Integrations' })).toHaveAttribute(
      'href',
      '/workspaces/demo-university/settings/integrations',
    );
  });
});
