import { initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import type { ClientConfig } from '@shared/schemas/client-config';

let auth: Auth | null = null;

/** Initialises Firebase once from the server's client config (the emulator locally). */
export function initFirebase(config: ClientConfig): Auth {
  if (auth) return auth;
  const app = initializeApp(config.firebase);
  auth = getAuth(app);
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

export function getFirebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase is not initialised yet');
  return auth;
}

/** The signed-in user's ID token, refreshed by Firebase when it is about to expire. */
export async function getIdToken(): Promise<string | null> {
  return (await auth?.currentUser?.getIdToken()) ?? null;
}

/**
 * Signs out when Firebase cannot start (the client config did not load): drops the session Firebase keeps in
 * this browser — its IndexedDB store, or the web-storage fallback — so the next load starts signed out.
 */
export async function forgetStoredSession(): Promise<void> {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith('firebase:authUser:')) storage.removeItem(key);
  }
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
    // Blocked means another tab holds it open: it is deleted once that tab lets go.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
