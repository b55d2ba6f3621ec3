import type { AssetSource } from '@shared/compliance/criteria';

// Which media platform an address plays on, and the item's id there, for the platforms a page may embed or link.

export interface PlatformItem {
  source: Exclude<AssetSource, 'library' | 'web'>;
  itemId: string;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
/** The path segment after `name` (`/embed/ID` → ID). */
const after = (url: URL, name: string) => {
  const parts = url.pathname.split('/').filter(Boolean);
  const index = parts.indexOf(name);
  return index >= 0 ? (parts[index + 1] ?? null) : null;
};
const valid = (id: string | null | undefined) => (id && ID.test(id) ? id : null);

type Reader = (url: URL, host: string) => string | null;

const READERS: [PlatformItem['source'], (host: string) => boolean, Reader][] = [
  [
    'youtube',
    (h) => hostIs(h, 'youtube.com') || hostIs(h, 'youtube-nocookie.com') || h === 'youtu.be',
    (url, host) =>
      host === 'youtu.be'
        ? url.pathname.split('/')[1]!
        : (url.searchParams.get('v') ?? after(url, 'embed') ?? after(url, 'shorts') ?? after(url, 'live')),
  ],
  ['vimeo', (h) => hostIs(h, 'vimeo.com'), (url) => url.pathname.split('/').find((part) => /^\d+$/.test(part)) ?? null],
  [
    'kaltura',
    (h) => hostIs(h, 'kaltura.com'),
    (url) => url.searchParams.get('entry_id') ?? url.searchParams.get('entryId') ?? after(url, 'entry_id'),
  ],
  [
    'panopto',
    (h) => hostIs(h, 'panopto.com') || hostIs(h, 'panopto.eu'),
    (url) => (/\/(viewer|embed)\.aspx$/i.test(url.pathname) ? url.searchParams.get('id') : null),
  ],
  ['brightcove', (h) => hostIs(h, 'brightcove.net'), (url) => url.searchParams.get('videoId')],
  [
    'wistia',
    (h) => hostIs(h, 'wistia.com') || hostIs(h, 'wistia.net') || h === 'wi.st',
    (url) => after(url, 'medias') ?? after(url, 'iframe'),
  ],
  ['box', (h) => hostIs(h, 'box.com'), (url) => after(url, 's') ?? after(url, 'file')],
  ['googledrive', (h) => h === 'drive.google.com', (url) => after(url, 'd') ?? url.searchParams.get('id')],
];

/** The platform item an address plays, or null when it is not one of the platforms' media addresses. */
export function platformItemOf(url: URL): PlatformItem | null {
  const host = url.hostname.toLowerCase();
  for (const [source, matches, read] of READERS) {
    if (!matches(host)) continue;
    const itemId = valid(read(url, host));
    return itemId ? { source, itemId } : null;
  }
  return null;
}
