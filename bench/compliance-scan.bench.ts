// A web scan of 500 pages served locally (issue 29: ≤ 2 minutes), on PGlite: the crawl the scan job runs (robots.txt,
// a sitemap, four pages at a time through the guarded outbound client) and the pages' media recorded in the ledger
// as the job records them, 20 pages to a transaction.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { crawl } from '../server/compliance/web-scan/crawl';
import { pageRecorder } from '../server/compliance/web-scan/scan-job';
import { openDatabase } from '../server/db/open-database';
import { workspaces } from '../server/db/schema';
import { createOutboundFetch } from '../server/outbound/outbound-fetch';

const PAGES = 500;
const GOAL_S = 120;

/** A lecture page: a captioned video, an audio with its transcript, a YouTube embed and some prose. */
const page = (i: number) => `<!doctype html><html lang="en"><head><title>Lecture ${i}</title></head><body><main>
  <h1>Lecture ${i}</h1>${'<p>Notes on the topic of this week, with readings and exercises.</p>'.repeat(20)}
  <section><video controls src="/media/${i}.mp4" title="Lecture ${i}"><track kind="captions" srclang="en" src="/media/${i}.vtt"></video></section>
  <section><audio controls src="/media/${i}.mp3" aria-label="Podcast ${i}"></audio><a href="/transcripts/${i}">Transcript</a></section>
  <iframe title="Tour ${i}" src="https://www.youtube.com/embed/tour${i}"></iframe>
  <a href="/lectures/${i + 1}">Next</a></main></body></html>`;

export default async function bench(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const site = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    if (path === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\n');
    if (path === '/sitemap.xml') {
      const urls = Array.from({ length: PAGES }, (_, i) => `<url><loc>${base}/lectures/${i + 1}</loc></url>`);
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`);
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(page(Number(path.split('/').pop())));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  try {
    const { db } = database;
    await db.insert(workspaces).values({ id: 'bench', name: 'Bench', type: 'business' });
    const found = new Set<string>();
    const recorder = pageRecorder(db, 'bench', 'bench-scan', found);
    const started = performance.now();
    const progress = await crawl({
      urls: [`${base}/sitemap.xml`],
      depth: 0,
      fetch: createOutboundFetch({ allowPrivate: true }),
      signal: new AbortController().signal,
      onPage: (url, content) => recorder.add({ url, content }),
      onProgress: async () => {},
    });
    await recorder.flush();
    const seconds = (performance.now() - started) / 1000;
    console.log(`PGlite (load average ${loadavg()[0]!.toFixed(1)}):`);
    console.log(
      `  web scan of ${progress.pagesDone - 1} pages + sitemap, ${found.size} assets recorded, ` +
        `${progress.failures.length} failures: ${seconds.toFixed(1)} s   goal ≤ ${GOAL_S} s`,
    );
  } finally {
    site.close();
    await database.close();
  }
}
