import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { getClientConfig } from '@shared/api/client-config';
import { LoadFailureAlert } from '@/components/load-failure-alert';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { getEnvironment } from '@/lib/environment';
import { initErrorReporting } from '@/lib/error-reporting';
import { forgetStoredSession, initFirebase } from '@/lib/firebase';
import { App } from './app';

const RETRY_MS = 5000;

/**
 * Loads the client config, then starts error reporting and Firebase and renders the app. While the config
 * cannot be loaded the load-failure alert shows and loading is retried every 5 seconds, or at once on
 * **Try Again**; **Log Out** drops the session stored in this browser (Firebase cannot start without the
 * config) and opens the auth page.
 */
export async function boot(root: Root): Promise<void> {
  let retry: ReturnType<typeof setTimeout> | undefined;
  const attempt = async () => {
    clearTimeout(retry);
    try {
      const config = await getClientConfig(apiClient);
      initErrorReporting(config.sentryDsn, getEnvironment());
      const auth = initFirebase(config);
      root.render(
        <StrictMode>
          <App auth={auth} config={config} />
        </StrictMode>,
      );
    } catch {
      root.render(
        <LoadFailureAlert
          onTryAgain={() => void attempt()}
          onLogOut={() => {
            clearTimeout(retry);
            void forgetStoredSession().then(() => window.location.replace(paths.auth));
          }}
        />,
      );
      retry = setTimeout(() => void attempt(), RETRY_MS);
    }
  };
  await attempt();
}
