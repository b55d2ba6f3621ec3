import { createContext, useContext } from 'react';
import type { ClientConfig } from '@shared/schemas/client-config';

/** The deployment settings fetched at boot (`GET /api/client-config`). */
export const ClientConfigContext = createContext<ClientConfig | null>(null);

export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig needs a ClientConfigContext provider');
  return config;
}
