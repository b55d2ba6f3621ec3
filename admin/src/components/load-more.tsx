import { Button } from '@/components/ui/button';

interface PagedQuery {
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The end of a paged list: how many are shown (announced), and Load more while the server has more.
 * `noun` is the singular and plural, e.g. `['asset', 'assets']`.
 */
export function LoadMore({ query, count, noun }: { query: PagedQuery; count: number; noun: [string, string] }) {
  return (
    <>
      <p role="status" className="text-muted-foreground mt-3 text-sm">
        {query.isSuccess
          ? `${count} ${count === 1 ? noun[0] : noun[1]} shown${query.hasNextPage ? ', more available' : ''}`
          : ''}
      </p>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-2"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading more…' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}
