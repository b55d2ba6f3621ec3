import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getClientConfig } from '@shared/api/client-config';
import { apiClient } from '@/lib/api-client';
import { getEnvironment } from '@/lib/environment';
import { initErrorReporting } from '@/lib/error-reporting';
import { initFirebase } from '@/lib/firebase';
import { App } from './app/app';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// Dark mode follows the system setting, live.
const scheme = window.matchMedia('(prefers-color-scheme: dark)');
const applyScheme = () => document.documentElement.classList.toggle('dark', scheme.matches);
applyScheme();
scheme.addEventListener('change', applyScheme);

async function boot() {
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
      <main id="main" tabIndex={-1} style={{ padding: 24 }}>
        <div role="alert">
          <h1>Unable to load Media Access</h1>
          <p>Check your internet connection, then try again.</p>
          <button type="button" onClick={() => window.location.reload()}>
            Try Again
          </button>
        </div>
      </main>,
    );
  }
}
void boot();
