import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/providers';
import { CorrectionsBell, RequestsIcon } from './pending-links';

// Only the number of items counts for a badge; the server sends at most the 20 asked for.
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

describe('the nav bar counts', () => {
  it('rise within 30 seconds of a new contribution, without a reload', async () => {
    renderWithProviders(
      <>
        <CorrectionsBell workspaceId="w1" />
        <RequestsIcon workspaceId="w1" />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Pending corrections: 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending accessibility requests' })).toBeInTheDocument();

    pendingCorrections = 2;
    pendingRequests = 25;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('link', { name: 'Pending corrections: 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending accessibility requests: 20+' })).toBeInTheDocument();
  });
});
