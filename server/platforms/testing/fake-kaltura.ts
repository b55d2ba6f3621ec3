import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';

// A fake of the Kaltura API v3 subset the adapter uses (https://developer.kaltura.com/api-docs/service):
// form-encoded POSTs to /api_v3/service/<service>/action/<action> with format=1, answers as JSON, errors as
// HTTP 200 KalturaAPIException bodies as the real service gives them.

export interface FakeEntry {
  id: string;
  name: string;
  description: string;
  msDuration: number;
  createdAt: number;
  categoryIds: string[];
}

export interface FakeCaptionAsset {
  id: string;
  entryId: string;
  language: string;
  label: string;
  format: string;
  content: string;
}

export interface FakeKaltura extends FakeServer {
  partnerId: string;
  adminSecret: string;
  entries: FakeEntry[];
  categories: { id: number; name: string }[];
  captionAssets: FakeCaptionAsset[];
  sessions: Set<string>;
  /** Every session (ks) expires. */
  expireSessions(): void;
  /** The admin secret is regenerated in the Kaltura console: session.start refuses the stored one. */
  regenerateSecret(): void;
}

/**
 * A 3.6 s 8 kHz 8-bit mono WAV whose every byte is below 0x80, so it survives the fake's text body unchanged: the
 * media every entry downloads as.
 */
export function fakeMediaWav(): string {
  const samples = 0x7000;
  const le = (value: number, bytes: number) =>
    String.fromCharCode(...Array.from({ length: bytes }, (_, i) => (value >> (8 * i)) & 0xff));
  const header =
    `RIFF${le(36 + samples, 4)}WAVEfmt ${le(16, 4)}${le(1, 2)}${le(1, 2)}${le(8000, 4)}${le(8000, 4)}` +
    `${le(1, 2)}${le(8, 2)}data${le(samples, 4)}`;
  const data = Array.from({ length: samples }, (_, i) => String.fromCharCode(0x40 + (i % 64))).join('');
  return header + data;
}

const LANGUAGE_CODES: Record<string, string> = { English: 'en', French: 'fr', Spanish: 'es', German: 'de' };

/** A JSON string answer (format=1 sends a session or URL as `"…"`). */
const jsonString = (value: string): FakeAnswer => ({
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(value),
});

const exception = (code: string, message: string): FakeAnswer => ({
  status: 200,
  body: { objectType: 'KalturaAPIException', code, message, args: [] },
});

function fixtures(entryCount: number) {
  const entries: FakeEntry[] = Array.from({ length: entryCount }, (_, i) => ({
    id: `1_entry${i + 1}`,
    name: `Seminar ${i + 1}`,
    description: `Recorded seminar ${i + 1}`,
    msDuration: (i + 1) * 61_000,
    createdAt: 1_767_000_000 + i * 86_400,
    categoryIds: i < 2 ? ['101'] : [],
  }));
  const captionAssets: FakeCaptionAsset[] = [
    {
      id: '1_capEn',
      entryId: '1_entry1',
      language: 'English',
      label: 'English',
      format: '1',
      content: '1\n00:00:00,000 --> 00:00:02,000\nWelcome\n',
    },
  ];
  return { entries, captionAssets, categories: [{ id: 101, name: 'Seminars 2026' }] };
}

