import { useEffect } from 'react';
import { type ClientConfig } from '@shared/schemas/client-config';
import { useClientConfig } from '@/lib/client-config';

/** `/privacy`, `/terms` (and `/` for signed-out visitors): pages that live on the marketing site. */
export function ExternalRedirect({ to }: { to: keyof Pick<ClientConfig, 'marketingUrl' | 'privacyUrl' | 'termsUrl'> }) {
  const url = useClientConfig()[to];
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <main id="main" tabIndex={-1} className="p-6">
      <p role="status">
        Opening{' '}
        <a href={url} className="underline underline-offset-4">
          {url}
        </a>
        …
      </p>
    </main>
  );
}
