import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlatformType, Role } from '@shared/constants';
import { canImportFromPlatforms } from '@shared/permissions/platform';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePlatformItems } from '../api/get-platform-items';
import { useImportPlatformItems } from '../api/import-platform-items';
import { folderHeading } from '../format';
import { useBrowseParams } from '../hooks/use-browse-params';
import { FolderList } from './folder-list';
import { FolderPath } from './folder-path';
import { ImportBar } from './import-bar';
import { importAnnouncement, type ImportOutcome, ImportResults } from './import-results';
import { ItemsSkeleton } from './items-skeleton';
import { ItemsTable } from './items-table';
import { PlatformProblem } from './platform-problem';
import { PlatformSearch } from './platform-search';

interface PlatformBrowserProps {
  workspaceId: string;
  platform: PlatformType;
  role: Role;
}

/**
 * `files/<platform>`: the connected account's library as the platform shows it — folders, search, pages — with
 * what is already imported, and (for file managers) multi-select Import with the result per item.
 */
export function PlatformBrowser({ workspaceId, platform, role }: PlatformBrowserProps) {
  const label = PLATFORM_NAMES[platform];
  const canImport = canImportFromPlatforms(role);
  const { params, update } = useBrowseParams();
  const listing = usePlatformItems(workspaceId, platform, params);
  // Folders come with the top of the library; inside one, its name is looked up there (cached when we came from it).
  const root = usePlatformItems(workspaceId, platform, { folderId: null, query: '' }, params.folderId !== null);
  const importItems = useImportPlatformItems(workspaceId, platform);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [withCaptions, setWithCaptions] = useState(true);
  const [outcomes, setOutcomes] = useState<ImportOutcome[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const tableEnd = useRef<HTMLDivElement>(null);
  const loadedBeforeMore = useRef<number | null>(null);

  const items = listing.data?.pages.flatMap((page) => page.items) ?? [];
  const folders = listing.data?.pages[0]?.folders ?? [];
  const chosen = items.filter((item) => selected.has(item.id));
  const folderTitle = params.folderId
    ? (root.data?.pages[0]?.folders.find((f) => f.id === params.folderId)?.title ?? 'Folder')
    : null;
  const base = paths.workspaceIntegration(workspaceId, platform);

  useEffect(() => {
    if (outcomes) resultsHeading.current?.focus();
  }, [outcomes]);

  // After Load more, focus goes to the first new item so keyboard users carry on where the list grew.
  useEffect(() => {
    const before = loadedBeforeMore.current;
    if (before === null || listing.isFetchingNextPage || items.length <= before) return;
    loadedBeforeMore.current = null;
    tableEnd.current?.parentElement?.querySelectorAll<HTMLAnchorElement>('tbody th a')[before]?.focus();
  }, [items.length, listing.isFetchingNextPage]);

  const runImport = () => {
    const titles = new Map(chosen.map((item) => [item.id, item.title]));
    setAnnouncement('');
    importItems.mutate(
      { itemIds: chosen.map((item) => item.id), captions: withCaptions },
      {
        onSuccess: ({ imports }) => {
          const done = imports.map((result) => ({ ...result, title: titles.get(result.itemId) ?? result.itemId }));
          setOutcomes(done);
          setAnnouncement(importAnnouncement(done));
          // Failed items stay selected so they can be tried again.
          setSelected(new Set(done.filter((o) => o.status === 'failed').map((o) => o.itemId)));
        },
        onError: (error) => setAnnouncement(`Nothing was imported: ${error.message}`),
      },
    );
  };

  // The search covers the whole library, as the platforms' own search does.
  const search = useCallback((query: string) => update({ query, folderId: null }, { replace: true }), [update]);
  const filtered = Boolean(params.query || params.folderId);

  return (
    <section className="mx-auto grid max-w-6xl gap-4">
      <h1 className="text-2xl font-semibold">{label}</h1>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <PlatformSearch label={label} query={params.query} onSearch={search} />
      <FolderPath label={label} folderTitle={folderTitle} rootHref={base} />
      {listing.isError && !listing.isFetchNextPageError ? (
        <PlatformProblem
          error={listing.error}
          workspaceId={workspaceId}
          label={label}
          scope="listing"
          onRetry={() => void listing.refetch()}
          retrying={listing.isFetching}
        />
      ) : listing.isPending ? (
        <ItemsSkeleton label={label} />
      ) : (
        <>
          <FolderList
            heading={folderHeading(platform)}
            folders={folders}
            hrefOf={(folder) => `${base}?${new URLSearchParams({ folder: folder.id })}`}
          />
          {canImport && items.length > 0 ? (
            <ImportBar
              count={chosen.length}
              withCaptions={withCaptions}
              onWithCaptionsChange={setWithCaptions}
              pending={importItems.isPending}
              onImport={runImport}
              onClear={() => setSelected(new Set())}
            />
          ) : null}
          {importItems.isError ? (
            <Alert variant="destructive">Nothing was imported: {importItems.error.message}</Alert>
          ) : null}
          {outcomes ? (
            <ImportResults workspaceId={workspaceId} outcomes={outcomes} headingRef={resultsHeading} />
          ) : null}
          {items.length === 0 ? (
            <p className="text-muted-foreground">
              {params.query
                ? `Nothing on ${label} matches “${params.query}”.`
                : filtered
                  ? 'This folder is empty.'
                  : `There is no media in this ${label} account yet.`}
            </p>
          ) : (
            <div className="grid gap-2">
              <ItemsTable
                workspaceId={workspaceId}
                platform={platform}
                label={label}
                items={items}
                selection={canImport ? { selected, onChange: setSelected } : null}
              />
              <div ref={tableEnd} className="flex items-center gap-3">
                <p role="status" className="text-muted-foreground text-sm">
                  {items.length === 1 ? '1 item shown' : `${items.length} items shown`}
                  {listing.hasNextPage ? ', more available' : null}
                </p>
                {listing.hasNextPage ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={listing.isFetchingNextPage}
                    onClick={() => {
                      loadedBeforeMore.current = items.length;
                      void listing.fetchNextPage();
                    }}
                  >
                    {listing.isFetchingNextPage ? 'Loading more…' : 'Load more'}
                  </Button>
                ) : null}
              </div>
              {listing.isFetchNextPageError ? (
                <PlatformProblem
                  error={listing.error}
                  workspaceId={workspaceId}
                  label={label}
                  scope="item"
                  onRetry={() => void listing.fetchNextPage()}
                  retrying={listing.isFetchingNextPage}
                />
              ) : null}
            </div>
          )}
        </>
      )}
    </section>
  );
}
