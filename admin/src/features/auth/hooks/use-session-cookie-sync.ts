import { type Auth, onIdTokenChanged } from 'firebase/auth';
import { useEffect } from 'react';
import { syncSessionCookie } from '@shared/api/session';
import { apiClient } from '@/lib/api-client';

/**
 * Keeps the HttpOnly media session cookie in step with Firebase: every new ID token (sign-in, a restored
 * session's forced refresh, the hourly refresh) is swapped for a fresh cookie, so `<video>`/`<audio>` can
 * load private media. A refused sync only costs private playback, so it is not an error for the session.
 *
 * Only new tokens are sent. The listener's first call reports a restored user with the token cached in the
 * browser, often older than the 5 minutes `POST /session` accepts (a sure 401), and Firebase calls it again with
 * that same token when the session provider reloads the user; the provider's forced refresh then brings a token
 * issued now, which syncs.
 */
export function useSessionCookieSync(auth: Auth) {
  useEffect(() => {
    let last: string | null | undefined; // undefined until the state at load has been reported
    let reports = Promise.resolve();
    return onIdTokenChanged(auth, (user) => {
      // One report at a time, in order: each compares its token with the one before.
      reports = reports.then(async () => {
        const token = user ? await user.getIdToken().catch(() => null) : null;
        const atLoad = last === undefined;
        const isNew = token !== last;
        last = token;
        if (token && isNew && !atLoad) await syncSessionCookie(apiClient).catch(() => undefined);
      });
    });
  }, [auth]);
}