/** Starts the fake: five entries by default (the first two in one category), one English SRT caption on the first. */
export async function startFakeKaltura(options: { entryCount?: number; port?: number } = {}): Promise<FakeKaltura> {
  const { entries, captionAssets, categories } = fixtures(options.entryCount ?? 5);
  const partnerId = '1234567';
  const state = { adminSecret: 'fake-admin-secret' };
  const sessions = new Set<string>(['djJ8MTIzNDU2N3xfake-initial-ks']);
  let baseUrl = '';

  const entryObject = (e: FakeEntry) => ({
    objectType: 'KalturaMediaEntry',
    id: e.id,
    name: e.name,
    description: e.description,
    partnerId: Number(partnerId),
    duration: Math.round(e.msDuration / 1000),
    msDuration: e.msDuration,
    thumbnailUrl: `https://cfvod.kaltura.com/p/${partnerId}/thumbnail/entry_id/${e.id}/version/100001`,
    createdAt: e.createdAt,
    categoriesIds: e.categoryIds.join(','),
    mediaType: 1,
  });
  const captionObject = (c: FakeCaptionAsset) => ({
    objectType: 'KalturaCaptionAsset',
    id: c.id,
    entryId: c.entryId,
    language: c.language,
    languageCode: LANGUAGE_CODES[c.language] ?? c.language,
    label: c.label,
    format: c.format,
    status: 2,
  });
  const list = (objectType: string, objects: unknown[], totalCount = objects.length) => ({
    status: 200,
    body: { objectType, objects, totalCount },
  });

  function call(service: string, action: string, p: URLSearchParams): FakeAnswer | undefined {
    if (p.get('format') !== '1') return undefined;
    if (service === 'session' && action === 'start') {
      if (p.get('secret') !== state.adminSecret || p.get('partnerId') !== partnerId || p.get('type') !== '2') {
        return exception('START_SESSION_ERROR', `Error while starting session for partner [${partnerId}]`);
      }
      const ks = `djJ8${randomBytes(8).toString('hex')}`;
      sessions.add(ks);
      return jsonString(ks);
    }
    if (!sessions.has(p.get('ks') ?? '')) return exception('INVALID_KS', 'Invalid KS "" Error "-1,INVALID_STR"');
    if (service === 'media' && action === 'list' && p.get('filter:objectType') === 'KalturaMediaEntryFilter') {
      const category = p.get('filter:categoriesIdsMatchOr');
      const text = p.get('filter:freeText')?.toLowerCase();
      const found = entries
        .filter((e) => !category || e.categoryIds.includes(category))
        .filter((e) => !text || `${e.name} ${e.description}`.toLowerCase().includes(text));
      const size = Math.min(Number(p.get('pager:pageSize') ?? 30), 500);
      const index = Number(p.get('pager:pageIndex') ?? 1);
      return list(
        'KalturaMediaListResponse',
        found.slice((index - 1) * size, index * size).map(entryObject),
        found.length,
      );
    }
    if (service === 'media' && action === 'get') {
      const entry = entries.find((e) => e.id === p.get('entryId'));
      return entry
        ? { status: 200, body: entryObject(entry) }
        : exception('ENTRY_ID_NOT_FOUND', `Entry id "${p.get('entryId')}" not found`);
    }
    if (service === 'category' && action === 'list') {
      const objects = categories.map((c) => ({
        objectType: 'KalturaCategory',
        id: c.id,
        name: c.name,
        fullName: c.name,
        entriesCount: entries.filter((e) => e.categoryIds.includes(String(c.id))).length,
      }));
      return list('KalturaCategoryListResponse', objects);
    }
    if (service === 'flavorasset' && action === 'list') {
      const entryId = p.get('filter:entryIdEqual');
      if (!entries.some((e) => e.id === entryId)) return list('KalturaFlavorAssetListResponse', []);
      return list('KalturaFlavorAssetListResponse', [
        {
          objectType: 'KalturaFlavorAsset',
          id: `${entryId}_flavor0`,
          entryId,
          isOriginal: true,
          bitrate: 2500,
          status: 2,
        },
      ]);
    }
    if (service === 'flavorasset' && action === 'geturl') {
      return jsonString(`${baseUrl}/p/${partnerId}/download/${p.get('id')}.mp4`);
    }
    if (service === 'caption_captionasset' && action === 'list') {
      return list(
        'KalturaCaptionAssetListResponse',
        captionAssets.filter((c) => c.entryId === p.get('filter:entryIdEqual')).map(captionObject),
      );
    }
    if (service === 'caption_captionasset' && action === 'geturl') {
      const asset = captionAssets.find((c) => c.id === p.get('id'));
      if (!asset) return exception('CAPTION_ASSET_ID_NOT_FOUND', `Caption asset id "${p.get('id')}" not found`);
      return jsonString(
        `${baseUrl}/api_v3/index.php/service/caption_captionAsset/action/serve/captionAssetId/${asset.id}`,
      );
    }
    if (service === 'caption_captionasset' && action === 'add') {
      const entryId = p.get('entryId') ?? '';
      if (!entries.some((e) => e.id === entryId))
        return exception('ENTRY_ID_NOT_FOUND', `Entry id "${entryId}" not found`);
      const asset: FakeCaptionAsset = {
        id: `1_cap${randomBytes(4).toString('hex')}`,
        entryId,
        language: p.get('captionAsset:language') ?? '',
        label: p.get('captionAsset:label') ?? '',
        format: p.get('captionAsset:format') ?? '1',
        content: '',
      };
      captionAssets.push(asset);
      return { status: 200, body: captionObject(asset) };
    }
    if (service === 'caption_captionasset' && action === 'setcontent') {
      const asset = captionAssets.find((c) => c.id === p.get('id'));
      if (!asset) return exception('CAPTION_ASSET_ID_NOT_FOUND', `Caption asset id "${p.get('id')}" not found`);
      if (p.get('contentResource:objectType') !== 'KalturaStringResource') return undefined;
      asset.content = p.get('contentResource:content') ?? '';
      return { status: 200, body: captionObject(asset) };
    }
    return undefined;
  }

  const server = await startFakeServer((request: FakeRequest) => {
    // A flavor's download address (what flavorAsset.getUrl gives): every entry's media is the same short clip.
    if (request.method === 'GET' && request.url.pathname.startsWith(`/p/${partnerId}/download/`)) {
      return { status: 200, headers: { 'Content-Type': 'audio/wav' }, body: fakeMediaWav() };
    }
    const serve = /^\/api_v3\/index\.php\/service\/caption_captionAsset\/action\/serve\/captionAssetId\/([^/]+)$/.exec(
      request.url.pathname,
    );
    if (request.method === 'GET' && serve) {
      const asset = captionAssets.find((c) => c.id === serve[1]);
      return asset ? { status: 200, headers: { 'Content-Type': 'text/plain' }, body: asset.content } : undefined;
    }
    const route = /^\/api_v3\/service\/([^/]+)\/action\/([^/]+)$/.exec(request.url.pathname);
    if (request.method !== 'POST' || !route) return undefined;
    // Kaltura's service and action names are case-insensitive.
    return call(route[1]!.toLowerCase(), route[2]!.toLowerCase(), new URLSearchParams(request.body));
  }, options);
  baseUrl = server.baseUrl;
  return Object.assign(server, {
    partnerId,
    get adminSecret() {
      return state.adminSecret;
    },
    entries,
    categories,
    captionAssets,
    sessions,
    expireSessions: () => sessions.clear(),
    regenerateSecret: () => {
      state.adminSecret = randomBytes(8).toString('hex');
    },
  });
}
