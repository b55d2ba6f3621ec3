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

/** The showcase as visitors see it: the real `<showcase-embed>`, reloaded after every saved change. */
export function ShowcasePreview({ showcase }: { showcase: Showcase }) {
  const sdk = useSdkScript();
  return (
    <section aria-labelledby="showcase-preview-title" className="grid gap-2">
      <h2 id="showcase-preview-title" className="text-lg font-semibold">
        Preview
      </h2>
      {!showcase.published ? (
        <p>The embed shows only published showcases: publish this one to preview it here.</p>
      ) : sdk === 'failed' ? (
        <p>The embed script could not be loaded, so there is no preview. The showcase itself is published.</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">As it looks on a light page with your accent colour.</p>
          {/* The owner's accent is chosen for the customer's page, so the preview shows a light page whatever the admin's theme. */}
          <div className="rounded-md border bg-white p-2 text-black">
            {createElement('showcase-embed', {
              // A new element after each change: it loads the published showcase afresh.
              key: showcase.updatedAt,
              'workspace-id': showcase.workspaceId,
              'showcase-id': showcase.id,
              theme: 'light',
            })}
          </div>
        </>
      )}
    </section>
  );
}
