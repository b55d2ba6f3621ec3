import { expect } from '@esm-bundle/chai';
import { API, installFakeApi, nextEvent, until, type FakeApi } from '../testing/fake-embed-api';
import { fixture } from '../testing/fixture';
import { choose, openSearch } from '../testing/toolbar';
import '../transcript-embed/transcript-embed';
import type { TranscriptEmbed } from '../transcript-embed/transcript-embed.component';

const JFK = 'jfk-rice-moon-speech';
const BEACON_URL = `${API}/embed/workspaces/demo-university/beacon`;

let api: FakeApi;
let sent: { url: string; events: { type: string; fileId: string; at: string }[] }[];
const navigatorStubs: string[] = [];
/** Replaces a navigator property for this test only. */
function stubNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
  navigatorStubs.push(name);
}

beforeEach(async () => {
  api = await installFakeApi();
  sent = [];
  stubNavigator('sendBeacon', (url: string, body: string) => {
    sent.push({ url, events: (JSON.parse(body) as { events: never[] }).events });
    return true;
  });
});
afterEach(() => {
  api.restore();
  document.body.replaceChildren();
  for (const name of navigatorStubs.splice(0)) delete (navigator as unknown as Record<string, unknown>)[name];
});

async function loaded(extra = ''): Promise<TranscriptEmbed> {
  const ready = nextEvent(document, 'transcript-embed:ready');
  const el = await fixture<TranscriptEmbed>(
    `<transcript-embed workspace-id="demo-university" file-id="${JFK}" api-base="${API}" ${extra}></transcript-embed>`,
  );
  await ready;
  await el.updateComplete;
  return el;
}

const cueButton = (el: TranscriptEmbed, i: number) => el.shadowRoot!.querySelectorAll<HTMLElement>('[data-index]')[i]!;
async function search(el: TranscriptEmbed, query: string) {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]') ?? (await openSearch(el));
  const searched = nextEvent(el, 'transcript-embed:search');
  input.value = query;
  input.dispatchEvent(new Event('input'));
  await searched;
}

describe('embed beacon', () => {
  it('batches cue clicks and searches and sends them with sendBeacon when the page is hidden', async () => {
    const el = await loaded();
    cueButton(el, 0).click();
    cueButton(el, 2).click();
    await search(el, 'm');
    await search(el, 'moon');
    await search(el, 'rice');
    expect(sent).to.deep.equal([]);
    dispatchEvent(new Event('pagehide'));
    expect(sent).to.have.length(1);
    expect(sent[0]!.url).to.equal(BEACON_URL);
    expect(sent[0]!.events.map((e) => `${e.type}:${e.fileId}`)).to.deep.equal([
      `cue_click:${JFK}`,
      `cue_click:${JFK}`,
      `search:${JFK}`,
      `search:${JFK}`,
    ]);
    expect(Object.keys(sent[0]!.events[0]!).sort()).to.deep.equal(['at', 'fileId', 'type']);
    expect(Date.parse(sent[0]!.events[0]!.at)).to.be.closeTo(Date.now(), 60_000);
    dispatchEvent(new Event('pagehide'));
    expect(sent, 'nothing new, nothing sent').to.have.length(1);
  });

  it('counts a download', async () => {
    const el = await loaded();
    await choose(el, 'More', 'Download as WebVTT');
    await until(() => {
      dispatchEvent(new Event('pagehide'));
      return sent.length > 0;
    }, 'the download counted');
    expect(sent[0]!.events.map((e) => e.type)).to.deep.equal(['download']);
  });

  it('sends nothing with Do Not Track, Global Privacy Control or the no-beacon attribute', async () => {
    for (const [setup, extra] of [
      [() => stubNavigator('doNotTrack', '1'), ''],
      [() => stubNavigator('globalPrivacyControl', true), ''],
      [() => {}, 'no-beacon'],
    ] as const) {
      setup();
      const el = await loaded(extra);
      cueButton(el, 1).click();
      await search(el, 'moon');
      dispatchEvent(new Event('pagehide'));
      el.remove();
      for (const name of navigatorStubs.splice(1)) delete (navigator as unknown as Record<string, unknown>)[name];
    }
    expect(sent).to.deep.equal([]);
  });

  it('falls back to fetch with keepalive when sendBeacon refuses the batch, and sends when removed', async () => {
    stubNavigator('sendBeacon', () => false);
    const el = await loaded();
    cueButton(el, 0).click();
    el.remove();
    const post = await until(() => api.calls.find((c) => c.url === BEACON_URL), 'the fetch fallback');
    expect(post.method).to.equal('POST');
    const { events } = post.body as { events: { type: string; fileId: string }[] };
    expect(events.map((e) => `${e.type}:${e.fileId}`)).to.deep.equal([`cue_click:${JFK}`]);
  });
});
