// Plan limits are enforced where they are used up (issue 27): a seat at invitation time, storage when an upload
// starts. Over a plan that has a bigger one: 402 naming it; on the largest plan: 409.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanLimitDetails } from '@shared/schemas/plans';
import { newId } from '../db/new-id';
import { files, invitations } from '../db/schema';
import { planChanges } from '../db/schema-plans';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ jobs: { worksJobs: false } });
});
afterAll(() => env.close());

const GIB = 1024 ** 3;

async function freeWorkspace(): Promise<{ admin: TestUser; workspaceId: string }> {
  const admin = await env.createUser('Lena Limits');
  const res = await env.request('POST', '/workspaces', { token: admin.token, body: { name: 'Small team' } });
  return { admin, workspaceId: ((await res.json()) as { workspace: { workspaceId: string } }).workspace.workspaceId };
}

const invite = (admin: TestUser, workspaceId: string, email: string) =>
  env.request('POST', `/workspaces/${workspaceId}/invitations`, {
    token: admin.token,
    body: { email, role: 'transcript-editor' },
  });

type LimitError = { error: { code: string; message: string; details: PlanLimitDetails } };

describe('members', () => {
  it('refuses an invitation beyond the Free plan’s 3 seats with a 402 naming the plan that fits', async () => {
    const { admin, workspaceId } = await freeWorkspace();
    const first = await invite(admin, workspaceId, 'one@example.com');
    expect(first.status).toBe(201);
    expect((await invite(admin, workspaceId, 'two@example.com')).status).toBe(201);

    const refused = await invite(admin, workspaceId, 'three@example.com');
    expect(refused.status).toBe(402);
    const { error } = (await refused.json()) as LimitError;
    expect(error.code).toBe('plan_limit');
    expect(error.details).toEqual({
      limit: 'members',
      planId: 'free',
      allowed: 3,
      used: 3,
      adding: 1,
      upgradePlanId: 'starter',
    });
    expect(error.message).toMatch(
      /^The Free plan allows 3 members and this workspace has 3, counting open invitations\. Choose Starter or a bigger plan in Settings → Plan \(it applies from 1 \w+\), or remove a member or revoke an invitation\.$/,
    );

    // Revoking an invitation frees its seat.
    const { invitation } = (await first.json()) as { invitation: { id: string } };
    await env.request('DELETE', `/workspaces/${workspaceId}/invitations/${invitation.id}`, { token: admin.token });
    expect((await invite(admin, workspaceId, 'three@example.com')).status).toBe(201);
  });

  it('does not let a resent expired invitation take a seat that is no longer there', async () => {
    const { admin, workspaceId } = await freeWorkspace();
    const old = (await (await invite(admin, workspaceId, 'old@example.com')).json()) as { invitation: { id: string } };
    await env.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, old.invitation.id));
    expect((await invite(admin, workspaceId, 'a@example.com')).status).toBe(201);
    expect((await invite(admin, workspaceId, 'b@example.com')).status).toBe(201);
    const resent = await env.request('POST', `/workspaces/${workspaceId}/invitations/${old.invitation.id}/resend`, {
      token: admin.token,
    });
    expect(resent.status).toBe(402);
    expect(((await resent.json()) as LimitError).error.details).toMatchObject({ limit: 'members', used: 3 });
  });

  it('answers 409 on the largest plan, where no upgrade helps', async () => {
    const { admin, workspaceId } = await freeWorkspace();
    const db = env.database.db;
    const past = new Date(Date.now() - 60_000);
    await db
      .insert(planChanges)
      .values({ id: newId(), workspaceId, planId: 'organisation', requestedAt: past, effectiveAt: past });
    await db.insert(invitations).values(
      Array.from({ length: 499 }, (_, i) => ({
        id: newId(),
        workspaceId,
        email: `person-${i}@example.com`,
        role: 'viewer',
        invitedBy: admin.uid,
      })),
    );
    const refused = await invite(admin, workspaceId, 'one-too-many@example.com');
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as LimitError;
    expect(error).toMatchObject({
      code: 'plan_limit',
      details: { planId: 'organisation', allowed: 500, upgradePlanId: null },
    });
    expect(error.message).toMatch(/There is no bigger plan: remove a member or revoke an invitation\.$/);
  });
});

describe('storage', () => {
  const startUpload = (admin: TestUser, workspaceId: string, bytes: number) =>
    env.request('POST', '/uploads', {
      token: admin.token,
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(bytes),
        'Upload-Metadata': `workspaceId ${Buffer.from(workspaceId).toString('base64')},filename ${Buffer.from('talk.wav').toString('base64')}`,
      },
    });

  it('refuses an upload that would take the workspace past its plan’s storage, before any byte is sent', async () => {
    const { admin, workspaceId } = await freeWorkspace();
    await env.database.db.insert(files).values({
      id: newId(),
      workspaceId,
      name: 'Archive',
      status: 'ready',
      sizeBytes: 5 * GIB - 1000,
    });
    const refused = await startUpload(admin, workspaceId, 2000);
    expect(refused.status).toBe(402);
    const { error } = (await refused.json()) as LimitError;
    expect(error.details).toEqual({
      limit: 'storage',
      planId: 'free',
      allowed: 5 * GIB,
      used: 5 * GIB - 1000,
      adding: 2000,
      upgradePlanId: 'starter',
    });
    expect(error.message).toMatch(
      /^This upload \(2000 bytes\) would take the workspace past the Free plan's 5 GiB of storage \(5 GiB used\)\. Choose Starter/,
    );
    expect((await startUpload(admin, workspaceId, 1000)).status).toBe(201);
  });
});
