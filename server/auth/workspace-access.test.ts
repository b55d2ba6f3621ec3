import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let users: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  users = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const WS = 'demo-university';
const auditOf = async (workspaceId: string) => {
  const res = await env.request('GET', `/operator/audit?workspaceId=${workspaceId}`, { token: users.operator.token });
  expect(res.status).toBe(200);
  return (await res.json()).entries as { action: string; actorEmail: string; workspaceId: string; after: unknown }[];
};

describe('operators acting in a workspace they do not belong to', () => {
  it('logs each write, with the route and its target, and no read', async () => {
    const invited = await env.request('POST', `/workspaces/${WS}/invitations`, {
      token: users.admin.token,
      body: { email: 'audited@example.com', role: 'viewer' },
    });
    const { invitation } = await invited.json();
    const before = (await auditOf(WS)).length;

    // Reads: nothing is logged.
    expect((await env.request('GET', `/workspaces/${WS}/invitations`, { token: users.operator.token })).status).toBe(
      200,
    );
    expect(await auditOf(WS)).toHaveLength(before);

    // Writes: one entry each, naming the operator, the route and what it targeted.
    const settings = await env.request('PATCH', `/workspaces/${WS}/settings`, {
      token: users.operator.token,
      body: { embedBeacon: true },
    });
    expect(settings.status).toBe(200);
    const withdrawn = await env.request('DELETE', `/workspaces/${WS}/invitations/${invitation.id}`, {
      token: users.operator.token,
    });
    expect(withdrawn.status).toBe(204);

    const entries = await auditOf(WS);
    expect(entries).toHaveLength(before + 2);
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'workspace_write',
        actorEmail: 'operator@demo.test',
        workspaceId: WS,
        after: {
          method: 'DELETE',
          route: '/workspaces/:workspaceId/invitations/:invitationId',
          path: `/workspaces/${WS}/invitations/${invitation.id}`,
          target: { workspaceId: WS, invitationId: invitation.id },
        },
      }),
      expect.objectContaining({
        action: 'workspace_write',
        workspaceId: WS,
        after: expect.objectContaining({ method: 'PATCH', route: '/workspaces/:workspaceId/settings' }),
      }),
    ]);
  });

  it("does not log a member admin's writes", async () => {
    const before = (await auditOf(WS)).length;
    const res = await env.request('PATCH', `/workspaces/${WS}/settings`, {
      token: users.admin.token,
      body: { embedBeacon: true },
    });
    expect(res.status).toBe(200);
    expect(await auditOf(WS)).toHaveLength(before);
  });
});
