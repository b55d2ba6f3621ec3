import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMediaRequestAnalytics } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { reviewKeys } from './keys';

export const requestAnalyticsQueryOptions = (range: { from?: string; to?: string }) =>
  queryOptions({
    queryKey: reviewKeys.analytics(range),
    queryFn: ({ signal }) => getMediaRequestAnalytics(apiClient, range, { signal }),
  });

/** Accessibility requests across every workspace in the range (operators only). */
export function useRequestAnalytics(range: { from?: string; to?: string }) {
  return useQuery(requestAnalyticsQueryOptions(range));
}
