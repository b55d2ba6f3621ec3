import { EMBED_FRAME_SIZE, iframeSnippet } from '@shared/embed-frame';
import type { Showcase } from '@shared/schemas/showcases';
import { CopyButton } from '@/components/copy-button';
import { sdkScriptTag, useSdkManifest } from '@/lib/sdk-manifest';

/**
 * The ways to put a showcase on a site, each with a copy button. The URLs people see use the readable
 * slug; the script tag's attribute uses the id, which never changes.
 */
export function EmbedSnippets({ showcase }: { showcase: Showcase }) {
  const manifest = useSdkManifest().data;
  const origin = window.location.origin;
  const enc = encodeURIComponent;
  const iframeUrl = `${origin}/embed/${enc(showcase.workspaceId)}/showcases/${enc(showcase.slug)}`;
  const snippets = [
    {
      id: 'script',
      label: 'Script tag',
      hint: 'For pages you control: the element follows your page’s fonts and width.',
      value: `${sdkScriptTag(origin, manifest)}\n<showcase-embed workspace-id="${showcase.workspaceId}" showcase-id="${showcase.id}"></showcase-embed>`,
    },
    {
      id: 'iframe',
      label: 'Iframe',
      hint: 'For sites and LMSs that only accept an iframe: always keep its title. The script lets the frame take its content’s height.',
      value: iframeSnippet({ origin, src: iframeUrl, title: 'Media showcase', ...EMBED_FRAME_SIZE.showcase }),
    },
    {
      id: 'link',
      label: 'Iframe URL',
      hint: 'For LMSs that ask for a link to frame.',
      value: iframeUrl,
    },
    {
      id: 'oembed',
      label: 'oEmbed URL',
      hint: 'For CMSs that discover embeds by oEmbed (WordPress, Canvas, Notion).',
      value: `${origin}/api/oembed?url=${enc(iframeUrl)}`,
    },
  ];
  return (
    <section aria-labelledby="showcase-snippets-title" className="grid min-w-0 gap-3">
      <h2 id="showcase-snippets-title" className="text-lg font-semibold">
        Embed
      </h2>
      <p className="text-muted-foreground text-sm">These work while the showcase is published.</p>
      {snippets.map((snippet) => (
        <div key={snippet.id} className="grid min-w-0 gap-1">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`snippet-${snippet.id}`} className="font-medium">
              {snippet.label}
            </h3>
            <CopyButton value={snippet.value} label={`Copy the ${snippet.label.toLowerCase()}`} />
          </div>
          <p className="text-muted-foreground text-sm">{snippet.hint}</p>
          <pre
            aria-labelledby={`snippet-${snippet.id}`}
            tabIndex={0}
            className="bg-muted overflow-x-auto rounded-md p-2 text-xs break-all whitespace-pre-wrap"
          >
            <code>{snippet.value}</code>
          </pre>
        </div>
      ))}
    </section>
  );
}
