import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const get = (workspaceId: string, who: TestUser) =>
  env.request('GET', `/workspaces/${workspaceId}/settings`, { token: who.token });
const patch = (workspaceId: string, who: TestUser, body: unknown) =>
  env.request('PATCH', `/workspaces/${workspaceId}/settings`, { token: who.token, body });

const RULES = { maxCharsPerLine: 42, maxLines: 2, maxCps: 17, minDurationMs: 833, maxDurationMs: 7000 };
/** What members read: rules sent without a gap get the guide's 2 frames. */
const READ_RULES = { ...RULES, minGapMs: 83 };

describe('workspace settings', () => {
  it('gives every member the defaults before anything is saved', async () => {
    for (const who of [demo.outsider, demo.operator]) {
      const res = await get('other-co', who);
      expect(res.status).toBe(200);
      expect((await res.json()).settings).toEqual({
        name: 'Other Co',
        type: 'other',
        defaultLanguage: null,
        captionRules: READ_RULES,
        reviewFinishedTranscriptions: false,
        embedBeacon: true,
        verificationTarget: 0.99,
      });
    }
  });

  it('saves what the admin changes, leaves the rest, and shows it to members', async () => {
    const res = await patch('demo-university', demo.admin, {
      name: '  Demo University Renamed ',
      defaultLanguage: 'en-US',
      captionRules: { ...RULES, maxCharsPerLine: 37 },
      reviewFinishedTranscriptions: true,
    });
    expect(res.status).toBe(200);
    const expected = {
      name: 'Demo University Renamed',
      type: 'business',
      defaultLanguage: 'en-US',
      captionRules: { ...READ_RULES, maxCharsPerLine: 37 },
      reviewFinishedTranscriptions: true,
      embedBeacon: true,
      verificationTarget: 0.99,
    };
    expect((await res.json()).settings).toEqual(expected);
    expect((await (await get('demo-university', demo.editor)).json()).settings).toEqual(expected);
    const summary = await (await env.request('GET', '/workspaces', { token: demo.viewer.token })).json();
    expect(summary.workspaces).toContainEqual(expect.objectContaining({ workspaceName: 'Demo University Renamed' }));
    await patch('demo-university', demo.admin, { name: 'Demo University' });
  });

  it("saves the children's reading speed preset and answers the rules with the 2-frame gap", async () => {
    const res = await patch('demo-university', demo.admin, { captionRules: { ...RULES, maxCps: 13 } });
    expect(res.status).toBe(200);
    expect((await res.json()).settings.captionRules).toEqual({ ...READ_RULES, maxCps: 13 });
    await patch('demo-university', demo.admin, { captionRules: RULES });
  });

  it('keeps a custom shortest gap and reads it back, and 0 turns the gap check off', async () => {
    for (const minGapMs of [120, 0]) {
      const res = await patch('demo-university', demo.admin, { captionRules: { ...RULES, minGapMs } });
      expect(res.status).toBe(200);
      const read = await (await get('demo-university', demo.viewer)).json();
      expect(read.settings.captionRules).toEqual({ ...RULES, minGapMs });
    }
    await patch('demo-university', demo.admin, { captionRules: RULES });
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ captionRules: { ...RULES, maxCps: 4 } }, 'captionRules.maxCps: Characters per second must be at least 5'],
    [{ captionRules: { ...RULES, minGapMs: 2000 } }, 'captionRules.minGapMs: Shortest gap must be at most 1000'],
    [{ captionRules: { ...RULES, minGap: 80 } }, 'captionRules: Unrecognized key: "minGap"'],
    [{ type: 'club' }, 'type: Type must be one of: business, other'],
    [{ defaultLanguage: 'xx-NOPE' }, 'defaultLanguage: Choose a language from the supported transcription languages'],
    [
      { captionRules: { ...RULES, minDurationMs: 8000, maxDurationMs: 7000 } },
      'captionRules.maxDurationMs: The longest duration must be longer than the shortest',
    ],
    [{ captionRules: { ...RULES, maxLines: 9 } }, 'captionRules.maxLines: Lines must be at most 4'],
    [{ embedBeacon: 'yes' }, 'embedBeacon: Invalid input: expected boolean, received string'],
  ])('refuses %j with 400 and says why', async (body, message) => {
    const res = await patch('demo-university', demo.admin, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'validation_error', message });
  });

  it.each(['manager', 'editor', 'viewer'] as const)('forbids the %s to change settings', async (who) => {
    const res = await patch('demo-university', demo[who], { embedBeacon: false });
    expect(res.status).toBe(403);
  });

  it('answers an outsider with 404', async () => {
    expect((await get('demo-university', demo.outsider)).status).toBe(404);
    expect((await patch('demo-university', demo.outsider, { embedBeacon: false })).status).toBe(404);
  });
});
