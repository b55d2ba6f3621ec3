// Web scans (issue 29, "Finding media on the web"): a scan of pages this test serves finds each kind of media and
// what the page offers beside it, judged by the ledger's rules; robots.txt, 404s and other content are failures
// with reasons; a repeat scan changes nothing; roles, other workspaces and bad bodies.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINISHED_JOB_STATES } from '@shared/schemas/jobs';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import type { ComplianceScan } from '@shared/schemas/compliance-scans';
import { complianceEvidence } from '../db/schema-compliance';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let site: Server;
let base: string;
let libraryAsset: ComplianceAsset;
const requested: string[] = [];
const W = 'demo-university';
const SCANS = `/workspaces/${W}/compliance/scans`;

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });

/** The pages: what a university's site might hold, one kind of media (or failure) each. */
function pages(): Record<string, { type: string; body: string; status?: number }> {
  const html = (title: string, body: string) => ({
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`,
  });
  return {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\n' },
    '/sitemap.xml': {
      type: 'application/xml',
      body:
        '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        ['/lecture', '/podcast', '/embeds', '/private', '/missing', '/notes.pdf']
          .map((p) => `<url><loc>${base}${p}</loc></url>`)
          .join('') +
        '</urlset>',
    },
    '/lecture': html(
      'Lecture page',
      `<main><video controls src="/media/week1.mp4" title="Week 1 lecture">
         <track kind="captions" srclang="en" label="English" src="/media/week1.en.vtt"></video>
       <a href="/more">More lectures</a></main>`,
    ),
    '/more': html('More', '<video controls><source src="/media/week2.webm" type="video/webm"></video>'),
    '/podcast': html(
      'Podcast',
      `<section><h2>Episode 1</h2><audio controls aria-label="Episode 1" src="/media/ep1.mp3"></audio></section>
       <section><h2>Episode 2</h2><audio controls aria-label="Episode 2"><source src="/media/ep2.mp3"></audio>
         <p><a href="/transcripts/ep2.html">Read the transcript</a></p></section>`,
    ),
    '/embeds': html(
      'Embeds',
      `<iframe title="Campus tour" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>
       <p><a href="https://vimeo.com/76979871">Orientation video</a></p>
       <iframe title="From our library" src="${base}/embed/${W}/files/${libraryAsset.fileId}"></iframe>`,
    ),
    '/private': html('Private', '<video src="/media/secret.mp4"></video>'),
    '/notes.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
  };
}

async function ended(scan: ComplianceScan, who: DemoAccount = 'manager', workspace = W): Promise<ComplianceScan> {
  for (;;) {
    const res = await call('GET', `/workspaces/${workspace}/compliance/scans/${scan.id}`, who);
    const now = (await res.json()) as ComplianceScan;
    if (FINISHED_JOB_STATES.includes(now.status)) return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function scanned(body: unknown, who: DemoAccount = 'manager', workspace = W) {
  const res = await call('POST', `/workspaces/${workspace}/compliance/scans`, who, body);
  expect(res.status).toBe(202);
  return ended((await res.json()) as ComplianceScan, who, workspace);
}

async function assets(): Promise<ComplianceAsset[]> {
  const res = await call('GET', `/workspaces/${W}/compliance/assets?limit=100`, 'viewer');
  return ((await res.json()) as { assets: ComplianceAsset[] }).assets;
}
const scanEntries = () =>
  env.database.db
    .select({ details: complianceEvidence.details })
    .from(complianceEvidence)
    .where(and(eq(complianceEvidence.workspaceId, W), eq(complianceEvidence.action, 'scan_result')));

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  libraryAsset = (await assets()).find((a) => a.source === 'library')!;
  site = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    requested.push(path);
    const page = pages()[path];
    res.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/html' });
    res.end(page?.body ?? '<!doctype html><title>Not found</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site?.close();
  await env?.close();
});

describe('web scans', () => {
  let first: ComplianceScan;
  let found: ComplianceAsset[];
  const byUrl = (url: string) => found.find((a) => a.url === url);

  it('scans a sitemap’s pages and reports the pages it could not scan, with why', async () => {
    first = await scanned({ urls: [`${base}/sitemap.xml`] });
    expect(first).toMatchObject({ status: 'succeeded', error: null, depth: 0, pagesDone: 7, pagesTotal: 7 });
    expect(first.finishedAt).not.toBeNull();
    expect(first.failures).toEqual(
      expect.arrayContaining([
        { url: `${base}/private`, reason: 'robots.txt does not allow scanning this page' },
        { url: `${base}/missing`, reason: 'The page answered 404 (not found)' },
        { url: `${base}/notes.pdf`, reason: 'Not an HTML page (application/pdf)' },
      ]),
    );
    expect(first.failures).toHaveLength(3);
    expect(requested).not.toContain('/private');
    expect(requested).not.toContain('/more');
    // Week 1, episodes 1 and 2, YouTube, Vimeo and the library file's embed.
    expect(first.assetsFound).toBe(6);
    found = await assets();
  });

  it('judges a video with a captions track from what the page offers', () => {
    const video = byUrl(`${base}/media/week1.mp4`)!;
    expect(video).toMatchObject({ source: 'web', title: 'Week 1 lecture', pageUrl: `${base}/lecture` });
    expect(video.hasVideo).toBe(true);
    expect(video.criteria['1.2.2']!.status).toBe('met');
    expect(video.criteria['1.2.2']!.evidence.map((e) => e.summary)).toContain(
      'English (en captions), imported; now version 1',
    );
    expect(video.criteria['1.2.5']!.status).toBe('not_met');
    expect(video.conforms).toBe(false);
  });

  it('judges audio by its transcript link: none is not met, one beside it is met', () => {
    const bare = byUrl(`${base}/media/ep1.mp3`)!;
    expect(bare).toMatchObject({ title: 'Episode 1', hasAudio: true, hasVideo: false });
    expect(bare.criteria['1.2.1']!.status).toBe('not_met');
    expect(bare.criteria['1.2.2']!.status).toBe('not_applicable');
    const transcribed = byUrl(`${base}/media/ep2.mp3`)!;
    expect(transcribed.criteria['1.2.1']).toMatchObject({
      status: 'met',
      evidence: [{ type: 'rendition', url: `${base}/transcripts/ep2.html` }],
    });
    expect(transcribed.conforms).toBe(true);
  });

  it('adds platform embeds and links under their platform, unknown until matched, and our embed as the library file', () => {
    const youtube = byUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')!;
    expect(youtube).toMatchObject({ source: 'youtube', title: 'Campus tour', pageUrl: `${base}/embeds` });
    expect(youtube.criteria['1.2.2']!.status).toBe('unknown');
    expect(byUrl('https://vimeo.com/76979871')).toMatchObject({ source: 'vimeo', title: 'Orientation video' });
    const library = found.find((a) => a.id === libraryAsset.id)!;
    expect(library).toMatchObject({ source: 'library', fileId: libraryAsset.fileId, pageUrl: `${base}/embeds` });
    expect(library.criteria).toEqual(libraryAsset.criteria);
    expect(found.filter((a) => a.url?.includes('/embed/'))).toEqual([youtube]);
  });

  it('updates the same assets when scanned again, changing no status', async () => {
    const logged = await scanEntries();
    const entries = logged.length;
    expect(entries).toBe(5);
    // Each new asset's entry names the scan and the page it was found on.
    expect(logged.map((e) => e.details).every((d) => d.scanId === first.id && `${d.pageUrl}`.startsWith(base))).toBe(
      true,
    );
    const again = await scanned({ urls: [`${base}/sitemap.xml`] });
    expect(again).toMatchObject({ status: 'succeeded', pagesDone: 7, assetsFound: 6 });
    const now = await assets();
    expect(now.map((a) => a.id).sort()).toEqual(found.map((a) => a.id).sort());
    const video = now.find((a) => a.url === `${base}/media/week1.mp4`)!;
    expect(video.lastSeenAt >= byUrl(`${base}/media/week1.mp4`)!.lastSeenAt).toBe(true);
    expect(await scanEntries()).toHaveLength(entries);
  });

  it('follows same-site links to the depth asked', async () => {
    const deeper = await scanned({ urls: [`${base}/lecture`], depth: 1 });
    expect(deeper).toMatchObject({ pagesDone: 2, assetsFound: 2, failures: [] });
    const more = (await assets()).find((a) => a.url === `${base}/media/week2.webm`)!;
    expect(more).toMatchObject({ title: 'More', pageUrl: `${base}/more` });
    expect(more.criteria['1.2.2']!.status).toBe('not_met');
  });

  it('lists recent scans, newest first', async () => {
    const res = await call('GET', SCANS, 'viewer');
    expect(res.status).toBe(200);
    const { scans } = (await res.json()) as { scans: ComplianceScan[] };
    expect(scans.map((s) => s.urls)).toEqual([[`${base}/lecture`], [`${base}/sitemap.xml`], [`${base}/sitemap.xml`]]);
  });

  it('lets admins and content managers scan; others 403, outsiders and other workspaces 404', async () => {
    const body = { urls: [`${base}/podcast`] };
    for (const who of ['viewer', 'editor'] as const) expect((await call('POST', SCANS, who, body)).status).toBe(403);
    expect((await call('POST', SCANS, 'outsider', body)).status).toBe(404);
    expect((await call('GET', `${SCANS}/${first.id}`, 'outsider')).status).toBe(404);
    expect((await call('GET', SCANS, 'outsider')).status).toBe(404);
    const theirs = await scanned(body, 'outsider', 'other-co');
    expect(theirs.assetsFound).toBe(2);
    expect((await call('GET', `${SCANS}/${theirs.id}`, 'admin')).status).toBe(404);
    expect((await call('GET', `/workspaces/other-co/compliance/scans/${first.id}`, 'outsider')).status).toBe(404);
    expect((await scanned(body, 'admin')).status).toBe('succeeded');
  });

  it('refuses bad addresses and bodies with 400', async () => {
    const bad = [
      {},
      { urls: [] },
      { urls: ['not a url'] },
      { urls: ['ftp://example.org/file'] },
      { urls: ['https://user:secret@example.org/'] },
      { urls: Array.from({ length: 101 }, (_, i) => `https://example.org/${i}`) },
      { urls: ['https://example.org/'], depth: 3 },
      { urls: ['https://example.org/'], schedule: 'weekly' },
    ];
    for (const body of bad) {
      const res = await call('POST', SCANS, 'admin', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
  });
});
