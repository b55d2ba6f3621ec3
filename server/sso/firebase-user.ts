import type { Auth, UserRecord } from 'firebase-admin/auth';

/** The Firebase user with this email, created (email verified: the IdP vouches for it) when there is none. */
export async function firebaseUserForEmail(auth: Auth, email: string, name: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  try {
    return await auth.createUser({ email, emailVerified: true, ...(name ? { displayName: name } : {}) });
  } catch (error) {
    // Another request created it in between.
    if ((error as { code?: string }).code === 'auth/email-already-exists') return auth.getUserByEmail(email);
    throw error;
  }
}
