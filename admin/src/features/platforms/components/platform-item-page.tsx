import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlatformType, Role } from '@shared/constants';
import { canImportFromPlatforms, canPublishToPlatforms } from '@shared/permissions/platform';
import { AUDIO_TRACK_PLATFORMS, PLATFORM_NAMES, VIDEO_PUBLISH_PLATFORMS } from '@shared/schemas/platforms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLibraryFile } from '../api/get-library-file';
import { usePlatformItem } from '../api/get-platform-item';
import { useImportPlatformCaptions } from '../api/import-platform-captions';
import { useImportPlatformItems } from '../api/import-platform-items';
import { usePublishTracks } from '../api/publish-tracks';
import { ImportedState } from './imported-state';
import { importAnnouncement } from './import-results';
import { ItemDetails } from './item-details';
import { PlatformCaptions } from './platform-captions';
import { PlatformProblem } from './platform-problem';
import { publishAnnouncement, type PublishResult, PublishCaptions } from './publish-captions';
import { PublishDescribedAudio } from './publish-described-audio';
import { PublishExtendedVideo } from './publish-extended-video';

interface PlatformItemPageProps {
  workspaceId: string;
  platform: PlatformType;
  itemId: string;
  role: Role;
}

/**
 * `files/<platform>/:videoId`: the item, its caption tracks on the platform, Import media / Import captions,
 * and for an imported item Publish captions back with a result per track (and, where the platform takes an extra
 * audio track, the described audio; where it makes a video from a link, the extended version as a new item).
 */
export function PlatformItemPage({ workspaceId, platform, itemId, role }: PlatformItemPageProps) {
  const id = useId();
  const label = PLATFORM_NAMES[platform];
  const mayImport = canImportFromPlatforms(role);
  const mayPublish = canPublishToPlatforms(role);
  const query = usePlatformItem(workspaceId, platform, itemId);
  const imported = query.data?.imported ?? null;
  const file = useLibraryFile(workspaceId, mayPublish && imported ? imported.fileId : null);
  const importItem = useImportPlatformItems(workspaceId, platform);
  const importCaptions = useImportPlatformCaptions(workspaceId, platform, itemId, imported?.fileId ?? '');
  const publish = usePublishTracks(workspaceId, platform, imported?.fileId ?? '');
  const [withCaptions, setWithCaptions] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const [publishResults, setPublishResults] = useState<PublishResult[] | null>(null);
  const librarySection = useRef<HTMLHeadingElement>(null);
  const wasImported = useRef(imported !== null);

  // Once the media is in the library, focus moves to where it is shown (the Import button is gone).
  useEffect(() => {
    if (imported && !wasImported.current) librarySection.current?.focus();
    wasImported.current = imported !== null;
  }, [imported]);

  const back = (
    <Link
      to={paths.workspaceIntegration(workspaceId, platform)}
      className="text-primary flex w-fit items-center gap-1 text-sm underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      All {label} media
    </Link>
  );

  if (query.isError) {
    return (
      <section className="mx-auto grid max-w-4xl gap-4">
        {back}
        <h1 className="text-2xl font-semibold">{label} item</h1>
        <PlatformProblem
          error={query.error}
          workspaceId={workspaceId}
          label={label}
          scope="item"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </section>
    );
  }
  if (query.isPending) {
    return (
      <section aria-busy="true" className="mx-auto grid max-w-4xl gap-4">
        {back}
        <p role="status">Loading the {label} item…</p>
        <div aria-hidden="true" className="bg-muted h-36 w-64 animate-pulse rounded motion-reduce:animate-none" />
      </section>
    );
  }

  const { item, captions, publications, capabilities } = query.data;
  const runImport = () => {
    setAnnouncement('');
    importItem.mutate(
      { itemIds: [item.id], captions: withCaptions },
      {
        onSuccess: ({ imports }) =>
          setAnnouncement(importAnnouncement(imports.map((result) => ({ ...result, title: item.title })))),
        onError: (error) => setAnnouncement(`${item.title} was not imported: ${error.message}`),
      },
    );
  };

  return (
    <section className="mx-auto grid max-w-4xl gap-6">
      {back}
      <h1 className="text-2xl font-semibold">{item.title}</h1>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ItemDetails item={item} label={label} />

      <section aria-labelledby={`${id}-library`} className="grid gap-2">
        <h2 id={`${id}-library`} ref={librarySection} tabIndex={-1} className="text-lg font-medium">
          In the library
        </h2>
        <ImportedState workspaceId={workspaceId} imported={imported} title={item.title} />
        {!imported && mayImport ? (
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={withCaptions}
                onChange={(event) => setWithCaptions(event.target.checked)}
              />
              Also import captions
            </label>
            <Button size="sm" disabled={importItem.isPending} onClick={runImport}>
              {importItem.isPending ? 'Importing…' : 'Import media'}
            </Button>
          </div>
        ) : null}
        {importItem.data?.imports.some((r) => r.status === 'failed') ? (
          <Alert variant="destructive">
            {item.title} was not imported: {importItem.data.imports.find((r) => r.error)?.error ?? 'it failed'}
          </Alert>
        ) : null}
        {importItem.isError ? <Alert variant="destructive">{importItem.error.message}</Alert> : null}
      </section>

      <PlatformCaptions
        label={label}
        captions={captions}
        importer={
          imported && mayImport
            ? {
                pending: importCaptions.isPending,
                onImport: (captionIds) =>
                  importCaptions.mutate(captionIds, {
                    onSuccess: ({ tracks }) =>
                      setAnnouncement(
                        tracks.length === 1
                          ? `1 caption track imported (${tracks[0]!.language}).`
                          : `${tracks.length} caption tracks imported.`,
                      ),
                    onError: (error) => setAnnouncement(`The captions were not imported: ${error.message}`),
                  }),
              }
            : null
        }
      />
      {importCaptions.isError ? (
        <Alert variant="destructive">The captions were not imported: {importCaptions.error.message}</Alert>
      ) : null}

      {imported && mayPublish && !capabilities.captionsWrite ? (
        <p>
          {label} does not take captions through its API: export them from the file page and add them in {label}.
        </p>
      ) : null}
      {imported && mayPublish && capabilities.captionsWrite ? (
        file.isError ? (
          <Alert variant="destructive">The library file could not be loaded: {file.error.message}</Alert>
        ) : file.data ? (
          <PublishCaptions
            label={label}
            tracks={file.data.tracks}
            publications={publications}
            pending={publish.isPending}
            results={publishResults}
            onPublish={(trackIds) => {
              setAnnouncement('');
              publish.mutate(trackIds, {
                onSuccess: ({ results }) => {
                  setPublishResults(results);
                  setAnnouncement(publishAnnouncement(label, file.data.tracks, results));
                },
                onError: (error) => setAnnouncement(`Nothing was published: ${error.message}`),
              });
            }}
          />
        ) : (
          <p role="status">Loading the library file…</p>
        )
      ) : null}
      {publish.isError ? <Alert variant="destructive">Nothing was published: {publish.error.message}</Alert> : null}
      {imported && mayPublish && file.data && AUDIO_TRACK_PLATFORMS.includes(platform) ? (
        <PublishDescribedAudio
          workspaceId={workspaceId}
          fileId={imported.fileId}
          label={label}
          tracks={file.data.tracks}
        />
      ) : null}
      {imported && mayPublish && file.data && VIDEO_PUBLISH_PLATFORMS.includes(platform) ? (
        <PublishExtendedVideo
          workspaceId={workspaceId}
          fileId={imported.fileId}
          label={label}
          tracks={file.data.tracks}
        />
      ) : null}
    </section>
  );
}
