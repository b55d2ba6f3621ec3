import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { ApiHttpError } from '../http/errors';
import { createTestEnv, type TestEnv } from '../testing/test-env';
import { type AuthedEnv, requireUser } from './current-user';
import { requireUserByBearerOrCookie } from './session-user';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const ENDED = new Date('2030-01-01T00:00:10Z');
const endedSeconds = ENDED.getTime() / 1000;

/**
 * A production-like Firebase: it verifies tokens but, unlike the emulator, does not check revocation on every call
 * (the server does not ask it to), so only the server's own record can refuse an earlier sign-in.
 */
function firebaseAccepting(uid: string, authTime: number, name = 'Earlier Name') {
  const decoded = { uid, email: `${uid}@sso.example`, name, auth_time: authTime, email_verified: true };
  return {
    verifyIdToken: () => Promise.resolve(decoded as unknown as DecodedIdToken),
    verifySessionCookie: () => Promise.resolve(decoded as unknown as DecodedIdToken),
  } as unknown as Auth;
}

function appWith(auth: Auth) {
  const app = new Hono<AuthedEnv>();
  app.get('/bearer', requireUser({ db: env.database.db, auth }), (c) => c.json(c.get('user')));
  app.get('/cookie', requireUserByBearerOrCookie({ db: env.database.db, auth }), (c) => c.json(c.get('user')));
  app.onError((error, c) =>
    error instanceof ApiHttpError ? c.json({ message: error.message }, error.status) : c.json({}, 500),
  );
  return app;
}

async function userWhoseSessionsEnded() {
  const uid = `taken-over-${randomBytes(4).toString('hex')}`;
  await env.database.db
    .insert(users)
    .values({ id: uid, email: `${uid}@sso.example`, name: 'SSO Name', sessionsValidAfter: ENDED });
  return uid;
}

describe('sessions ended by an SSO takeover', () => {
  it('refuses a bearer token or media cookie from a sign-in before the sessions ended, and keeps the row as it was', async () => {
    const uid = await userWhoseSessionsEnded();
    const app = appWith(firebaseAccepting(uid, endedSeconds - 1));
    for (const [path, headers] of [
      ['/bearer', { Authorization: 'Bearer earlier' }],
      ['/cookie', { Cookie: 'media_access_session=earlier' }],
    ] as const) {
      const res = await app.request(path, { headers });
      expect(res.status).toBe(401);
      expect((await res.json()).message).toMatch(/signs in through single sign-on now/);
    }
    const [row] = await env.database.db.select().from(users).where(eq(users.id, uid));
    expect(row!.name).toBe('SSO Name');
  });

  it('accepts a sign-in from the second the sessions ended on', async () => {
    const uid = await userWhoseSessionsEnded();
    const app = appWith(firebaseAccepting(uid, endedSeconds, 'New Name'));
    const res = await app.request('/bearer', { headers: { Authorization: 'Bearer later' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: uid, name: 'New Name' });
    expect((await app.request('/cookie', { headers: { Cookie: 'media_access_session=later' } })).status).toBe(200);
  });
});
