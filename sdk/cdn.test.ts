import { expect } from '@esm-bundle/chai';
import { API, installFakeApi, nextEvent } from './testing/fake-embed-api';

// Runs against the built CDN files, as a customer's page loads them (`npm run build:sdk` first).
const DIST = '/dist/sdk/';
const KB = 1024;

async function gzipSize(url: string): Promise<number> {
  const body = (await fetch(url)).body!.pipeThrough(new CompressionStream('gzip'));
  return (await new Response(body).arrayBuffer()).byteLength;
}

/** Every module `entry` pulls in: static imports, and with `dynamic` the lazy chunks too. */
async function graph(entry: string, dynamic: boolean): Promise<Set<string>> {
  const seen = new Set<string>();
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = await (await fetch(url)).text();
    const pattern = dynamic
      ? /\bimport\s*(?:[\w$*{}\s,]+from\s*)?\(?\s*["'`]([^"'`]+\.js)["'`]/g
      : /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'`]([^"'`]+\.js)["'`]/g;
    for (const [, spec] of code.matchAll(pattern)) await visit(new URL(spec!, new URL(url, location.href)).pathname);
  };
  await visit(entry);
  return seen;
}

const total = async (urls: Iterable<string>) => (await Promise.all([...urls].map(gzipSize))).reduce((a, b) => a + b, 0);

describe('built media-access.js', () => {
  it('defines both elements, and loading it twice keeps working', async () => {
    const url = `${DIST}media-access.js`;
    await import(/* @vite-ignore */ url);
    expect(customElements.get('transcript-embed')).to.be.a('function');
    // The showcase's module loads once the page uses the tag.
    expect(customElements.get('showcase-embed')).to.equal(undefined);
    document.body.append(document.createElement('showcase-embed'));
    expect(await customElements.whenDefined('showcase-embed')).to.be.a('function');
    document.body.replaceChildren();
    await import(/* @vite-ignore */ `${url}?again`);
    const el = document.createElement('transcript-embed');
    document.body.append(el);
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(el.shadowRoot?.querySelector('[part="heading"]')?.textContent).to.equal('Transcript');
  });

  it('shows a transcript from the API with the built file', async () => {
    const api = await installFakeApi();
    try {
      await import(/* @vite-ignore */ `${DIST}media-access.js`);
      const ready = nextEvent<{ cueCount: number }>(document, 'transcript-embed:ready');
      document.body.innerHTML = `<transcript-embed workspace-id="demo-university" file-id="jfk-rice-moon-speech" api-base="${API}"></transcript-embed>`;
      expect((await ready).detail.cueCount).to.equal(13);
    } finally {
      api.restore();
      document.body.replaceChildren();
    }
  });

  it('the classic-script loader injects the module next to itself', async () => {
    const script = document.createElement('script');
    script.src = `${DIST}media-access-loader.js`;
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
    document.body.append(script);
    await loaded;
    const module = script.nextElementSibling as HTMLScriptElement;
    expect(module.type).to.equal('module');
    expect(new URL(module.src).pathname).to.equal(`${DIST}media-access.js`);
  });

  it('stays within budget: ≤ 24 KB gzip for a synced transcript, ≤ 45 KB gzip for everything a viewer can load', async () => {
    const critical = await total(await graph(`${DIST}media-access.js`, false));
    const everything = await graph(`${DIST}media-access.js`, true);
    for (const extra of await graph(`${DIST}embed.js`, true)) everything.add(extra);
    everything.add(`${DIST}media-access-loader.js`);
    everything.add(`${DIST}iframe-resize.js`);
    // A viewer loads one language's catalogue, never five: everything else, with the largest catalogue.
    const catalogues = [...everything].filter((url) => /\/chunks\/(es|fr|de|pt|ar)-[\w-]+\.js$/.test(url));
    expect(catalogues).to.have.length(5);
    const sizes = await Promise.all(catalogues.map(gzipSize));
    for (const url of catalogues) everything.delete(url);
    const all = (await total(everything)) + Math.max(...sizes);
    console.log(
      `SDK gzip: critical path ${(critical / KB).toFixed(1)} KB, everything ${(all / KB).toFixed(1)} KB with one of five catalogues (${sizes.map((n) => (n / KB).toFixed(1)).join(', ')} KB)`,
    );
    expect(critical).to.be.at.most(24 * KB);
    expect(all).to.be.at.most(45 * KB);
    expect(everything.size).to.be.greaterThan(5);
  });
});
