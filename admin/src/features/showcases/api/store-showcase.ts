import type { QueryClient } from '@tanstack/react-query';
import type { Showcase } from '@shared/schemas/showcases';
import { showcaseQueryOptions } from './get-showcase';
import { showcasesQueryOptions } from './get-showcases';

/** After a change: the answer becomes the cached showcase at once, and the list reloads. */
export function storeShowcase(queryClient: QueryClient, showcase: Showcase) {
  queryClient.setQueryData(showcaseQueryOptions(showcase.workspaceId, showcase.id).queryKey, { showcase });
  return queryClient.invalidateQueries({ queryKey: showcasesQueryOptions(showcase.workspaceId).queryKey });
}
