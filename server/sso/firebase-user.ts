import type { Auth, UserRecord } from 'firebase-admin/auth';

export interface SsoFirebaseUser {
  user: UserRecord;
  /**
   * The account existed unverified or with another way in (a password, Google…) and was taken over: its other
   * providers were removed and its refresh tokens revoked, so the caller must also end its sessions here.
   */
  tookOver: boolean;
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * The Firebase user an SSO sign-in becomes (docs/sso.md, "Accounts"). The IdP vouches for the address, so:
 * none yet → one is created, email verified; one that only SSO signs in to → that one; one that is unverified or
 * has another provider → taken over. Anyone could have registered the address first with a password and waited,
 * so that password (and any other provider) is removed, its refresh tokens are revoked and the email is marked
 * verified before the person gets in.
 */
export async function firebaseUserForSso(auth: Auth, email: string, name: string): Promise<SsoFirebaseUser> {
  let existing = await userByEmail(auth, email);
  if (!existing) {
    const created = await createdUser(auth, email, name);
    if (created) return { user: created, tookOver: false };
    // Someone created it in between (perhaps with a password): it gets the same scrutiny.
    existing = await auth.getUserByEmail(email);
  }
  if (existing.emailVerified && existing.providerData.length === 0) return { user: existing, tookOver: false };
  await auth.revokeRefreshTokens(existing.uid);
  const providers = existing.providerData.map((p) => p.providerId);
  // Unlinking the password provider also drops the email (in the emulator at least): set it again afterwards.
  if (providers.length > 0) await auth.updateUser(existing.uid, { providersToUnlink: providers });
  const user = await auth.updateUser(existing.uid, { email, emailVerified: true });
  return { user, tookOver: true };
}

async function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/** A new user with this email, or null when one appeared meanwhile. */
async function createdUser(auth: Auth, email: string, name: string): Promise<UserRecord | null> {
  try {
    return await auth.createUser({ email, emailVerified: true, ...(name ? { displayName: name } : {}) });
  } catch (error) {
    if (codeOf(error) === 'auth/email-already-exists') return null;
    throw error;
  }
}
