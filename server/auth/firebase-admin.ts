import { applicationDefault, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

/**
 * Returns the Admin SDK's Auth for this project. With an emulator host the SDK talks to the emulator
 * and needs no credentials; otherwise it uses Application Default Credentials.
 */
export function getFirebaseAuth(options: { projectId: string; emulatorHost: string | undefined }): Auth {
  // The Admin SDK reads the emulator host from the environment only.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const name = `media-access:${options.projectId}`;
  const app =
    getApps().find((a) => a.name === name) ??
    initializeApp(
      options.emulatorHost
        ? { projectId: options.projectId }
        : { projectId: options.projectId, credential: applicationDefault() },
      name,
    );
  return getAuth(app);
}
