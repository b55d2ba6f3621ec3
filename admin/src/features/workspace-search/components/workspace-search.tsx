import { SearchIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import type { WorkspaceSearchFile, WorkspaceSearchResponse } from '@shared/schemas/workspace-search';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useWorkspaceSearch } from '../api/search-workspace';
import { MarkedSnippet } from './marked-snippet';

/** `h:mm:ss` or `m:ss`, as a player shows a time. */
export function formatStart(ms: number): string {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Pages of hits as one list of files: a file met again on a later page gathers its hits under its first place. */
function mergedFiles(pages: WorkspaceSearchResponse[]): WorkspaceSearchFile[] {
  const byId = new Map<string, WorkspaceSearchFile>();
  for (const file of pages.flatMap((page) => page.files)) {
    const seen = byId.get(file.fileId);
    byId.set(file.fileId, seen ? { ...seen, hits: [...seen.hits, ...file.hits] } : file);
  }
  return [...byId.values()];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The search page: a field whose query lives in the URL (`?q=`), and the hits grouped by file. */
export function WorkspaceSearch({ workspaceId }: { workspaceId: string }) {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const search = useWorkspaceSearch(workspaceId, q);
  const files = mergedFiles(search.data?.pages ?? []);
  const hitCount = files.reduce((sum, f) => sum + f.hits.length, 0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(next ? { q: next } : {});
  }

  let status = '';
  if (q && search.isPending) status = 'Searching…';
  else if (q && search.isSuccess) {
    status =
      hitCount === 0
        ? `No results for “${q}”`
        : `${plural(hitCount, 'result', 'results')} in ${plural(files.length, 'file', 'files')}` +
          (search.hasNextPage ? ', more available' : '');
  }

  return (
    <section className="mx-auto grid max-w-3xl gap-4">
      <h1 className="text-2xl font-semibold">Search transcripts</h1>
      <form role="search" aria-label="Transcripts" onSubmit={onSubmit} className="flex gap-2">
        <Input
          key={q}
          name="q"
          type="search"
          aria-label="Search transcripts"
          defaultValue={q}
          maxLength={LIMITS.searchQuery}
        />
        <Button type="submit">
          <SearchIcon aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      <details className="text-muted-foreground text-sm">
        <summary>Search syntax</summary>
        <ul className="mt-1 list-disc pl-5">
          <li>Words: cues holding every word, in any form (“run” finds “running”).</li>
          <li>
            <code>"four score"</code>: the words side by side, in that order.
          </li>
          <li>
            <code>nation OR liberty</code>: either word.
          </li>
          <li>
            <code>nation -war</code>: leaves out cues with “war”.
          </li>
        </ul>
      </details>
      <p role="status" aria-live="polite" className="text-sm">
        {status}
      </p>
      {search.isError && (
        <Alert variant="destructive">
          <AlertDescription>{search.error.message}</AlertDescription>
        </Alert>
      )}
      {files.length > 0 && (
        <ol className="grid gap-4" aria-label="Results by file">
          {files.map((file) => (
            <li key={file.fileId} className="rounded-md border p-3">
              <h2 className="font-medium">{file.fileName}</h2>
              <ul className="mt-2 grid gap-1">
                {file.hits.map((hit) => (
                  <li key={`${hit.trackId}/${hit.cueId}`}>
                    <Link
                      to={`${paths.workspaceFile(workspaceId, file.fileId)}?${new URLSearchParams({
                        t: String(hit.startMs),
                        cue: hit.cueId,
                      })}`}
                      className="hover:bg-muted flex gap-3 rounded px-1 py-0.5 underline-offset-2 hover:underline"
                    >
                      <span className="text-muted-foreground font-mono text-sm tabular-nums">
                        {formatStart(hit.startMs)}
                      </span>
                      <span>
                        <MarkedSnippet snippet={hit.snippet} />{' '}
                        <span className="text-muted-foreground ml-2 text-xs">
                          ({hit.language}, {hit.kind})
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {search.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </section>
  );
}
