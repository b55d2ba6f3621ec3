import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useHandleSsoResponse } from '../api/handle-sso-response';

const MISSING = 'This page received no sign-in response. Start again from the sign-in page.';

/** The response the ACS put in the fragment (never sent to a server), or null. */
function responseInFragment() {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const samlResponse = params.get('samlResponse');
  const relayState = params.get('relayState');
  return samlResponse && relayState ? { samlResponse, relayState } : null;
}

/**
 * `/auth/sso/callback`: the identity provider posted its response to our ACS, which sent the browser here
 * with it; the server validates it and answers a custom token, and the person lands in the workspace.
 */
export function SsoCallbackScreen() {
  const navigate = useNavigate();
  const handle = useHandleSsoResponse();
  const [response] = useState(responseInFragment);
  // A response is accepted only once, so it must be posted only once (StrictMode runs effects twice).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!response) return;
    // Out of the address bar and history: it is single-use and should not be bookmarked or shared.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    handle.mutate(response, {
      onSuccess: ({ workspaceId }) => void navigate(paths.workspace(workspaceId), { replace: true }),
    });
  }, [handle, navigate, response]);

  const error = !response ? MISSING : handle.isError ? handle.error.message : null;
  return (
    <main id="main" tabIndex={-1} className="mx-auto grid min-h-screen max-w-md content-center p-4">
      <Card>
        <h1 className="mb-4 text-2xl font-semibold">Single sign-on</h1>
        {error ? (
          <div className="grid gap-4">
            <Alert variant="destructive">
              <p className="font-medium">We could not sign you in.</p>
              <p>{error}</p>
            </Alert>
            <Link to={paths.login} className={buttonVariants()}>
              Back to sign in
            </Link>
          </div>
        ) : (
          <p role="status">Finishing sign-in with your organisation…</p>
        )}
      </Card>
    </main>
  );
}
