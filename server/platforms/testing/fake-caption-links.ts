import { type FakeServer, startFakeServer } from './fake-server';

/** Stands in for our public caption links in adapter tests: URL-only platforms' fakes fetch from it. */
export interface FakeCaptionLinks extends FakeServer {
  /** A new link serving `text`, as publish-tracks would hand an adapter. */
  link(text: string): string;
  /** The link stops working (expired or tampered): it answers 404, as the real route does. */
  revoke(url: string): void;
}

export async function startFakeCaptionLinks(): Promise<FakeCaptionLinks> {
  const texts = new Map<string, string>();
  const server = await startFakeServer(({ url }) => {
    const text = texts.get(url.pathname);
    return text === undefined
      ? { status: 404, body: { error: { code: 'not_found', message: 'This caption link is not valid' } } }
      : { status: 200, headers: { 'Content-Type': 'text/vtt; charset=utf-8' }, body: text };
  });
  return Object.assign(server, {
    link(text: string) {
      const path = `/api/caption-links/${texts.size + 1}.vtt`;
      texts.set(path, text);
      return `${server.baseUrl}${path}`;
    },
    revoke: (url: string) => void texts.delete(new URL(url).pathname),
  });
}
