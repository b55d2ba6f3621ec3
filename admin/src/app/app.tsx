import { QueryClientProvider } from '@tanstack/react-query';
import type { Auth } from 'firebase/auth';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { ClientConfig } from '@shared/schemas/client-config';
import { Toaster } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { ClientConfigContext } from '@/lib/client-config';
import { createQueryClient } from '@/lib/query-client';
import { createRouter } from './router';

export function App({ auth, config }: { auth: Auth; config: ClientConfig }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <ClientConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider auth={auth}>
          <TooltipProvider>
            <RouterProvider router={router} />
            <Toaster />
          </TooltipProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ClientConfigContext>
  );
}
