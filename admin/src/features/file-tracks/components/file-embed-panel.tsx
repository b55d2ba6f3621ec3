import { useId } from 'react';
import type { Role } from '@shared/constants';
import { EMBED_FRAME_SIZE, iframeSnippet } from '@shared/embed-frame';
import { canManageFiles } from '@shared/permissions/file';
import { CopyButton } from '@/components/copy-button';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toast';
import { sdkScriptTag, useSdkManifest } from '@/lib/sdk-manifest';
import { useFilePublishing } from '../api/get-file-publishing';
import { useSetEmbeddable } from '../api/set-embeddable';

export interface FileEmbedPanelProps {
  workspaceId: string;
  fileId: string;
  role: Role;
  /** Whether the file has a track: until it has, there is nothing worth embedding and no snippets show. */
  hasTracks: boolean;
  /** Whether it has a descriptions track: then its descriptive transcript page is offered with the snippets. */
  hasDescriptions: boolean;
  /** Called after Embeddable changes, so the page refreshes what it shows of the file. */
  onFileChanged: () => void;
}

/** The Embeddable switch, whether saved changes are live in embeds, and the snippets that embed the file. */
export function FileEmbedPanel({
  workspaceId,
  fileId,
  role,
  hasTracks,
  hasDescriptions,
  onFileChanged,
}: FileEmbedPanelProps) {
  const id = useId();
  const ref = { workspaceId, fileId };
  const publishing = useFilePublishing(ref);
  const setEmbeddable = useSetEmbeddable(ref);
  const data = publishing.data;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-lg font-medium">
        Embed
      </h2>
      {publishing.isError ? (
        <Alert variant="destructive">Could not load the publishing state: {publishing.error.message}</Alert>
      ) : !data ? (
        <p role="status">Loading the publishing state…</p>
      ) : (
        <>
          {canManageFiles(role) ? (
            <div className="flex items-center gap-2">
              <input
                id={`${id}-embeddable`}
                type="checkbox"
                role="switch"
                className="accent-primary size-4"
                checked={data.embeddable}
                disabled={setEmbeddable.isPending}
                aria-describedby={`${id}-embeddable-hint`}
                onChange={(event) =>
                  setEmbeddable.mutate(event.target.checked, {
                    onSuccess: onFileChanged,
                    onError: (error) => toast.error(`Could not change Embeddable: ${error.message}`),
                  })
                }
              />
              <label htmlFor={`${id}-embeddable`} className="font-medium">
                Embeddable
              </label>
              <span id={`${id}-embeddable-hint`} className="text-muted-foreground text-sm">
                Any site may show this file with its transcript, even outside a showcase.
              </span>
            </div>
          ) : (
            <p>{data.embeddable ? 'Embeddable on any site.' : 'Not embeddable on its own.'}</p>
          )}
          <p role="status" className={data.live ? 'font-medium' : 'text-muted-foreground'}>
            {data.live
              ? 'Saved changes are live in embeds.'
              : 'Not live: make the file embeddable or add it to a published showcase.'}
            {data.showcases.length > 0
              ? ` In published ${data.showcases.length === 1 ? 'showcase' : 'showcases'}: ${data.showcases.map((s) => s.title).join(', ')}.`
              : null}
          </p>
          {hasTracks ? (
            <EmbedSnippets workspaceId={workspaceId} fileId={fileId} hasDescriptions={hasDescriptions} />
          ) : (
            <p className="text-muted-foreground text-sm">
              The code to put this file on a site appears here once it has captions or a transcript.
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The three ways to put the file on a site, and its descriptive transcript's address, each with a copy button. */
function EmbedSnippets({
  workspaceId,
  fileId,
  hasDescriptions,
}: {
  workspaceId: string;
  fileId: string;
  hasDescriptions: boolean;
}) {
  const id = useId();
  const manifest = useSdkManifest().data;
  const origin = window.location.origin;
  const enc = encodeURIComponent;
  const iframeUrl = `${origin}/embed/${enc(workspaceId)}/files/${enc(fileId)}`;
  const snippets = [
    {
      key: 'script',
      label: 'Script tag',
      hint: 'For pages you control: the transcript with its own player, in your page’s fonts and width.',
      value: `${sdkScriptTag(origin, manifest)}\n<transcript-embed workspace-id="${workspaceId}" file-id="${fileId}"></transcript-embed>`,
    },
    {
      key: 'iframe',
      label: 'Iframe',
      hint: 'For sites and LMSs that only accept an iframe: always keep its title. The script lets the frame take its content’s height.',
      value: iframeSnippet({ origin, src: iframeUrl, title: 'Media with transcript', ...EMBED_FRAME_SIZE.file }),
    },
    {
      key: 'oembed',
      label: 'oEmbed URL',
      hint: 'For CMSs that discover embeds by oEmbed (WordPress, Canvas, Notion).',
      value: `${origin}/api/oembed?url=${enc(iframeUrl)}`,
    },
  ];
  const transcriptUrl = `${origin}/api/embed/workspaces/${enc(workspaceId)}/files/${enc(fileId)}/descriptive-transcript`;
  if (hasDescriptions) {
    snippets.push({
      key: 'descriptive',
      label: 'Descriptive transcript',
      hint: 'A page with the captions and the descriptions in time order (WCAG 1.2.3 and 1.2.8): link to it beside the video.',
      value: transcriptUrl,
    });
  }
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        These work while the file is embeddable or in a published showcase.
      </p>
      {snippets.map((snippet) => (
        <div key={snippet.key} className="grid gap-1">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`${id}-${snippet.key}`} className="font-medium">
              {snippet.label}
            </h3>
            <CopyButton value={snippet.value} label={`Copy the ${snippet.label} snippet`} />
          </div>
          <p className="text-muted-foreground text-sm">
            {snippet.hint}
            {snippet.key === 'descriptive' ? (
              <>
                {' '}
                <a href={transcriptUrl} target="_blank" rel="noreferrer" className="text-primary underline">
                  Open the descriptive transcript
                </a>
              </>
            ) : null}
          </p>
          <pre
            aria-labelledby={`${id}-${snippet.key}`}
            tabIndex={0}
            className="bg-muted overflow-x-auto rounded-md p-2 text-xs whitespace-pre-wrap"
          >
            <code>{snippet.value}</code>
          </pre>
        </div>
      ))}
    </div>
  );
}
