import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeRevOrder } from '@shared/api/rev';
import type { PlaceRevOrderBody } from '@shared/schemas/rev';
import { apiClient } from '@/lib/api-client';
import { revOrdersQueryOptions } from './get-rev-orders';

/** Orders human captions from Rev; the file's order list is fetched again either way. */
export function usePlaceRevOrder(workspaceId: string, fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceRevOrderBody) => placeRevOrder(apiClient, workspaceId, fileId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: revOrdersQueryOptions(workspaceId, fileId).queryKey }),
  });
}
