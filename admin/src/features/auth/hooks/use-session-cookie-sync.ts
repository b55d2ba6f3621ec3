import { type Auth, onIdTokenChanged } from 'firebase/auth';
import { useEffect } from 'react';
import { syncSessionCookie } from '@shared/api/session';
import { apiClient } from '@/lib/api-client';

/**
 * Keeps the HttpOnly media session cookie in step with Firebase: every new ID token (sign-in, a restored
 * session's forced refresh, the hourly refresh) is swapped for a fresh cookie, so `<video>`/`<audio>` can
 * load private media. A refused sync only costs private playback, so it is not an error for the session.
 */
export function useSessionCookieSync(auth: Auth) {
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (user) syncSessionCookie(apiClient).catch(() => undefined);
      }),
    [auth],
  );
}
