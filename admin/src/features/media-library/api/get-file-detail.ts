import { useQuery } from '@tanstack/react-query';
import { getFileDetail } from '@shared/api/files';
import { apiClient } from '@/lib/api-client';
import { mediaLibraryKeys } from './keys';

/** The file page's detail (id and name), from the specification's `GET /file_detail_get`. */
export function useFileDetail(workspaceId: string, fileId: string) {
  return useQuery({
    queryKey: mediaLibraryKeys.fileDetail(workspaceId, fileId),
    queryFn: ({ signal }) => getFileDetail(apiClient, { workspaceId, fileId }, { signal }),
  });
}
