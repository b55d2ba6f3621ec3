import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFilePublishing } from '@shared/api/track-management';
import { apiClient } from '@/lib/api-client';
import { type FileRef, fileTracksKeys } from './keys';

export const filePublishingQueryOptions = (ref: FileRef) =>
  queryOptions({
    queryKey: fileTracksKeys.publishing(ref),
    queryFn: ({ signal }) => getFilePublishing(apiClient, ref, { signal }),
  });

/** Whether saved changes reach the embeds: the file is embeddable or in a published showcase. */
export function useFilePublishing(ref: FileRef) {
  return useQuery(filePublishingQueryOptions(ref));
}
