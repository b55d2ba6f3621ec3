import { SCAN_LIMITS, type ScanFailure } from '@shared/schemas/compliance-scans';
import { OutboundError, type OutboundFetch } from '../../outbound/outbound-fetch';
import { pageContent, type PageContent } from './find-media';
import { parsedDocument } from './html-document';
import { robotsRules } from './robots';
import { sitemapEntries } from './sitemap';

// One scan's walk over pages: the given addresses (pages or sitemaps), then same-site links to `depth`. Bounded in
// pages, bytes and time per page; robots.txt honoured; every request through the guarded outbound client.

export interface CrawlOptions {
  urls: string[];
  depth: number;
  fetch: OutboundFetch;
  signal: AbortSignal;
  maxPages?: number;
  /** Called with each page scanned; the scan records what it offers. */
  onPage(url: string, content: PageContent): Promise<void>;
  onProgress(progress: CrawlProgress): Promise<void>;
}

export interface CrawlProgress {
  pagesDone: number;
  pagesTotal: number;
  failures: ScanFailure[];
}

const PAGE_TIMEOUT_MS = 20_000;
const PAGE_MAX_BYTES = 5 * 1024 * 1024;
const ROBOTS_MAX_BYTES = 500 * 1024;
/** Pages fetched at once: a polite load on one site, and time enough for 500 pages. */
const CONCURRENCY = 4;
const MAX_SITEMAPS = 20;
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const XML_TYPES = ['application/xml', 'text/xml'];

type Fetched = { type: 'html' | 'xml'; text: string; url: string } | { type: 'failed'; reason: string };
interface Target {
  url: string;
  depth: number;
  /** A given address may be a sitemap; listed pages and links must be HTML. */
  given: boolean;
}

/** Walks the pages; answers the final progress. Throws only when `signal` aborts. */
export async function crawl(options: CrawlOptions): Promise<CrawlProgress> {
  const maxPages = options.maxPages ?? SCAN_LIMITS.pages;
  const sites = new Set(options.urls.map((u) => new URL(u).origin));
  const robots = new Map<string, Promise<(path: string) => boolean>>();
  const seen = new Set<string>();
  const queue: Target[] = [];
  const progress: CrawlProgress = { pagesDone: 0, pagesTotal: 0, failures: [] };
  let overLimit = 0;
  let sitemaps = 0;

  const fail = (url: string, reason: string) => {
    if (progress.failures.length < SCAN_LIMITS.failures) progress.failures.push({ url, reason });
  };
  let pages = 0;
  const enqueue = (url: string, depth: number, given = false) => {
    const key = normalised(url);
    if (!key || seen.has(key)) return;
    seen.add(key);
    if (!sites.has(new URL(key).origin)) return fail(key, 'Not on the same site as the addresses given');
    // Sitemaps (bounded apart) do not count against the pages.
    const sitemap = given && new URL(key).pathname.endsWith('.xml');
    if (!sitemap && pages >= maxPages) {
      if (overLimit++ === 0) fail(key, `Not scanned: a scan reads at most ${maxPages} pages`);
      return;
    }
    if (!sitemap) pages += 1;
    progress.pagesTotal += 1;
    queue.push({ url: key, depth, given });
  };
  const allowed = (url: URL) => {
    let rules = robots.get(url.origin);
    if (!rules) robots.set(url.origin, (rules = robotsOf(url.origin, options)));
    return rules.then((isAllowed) => isAllowed(url.pathname + url.search));
  };

  const visit = async (target: Target) => {
    const url = new URL(target.url);
    if (!(await allowed(url))) return fail(target.url, 'robots.txt does not allow scanning this page');
    const fetched = await fetchPage(target.url, options);
    if (fetched.type === 'failed') return fail(target.url, fetched.reason);
    if (fetched.type === 'xml') {
      const listed = target.given ? sitemapEntries(fetched.text) : null;
      if (!listed) return fail(target.url, 'Not an HTML page or a sitemap');
      for (const page of listed.pages) enqueue(page, target.depth);
      for (const map of listed.sitemaps) {
        if (sitemaps++ < MAX_SITEMAPS) enqueue(map, target.depth, true);
      }
      return;
    }
    const content = pageContent(await parsedDocument(fetched.text, fetched.url));
    await options.onPage(fetched.url, content);
    if (target.depth > 0) for (const link of content.links) enqueue(link, target.depth - 1);
  };

  for (const url of options.urls) enqueue(url, options.depth, true);
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      options.signal.throwIfAborted();
      await visit(target);
      progress.pagesDone += 1;
      await options.onProgress(progress);
    }
  };
  // Workers that find the queue empty end; links found later are taken by those still running.
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (overLimit > 1) {
    const note = progress.failures.find((f) => f.reason.startsWith('Not scanned: a scan reads at most'));
    if (note) note.reason = `Not scanned: a scan reads at most ${maxPages} pages (${overLimit} more were found)`;
  }
  return progress;
}

/** The address without its fragment, or null when it is not an http(s) address. */
function normalised(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

async function fetchPage(url: string, options: CrawlOptions): Promise<Fetched> {
  try {
    const response = await options.fetch(url, {
      signal: options.signal,
      timeoutMs: PAGE_TIMEOUT_MS,
      maxBytes: PAGE_MAX_BYTES,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.5' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { type: 'failed', reason: `The page answered ${response.status}${statusWords(response.status)}` };
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const kind = HTML_TYPES.includes(type) ? 'html' : XML_TYPES.includes(type) || type.endsWith('+xml') ? 'xml' : null;
    if (!kind) {
      await response.body?.cancel();
      return { type: 'failed', reason: `Not an HTML page (${type || 'no content type'})` };
    }
    return { type: kind, text: await response.text(), url: response.url || url };
  } catch (error) {
    options.signal.throwIfAborted();
    if (error instanceof OutboundError) return { type: 'failed', reason: error.message };
    return { type: 'failed', reason: 'The page could not be read' };
  }
}

const statusWords = (status: number) =>
  status === 404 || status === 410 ? ' (not found)' : status === 401 || status === 403 ? ' (not public)' : '';

/** The site's robots.txt rules; a missing or unreadable one allows everything, as crawlers take it. */
async function robotsOf(origin: string, options: CrawlOptions): Promise<(path: string) => boolean> {
  try {
    const response = await options.fetch(`${origin}/robots.txt`, {
      signal: options.signal,
      timeoutMs: PAGE_TIMEOUT_MS,
      maxBytes: ROBOTS_MAX_BYTES,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return () => true;
    }
    return robotsRules(await response.text());
  } catch {
    options.signal.throwIfAborted();
    return () => true;
  }
}
