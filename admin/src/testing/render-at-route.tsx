import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the router is, for tests that check navigation (`getByTestId('location')`). */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders `ui` at `path` under a catch-all route, beside the current location, with a fresh QueryClient
 * (no retries); `after` is rendered inside the client after the router (a toaster).
 */
export function renderAtRoute(ui: ReactNode, path: string, after?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      {after}
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
