import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getCredit } from '@shared/api/credit';
import type { CreditEntry } from '@shared/schemas/credit';
import { apiClient } from '@/lib/api-client';
import { creditKeys } from './keys';

const PAGE = 100;

export const creditQueryOptions = (workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: creditKeys.ledger(workspaceId),
    queryFn: ({ pageParam, signal }) =>
      getCredit(apiClient, workspaceId, { cursor: pageParam, limit: PAGE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The balance and the ledger, newest first, a page of 100 at a time. */
export function useCredit(workspaceId: string) {
  return useInfiniteQuery(creditQueryOptions(workspaceId));
}

/** Every entry of the ledger (for the CSV), page after page. */
export async function allCreditEntries(workspaceId: string): Promise<CreditEntry[]> {
  const entries: CreditEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await getCredit(apiClient, workspaceId, { cursor, limit: PAGE });
    entries.push(...page.entries);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}
