import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SkipLink } from '@/components/skip-link';
import { isErrorReportingOn, reportError } from '@/lib/error-reporting';

/** The error boundary of every route: what broke, and what to do about it. */
export function ErrorPage() {
  const error = useRouteError();
  const [reported, setReported] = useState<'idle' | 'sent' | 'off'>('idle');
  const details = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);

  useEffect(() => {
    void reportError(error);
  }, [error]);

  return (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1} className="mx-auto max-w-2xl p-6">
        <h1 className="mb-2 text-2xl font-semibold">Sorry, something went wrong</h1>
        <p className="mb-4">This may be temporary. Reload the page to try again.</p>
        <div className="mb-4 flex flex-wrap gap-2">
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button
            variant="outline"
            onClick={() => {
              if (!isErrorReportingOn()) return setReported('off');
              void reportError(error).then((sent) => setReported(sent ? 'sent' : 'off'));
            }}
          >
            Report a Problem
          </Button>
        </div>
        <p role="status" className="mb-4">
          {reported === 'sent' ? 'Thank you: the problem has been reported.' : null}
          {reported === 'off'
            ? 'Problem reports are not set up here. Copy the error details below and send them to your administrator.'
            : null}
        </p>
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">Error details</summary>
          <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap">{details}</pre>
        </details>
      </main>
    </>
  );
}
