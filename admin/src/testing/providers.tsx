import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ClientConfig } from '@shared/schemas/client-config';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionContext, type SessionState } from '@/features/auth/hooks/session-context';
import { ClientConfigContext } from '@/lib/client-config';

export const testConfig: ClientConfig = {
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-test' },
  authEmulatorUrl: null,
  sentryDsn: null,
  marketingUrl: 'https://marketing.example/',
  privacyUrl: 'https://marketing.example/privacy',
  termsUrl: 'https://marketing.example/terms',
};

/** Renders with a fresh QueryClient (no retries), the client config, a session and a router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  { session = { status: 'signedOut' }, path = '/' }: { session?: SessionState; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ClientConfigContext value={testConfig}>
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session}>
          <TooltipProvider>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </TooltipProvider>
        </SessionContext>
      </QueryClientProvider>
    </ClientConfigContext>,
  );
}
