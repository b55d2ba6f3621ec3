import { createElement, useEffect, useState } from 'react';
import type { Showcase } from '@shared/schemas/showcases';

/** Where the server serves the built SDK (the same file customers load). */
const SDK_SCRIPT = '/sdk/media-access.js';

/** Loads the SDK's script once per page, so `<showcase-embed>` is the real element customers get. */
function useSdkScript(): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    customElements.get('showcase-embed') ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (state !== 'loading') return;
    let script = document.querySelector<HTMLScriptElement>(`script[src="${SDK_SCRIPT}"]`);
    if (!script) {
      script = document.createElement('script');
      script.type = 'module';
      script.src = SDK_SCRIPT;
      document.head.append(script);
    }
    const onError = () => setState('failed');
    script.addEventListener('error', onError);
    void customElements.whenDefined('showcase-embed').then(() => setState('ready'));
    return () => script.removeEventListener('error', onError);
  }, [state]);
  return state;
}

/** Where the draft preview's calls go: the embed API's paths for this one showcase, to its managers only. */
export const previewApiBase = (showcaseId: string) =>
  `${window.location.origin}/api/preview/showcases/${encodeURIComponent(showcaseId)}`;

/**
 * The showcase as visitors see it: the real `<showcase-embed>`, reloaded after every saved change. Before it is
 * published, the same element shows the draft through the preview API (the session cookie says who asks), so
 * it can be checked before anyone else sees it.
 */
export function ShowcasePreview({ showcase }: { showcase: Showcase }) {
  const sdk = useSdkScript();
  const draft = !showcase.published;
  return (
    <section aria-labelledby="showcase-preview-title" className="grid min-w-0 gap-2">
      <h2 id="showcase-preview-title" className="text-lg font-semibold">
        {draft ? 'Draft preview' : 'Preview'}
      </h2>
      {sdk === 'failed' ? (
        <p>The embed script could not be loaded, so there is no preview.</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            {draft
              ? 'Only admins and content managers of this workspace see it until you publish. As it will look on a light page with your accent colour.'
              : 'As it looks on a light page with your accent colour.'}
          </p>
          {/* The owner's accent is chosen for the customer's page, so the preview shows a light page whatever the admin's theme. */}
          <div className="rounded-md border bg-white p-2 text-black">
            {createElement('showcase-embed', {
              // A new element after each change (or publishing): it loads the showcase afresh.
              key: `${showcase.updatedAt}:${draft}`,
              'workspace-id': showcase.workspaceId,
              'showcase-id': showcase.id,
              'api-base': draft ? previewApiBase(showcase.id) : undefined,
              theme: 'light',
            })}
          </div>
        </>
      )}
    </section>
  );
}
