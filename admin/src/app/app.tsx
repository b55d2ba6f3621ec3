import { QueryClientProvider } from '@tanstack/react-query';
import type { Auth } from 'firebase/auth';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { createQueryClient } from '@/lib/query-client';
import { createRouter } from './router';

export function App({ auth }: { auth: Auth }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider auth={auth}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
