import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Cue } from '@shared/schemas/embed';

export const TRACK = { workspaceId: 'demo-university', fileId: 'f-1', trackId: 't-1' };

/** `count` cues a second apart with ids `c1`… and texts `Line 1`…. */
export const makeCues = (count: number): Cue[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `c${index + 1}`,
    startMs: index * 1000,
    endMs: index * 1000 + 900,
    text: `Line ${index + 1}`,
  }));

/** Renders with a fresh QueryClient (no retries), as the app's providers would. */
export function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}
