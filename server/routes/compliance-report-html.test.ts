// The printable HTML report for auditors (issue 29): every member reads it, another workspace gets 404 in the one
// error shape; it is one self-contained, script-free document naming the workspace, target, date, totals, method,
// each asset's criteria, exceptions, attestations and the chain's head and verification, every value escaped.
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceAsset, ComplianceReport, EvidenceVerification } from '@shared/schemas/compliance';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const REPORT = `/workspaces/${W}/compliance/report.html`;
const SCRIPT_TITLE = '<script>alert(1)</script>';
const NOTE = 'Guest "lecture" & <b>panel</b>';

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });
const asset = (id: string) => `/workspaces/${W}/compliance/assets/${id}`;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
  const added = await call('POST', '/files', 'admin', { workspaceId: W, name: SCRIPT_TITLE });
  expect(added.status).toBe(201);
  const listed = await call('GET', `/workspaces/${W}/compliance/assets?limit=100`, 'viewer');
  const assets = ((await listed.json()) as { assets: ComplianceAsset[] }).assets;
  const scripted = assets.find((a) => a.title === SCRIPT_TITLE)!;
  const other = assets.find((a) => a.id !== scripted.id)!;
  expect((await call('PATCH', asset(scripted.id), 'manager', { hasAudio: true, hasVideo: true })).status).toBe(204);
  const attested = await call('POST', `${asset(scripted.id)}/attestations`, 'manager', {
    criterion: '1.2.5',
    status: 'not_applicable',
    reason: 'no_meaningful_visuals',
  });
  expect(attested.status).toBe(201);
  const excepted = await call('PUT', `${asset(other.id)}/exception`, 'admin', { type: 'third_party', note: NOTE });
  expect(excepted.status).toBe(200);
});
afterAll(() => env.close());

const documentOf = async (res: Response) => new JSDOM(await res.text()).window.document;
const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? '');

