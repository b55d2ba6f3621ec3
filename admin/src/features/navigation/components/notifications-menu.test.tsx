import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/providers';
import { NotificationsMenu } from './notifications-menu';

// Only the number of items counts; the server sends at most the 20 asked for.
const page = (key: string, count: number) => ({
  [key]: Array.from({ length: Math.min(count, 20) }, (_, i) => ({ id: `x${i}` })),
  nextCursor: count > 20 ? 'more' : null,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let pendingCorrections = 1;
let pendingRequests = 0;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).includes('list_proposed_corrections')
      ? json(page('corrections', pendingCorrections))
      : json(page('requests', pendingRequests)),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the notifications count', () => {
  it('rises within 30 seconds of a new contribution, without a reload', async () => {
    renderWithProviders(<NotificationsMenu workspaceId="w1" corrections requests />);
    expect(await screen.findByRole('button', { name: 'Notifications 1 pending' })).toBeInTheDocument();

    pendingCorrections = 2;
    pendingRequests = 25;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('button', { name: 'Notifications 20+ pending' })).toBeInTheDocument();
  });
});
