import type { Auth } from 'firebase-admin/auth';
import type { CurrentUser } from '../auth/current-user';

/**
 * Which of `userIds` have a verified email address. The caller's own ID token answers for the caller when it says
 * verified; everyone else (and a caller whose token predates the verification) is asked of Firebase, which knows
 * at once when a link was opened. A Firebase failure counts as "not verified yet": the next read asks again.
 */
export async function verifiedUserIds(
  auth: Auth,
  userIds: readonly string[],
  caller?: CurrentUser,
): Promise<Set<string>> {
  const verified = new Set<string>();
  const unknown: string[] = [];
  for (const id of new Set(userIds)) {
    if (caller?.id === id && caller.emailVerified) verified.add(id);
    else unknown.push(id);
  }
  // getUsers takes at most 100 identifiers a call.
  for (let i = 0; i < unknown.length; i += 100) {
    try {
      const { users } = await auth.getUsers(unknown.slice(i, i + 100).map((uid) => ({ uid })));
      for (const user of users) if (user.emailVerified && user.email) verified.add(user.uid);
    } catch (error) {
      console.warn(`Could not ask Firebase whether emails are verified: ${(error as Error).message}`);
    }
  }
  return verified;
}
