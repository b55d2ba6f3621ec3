import { useQuery } from '@tanstack/react-query';
import { getEngines } from '@shared/api/engines';
import { apiClient } from '@/lib/api-client';
import { mediaJobsKeys } from './keys';

/** Which engines this server runs; computed once at the server's start, so fetched once a session. */
export function useEngines() {
  return useQuery({
    queryKey: mediaJobsKeys.engines(),
    queryFn: ({ signal }) => getEngines(apiClient, { signal }),
    staleTime: Infinity,
  });
}