describe('the HTML report', () => {
  it('is read by every member; another workspace or an unknown one is a 404 in the error shape, none a 401', async () => {
    for (const who of ['admin', 'manager', 'editor', 'viewer'] as const) {
      const res = await call('GET', REPORT, who);
      expect(res.status, who).toBe(200);
      expect(await res.text()).toMatch(/^<!doctype html>/);
    }
    for (const url of [REPORT, '/workspaces/no-such-workspace/compliance/report.html']) {
      const res = await call('GET', url, 'outsider');
      expect(res.status, url).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
    expect((await call('GET', '/workspaces/no-such-workspace/compliance/report.html', 'admin')).status).toBe(404);
    expect((await env.request('GET', REPORT)).status).toBe(401);
  });

  it('is HTML, shown inline, with a policy that allows its own stylesheet and nothing else', async () => {
    const res = await call('GET', REPORT, 'viewer');
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^inline; filename="compliance-demo-university-\d{4}-\d\d-\d\d\.html"$/,
    );
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+={0,2}';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const doc = await documentOf(res);
    expect(doc.querySelectorAll('script, link, img, iframe, [style]')).toHaveLength(0);
    // The same policy travels with the document when the page opens it from a blob: URL, which has no headers.
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
    expect(csp.startsWith(`${meta};`)).toBe(true);
    const style = doc.querySelectorAll('style');
    expect(style).toHaveLength(1);
    const hash = createHash('sha256').update(style[0]!.textContent!).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });

  it('escapes every value: a file titled like a script, an exception note with quotes and markup', async () => {
    const text = await (await call('GET', REPORT, 'viewer')).text();
    expect(text).not.toContain(SCRIPT_TITLE);
    expect(text).not.toContain('<b>panel</b>');
    expect(text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const doc = new JSDOM(text).window.document;
    expect(doc.querySelectorAll('script, b')).toHaveLength(0);
    expect(texts(doc, 'section.assets tbody th')).toContainEqual(
      expect.stringMatching(/^<script>alert\(1\)<\/script>Library/),
    );
    expect(texts(doc, 'section[aria-labelledby="exceptions"] td')).toContain(NOTE);
  });

  it('names the workspace, target and date, and carries the totals, method, assets, exceptions and attestations', async () => {
    const json = (await (
      await call('GET', `/workspaces/${W}/compliance/report.json`, 'viewer')
    ).json()) as ComplianceReport;
    const doc = await documentOf(await call('GET', REPORT, 'viewer'));
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toMatch(/^Compliance report · Demo University · \d{4}-\d\d-\d\d$/);
    expect(texts(doc, 'h1')).toEqual(['Demo University']);
    const facts = texts(doc, 'header .facts div');
    expect(facts).toContain('Target WCAG 2.2 Level AA');
    expect(doc.querySelector('header time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const { totals } = json;
    expect(facts).toContain(
      `Assets ${totals.assets}: ${totals.conforming} conforming, ${totals.exempt} exempt, ${totals.failing} failing`,
    );
    expect(totals.exempt).toBe(1);
    expect(texts(doc, 'h2')).toEqual([
      'Summary',
      'Method',
      'Evidence chain',
      'Exceptions',
      'Attestations',
      'Assets',
      'Evidence behind each status',
    ]);
    expect(texts(doc, '#method ~ p').join(' ')).toContain('Machine-made captions are never met on their own');
    const rows = doc.querySelectorAll('section.assets tbody tr');
    expect(rows).toHaveLength(totals.assets);
    expect(texts(doc, 'section.assets thead th')).toEqual([
      'Asset',
      'Result',
      expect.stringMatching(/^1\.2\.1/),
      expect.stringMatching(/^1\.2\.2/),
      expect.stringMatching(/^1\.2\.3/),
      expect.stringMatching(/^1\.2\.4/),
      expect.stringMatching(/^1\.2\.5/),
    ]);
    const exceptions = texts(doc, 'section[aria-labelledby="exceptions"] tbody tr');
    expect(exceptions).toEqual([expect.stringContaining('Content posted by a third party')]);
    expect(exceptions[0]).toContain(json.exceptions[0]!.by.name);
    const attestations = texts(doc, 'section[aria-labelledby="attestations"] tbody tr');
    expect(attestations).toEqual([
      expect.stringMatching(new RegExp(`^${escapeRegExp(SCRIPT_TITLE)} 1\\.2\\.5 .*no meaningful visual content`)),
    ]);
  });

  it("shows the evidence chain's head hash and its verification as the verify call gives them", async () => {
    const verify = (await (
      await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'viewer')
    ).json()) as EvidenceVerification;
    expect(verify).toMatchObject({ valid: true, head: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const doc = await documentOf(await call('GET', REPORT, 'viewer'));
    const chain = texts(doc, 'section[aria-labelledby="chain"] .facts div');
    expect(chain).toEqual([
      `Verification Verified: all ${verify.entries} entries match their hashes and each names the one before.`,
      `Entries ${verify.entries}`,
      `Head hash (SHA-256) ${verify.head}`,
    ]);
  });

  it('is built to be read by anyone: captions and scoped headers on every table, headings in order', async () => {
    const doc = await documentOf(await call('GET', REPORT, 'viewer'));
    for (const table of doc.querySelectorAll('table')) expect(table.querySelector('caption')?.textContent).toBeTruthy();
    const unscoped = [...doc.querySelectorAll('th')].filter((th) => !th.getAttribute('scope'));
    expect(unscoped.map((th) => th.textContent)).toEqual([]);
    const levels = [...doc.querySelectorAll('h1, h2, h3')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('is in the OpenAPI document: HTML when it answers, the shared error body when it does not', async () => {
    const doc = (await (await env.request('GET', '/openapi.json')).json()) as {
      paths: Record<string, { get?: { security: unknown; responses: Record<string, { content: object }> } }>;
    };
    const operation = doc.paths['/workspaces/{workspaceId}/compliance/report.html']?.get;
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/html']);
    for (const status of ['401', '403', '404']) {
      expect(operation?.responses[status]?.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
      });
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
