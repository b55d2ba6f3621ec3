import { DOMParser } from '@xmldom/xmldom';

// Sitemaps (sitemaps.org): a `<urlset>` lists pages, a `<sitemapindex>` lists further sitemaps.

export interface Sitemap {
  pages: string[];
  sitemaps: string[];
}

/** The addresses a sitemap lists, or null when the text is not a sitemap. */
export function sitemapEntries(xml: string): Sitemap | null {
  let failed = false;
  const refuse = () => {
    failed = true;
  };
  const doc = new DOMParser({ errorHandler: { warning: () => {}, error: refuse, fatalError: refuse } }).parseFromString(
    xml,
    'text/xml',
  );
  const root = doc.documentElement;
  if (failed || !root) return null;
  const locs = (parent: string) =>
    Array.from(root.getElementsByTagNameNS('*', parent)).flatMap((entry) => {
      const loc = entry.getElementsByTagNameNS('*', 'loc')[0]?.textContent?.trim();
      return loc ? [loc] : [];
    });
  if (root.localName === 'urlset') return { pages: locs('url'), sitemaps: [] };
  if (root.localName === 'sitemapindex') return { pages: [], sitemaps: locs('sitemap') };
  return null;
}
