import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/open-database';

/** What every router needs from the process; passed in so tests build the app around their own database. */
export interface AppDeps {
  db: Db;
  auth: Auth;
  /** Accept invitations for unverified emails (only with the Auth emulator, where nothing verifies mail). */
  trustUnverifiedEmails: boolean;
  /** Take the client address from the first X-Forwarded-For hop (only behind a trusted proxy). */
  trustProxy: boolean;
}
