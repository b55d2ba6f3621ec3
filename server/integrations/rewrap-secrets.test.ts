import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { workspaceIntegrations, workspaces } from '../db/schema';
import { ltiToolKeys as ltiToolKeysTable } from '../db/schema-lti';
import { ltiToolKeys } from '../lti/tool-key';
import { createTestEnv, type TestEnv } from '../testing/test-env';
import { createCredentialsCipher, credentialsContext } from './credentials-cipher';
import { rewrappedSecrets } from './rewrap-secrets';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const before = createCredentialsCipher(oldKey);
const during = createCredentialsCipher(newKey, [oldKey]);
const after = createCredentialsCipher(newKey);

/** A workspace with credentials stored under the old key, another under a key nobody has any more, and the LTI key. */
async function secretsUnderTheOldKey(db: Db) {
  const workspaceId = `rotate-${randomBytes(4).toString('hex')}`;
  await db.insert(workspaces).values({ id: workspaceId, name: 'Rotate', type: 'business' });
  const credentials = (platform: string, cipher = before) =>
    cipher.encrypt(JSON.stringify({ apiKey: `${platform}-secret` }), credentialsContext(workspaceId, platform));
  await db.insert(workspaceIntegrations).values([
    { workspaceId, platformType: 'rev', credentials: credentials('rev') },
    { workspaceId, platformType: 'vimeo', credentials: credentials('vimeo') },
    {
      workspaceId,
      platformType: 'wistia',
      credentials: credentials('wistia', createCredentialsCipher(randomBytes(32))),
    },
  ]);
  const { kid } = await ltiToolKeys(db, before).signingKey();
  return { workspaceId, kid };
}

describe('rewrappedSecrets', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env.close());

  it('re-encrypts every integration credential and the LTI private key under the new key, and says what it cannot open', async () => {
    const { db } = env.database;
    const { workspaceId, kid } = await secretsUnderTheOldKey(db);

    const report = await rewrappedSecrets(db, during);
    expect(report.rewrapped).toBe(3);
    expect(report.current).toBe(0);
    expect(report.unreadable).toEqual([
      { where: `integration wistia of workspace ${workspaceId}`, reason: expect.stringMatching(/not configured/) },
    ]);

    // The old key can go: what was re-encrypted opens with the new key alone.
    const rows = await db
      .select()
      .from(workspaceIntegrations)
      .where(eq(workspaceIntegrations.workspaceId, workspaceId));
    for (const platform of ['rev', 'vimeo']) {
      const row = rows.find((r) => r.platformType === platform)!;
      expect(JSON.parse(after.decrypt(row.credentials!, credentialsContext(workspaceId, platform)))).toEqual({
        apiKey: `${platform}-secret`,
      });
    }
    expect((await ltiToolKeys(db, after).signingKey()).kid).toBe(kid);
    const [key] = await db.select().from(ltiToolKeysTable).where(eq(ltiToolKeysTable.kid, kid));
    expect(after.isCurrent(key!.encryptedPrivateKey)).toBe(true);

    expect(await rewrappedSecrets(db, during)).toMatchObject({ rewrapped: 0, current: 3 });
  });
});

describe('npm run secrets -- rotate', () => {
  const run = promisify(execFile);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'secrets-rotate-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('rotates the secrets of the configured database and exits 0 when none is left under an old key', async () => {
    const database = await openDatabase({ dataDir, log: () => {} });
    const workspaceId = `cli-${randomBytes(4).toString('hex')}`;
    await database.db.insert(workspaces).values({ id: workspaceId, name: 'CLI', type: 'business' });
    const stored = before.encrypt('{"apiKey":"k"}', credentialsContext(workspaceId, 'rev'));
    await database.db.insert(workspaceIntegrations).values({ workspaceId, platformType: 'rev', credentials: stored });
    await database.close();

    const { DATABASE_URL: _, ...environment } = process.env;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/secrets-cli.ts', 'rotate'], {
      env: {
        ...environment,
        DATA_DIR: dataDir,
        PORT: '1',
        INTEGRATIONS_KEY: newKey.toString('hex'),
        INTEGRATIONS_PREVIOUS_KEYS: oldKey.toString('hex'),
      },
    });
    expect(stdout).toContain('Re-encrypted 1 secret(s) under the current key');

    const reopened = await openDatabase({ dataDir, log: () => {} });
    const [row] = await reopened.db.select().from(workspaceIntegrations);
    await reopened.close();
    expect(after.decrypt(row!.credentials!, credentialsContext(workspaceId, 'rev'))).toBe('{"apiKey":"k"}');
    // A fresh database on disk to migrate, and a process of its own: slow on a busy machine.
  }, 120_000);
});
