// A unit-level fake of the public embed API for browser tests: `window.fetch` answers with shapes that
// follow shared/schemas/embed.ts, built from the real demo transcripts in server/seed/demo-media.
import type { Cue, EmbedFile, EmbedShowcase, EmbedTrack, ShowcaseSearchResponse } from '../../shared/schemas/embed';

export const API = 'https://api.test/api';
export const WORKSPACE = 'demo-university';
const MEDIA = '/server/seed/demo-media';

interface DemoManifest {
  name: string;
  description: string;
  durationMs: number;
  tracks: { language: string; kind: EmbedTrack['kind']; label: string; cues: Omit<Cue, 'id'>[] }[];
}

export interface FakeApi {
  calls: { method: string; url: string; body: unknown }[];
  files: Map<string, EmbedFile>;
  tracks: Map<string, EmbedTrack>;
  showcase: EmbedShowcase;
  /** Answers the next POST instead of 201 (status, body, headers). */
  nextPost: { status: number; body?: unknown; headers?: Record<string, string> } | null;
  /** Paths that answer 404 like an unknown or unpublished id. */
  missing: Set<string>;
  /** When true, every request fails like a network error. */
  offline: boolean;
  restore(): void;
}

const realFetch = window.fetch.bind(window);

export async function demoFile(slug: string): Promise<{ file: EmbedFile; tracks: EmbedTrack[] }> {
  const manifest = (await (await realFetch(`${MEDIA}/${slug}.json`)).json()) as DemoManifest;
  const tracks = manifest.tracks.map((t) => ({
    id: `${slug}-${t.language}-${t.kind}`,
    language: t.language,
    kind: t.kind,
    cues: t.cues.map((c, i) => ({ ...c, id: `c${i + 1}` })),
  }));
  const file: EmbedFile = {
    id: slug,
    name: manifest.name,
    description: manifest.description,
    media: { type: 'url', url: `${MEDIA}/${slug}.opus`, mimeType: 'audio/ogg' },
    durationMs: manifest.durationMs,
    options: { search: true, downloads: true, suggestions: true, requests: true, accentColor: '#0b57d0' },
    tracks: manifest.tracks.map((t) => ({
      id: `${slug}-${t.language}-${t.kind}`,
      language: t.language,
      kind: t.kind,
      label: t.label,
    })),
  };
  return { file, tracks };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const notFound = () => json(404, { error: { code: 'not_found', message: 'Not found' } });

export async function installFakeApi(slugs = ['jfk-rice-moon-speech', 'apollo-11-eagle-has-landed']): Promise<FakeApi> {
  const files = new Map<string, EmbedFile>();
  const tracks = new Map<string, EmbedTrack>();
  for (const slug of slugs) {
    const demo = await demoFile(slug);
    files.set(slug, demo.file);
    for (const t of demo.tracks) tracks.set(t.id, t);
  }
  const showcase: EmbedShowcase = {
    id: 'welcome-week',
    title: 'Welcome Week',
    description: 'Talks for new students.',
    options: { search: true, downloads: true, suggestions: true, requests: true, accentColor: '#0b57d0' },
    files: [...files.values()].map((f) => ({
      id: f.id,
      name: f.name,
      durationMs: f.durationMs,
      thumbnailUrl: `${MEDIA}/${f.id}.svg`,
      languages: [...new Set(f.tracks.map((t) => t.language))],
      kinds: [...new Set(f.tracks.map((t) => t.kind))],
    })),
  };
  const fake: FakeApi = {
    calls: [],
    files,
    tracks,
    showcase,
    nextPost: null,
    missing: new Set(),
    offline: false,
    restore: () => {
      window.fetch = realFetch;
    },
  };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.href.startsWith(API)) return realFetch(input, init);
    const method = init?.method ?? 'GET';
    fake.calls.push({ method, url: url.href, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (fake.offline) throw new TypeError('Failed to fetch');
    const path = url.pathname.replace(/^\/api/, '');
    if (fake.missing.has(path)) return notFound();
    const parts = path.split('/').slice(1);
    // embed/workspaces/:w/(showcases/:s[/search] | files/:f[/tracks/:t | /corrections | /requests])
    if (parts[0] !== 'embed' || parts[1] !== 'workspaces' || parts[2] !== WORKSPACE) return notFound();
    if (parts[3] === 'showcases' && parts[4] === showcase.id) {
      if (parts[5] === 'search') return json(200, search(url.searchParams));
      return json(200, showcase);
    }
    const file = parts[3] === 'files' ? files.get(parts[4] ?? '') : undefined;
    if (!file) return notFound();
    if (method === 'POST') {
      const answer = fake.nextPost ?? { status: 201, body: { id: 'x1', status: 'pending' } };
      fake.nextPost = null;
      return json(answer.status, answer.body, answer.headers);
    }
    if (parts[5] === 'tracks') {
      const track = tracks.get(parts[6] ?? '');
      return track ? json(200, track) : notFound();
    }
    return json(200, file);
  };

  function search(params: URLSearchParams): ShowcaseSearchResponse {
    const q = (params.get('q') ?? '').toLowerCase();
    const hits = [...tracks.values()]
      .filter((t) => t.kind === 'captions')
      .flatMap((t) =>
        t.cues
          .filter((c) => c.text.toLowerCase().includes(q))
          .map((c) => {
            const at = c.text.toLowerCase().indexOf(q);
            const snippet = `${c.text.slice(0, at)}<mark>${c.text.slice(at, at + q.length)}</mark>${c.text.slice(at + q.length)}`;
            return { fileId: t.id.split('-en-')[0]!, trackId: t.id, cueId: c.id, startMs: c.startMs, snippet };
          }),
      );
    const limit = Number(params.get('limit') ?? 20);
    const start = Number(params.get('cursor') ?? 0);
    const page = hits.slice(start, start + limit);
    return { hits: page, nextCursor: start + limit < hits.length ? String(start + limit) : null };
  }

  return fake;
}

/** Resolves when `target` dispatches `name`; fails the test after `ms`. */
export function nextEvent<T = unknown>(target: EventTarget, name: string, ms = 5000): Promise<CustomEvent<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${name} event within ${ms} ms`)), ms);
    target.addEventListener(
      name,
      (event) => {
        clearTimeout(timer);
        resolve(event as CustomEvent<T>);
      },
      { once: true },
    );
  });
}

/** Polls until `check` returns a truthy value. */
export async function until<T>(check: () => T, what: string, ms = 5000): Promise<NonNullable<T>> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
