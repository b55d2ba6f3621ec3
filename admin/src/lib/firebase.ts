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
