import { expect } from '@esm-bundle/chai';
import { expectAccessible } from '../testing/expect-accessible';
import { API, installFakeApi, nextEvent, until, type FakeApi } from '../testing/fake-embed-api';
import { fixture } from '../testing/fixture';
import './showcase-embed';
import type { ShowcaseEmbed } from './showcase-embed.component';
import { snippetParts } from './showcase-search';

const markup = (extra = '') =>
  `<showcase-embed workspace-id="demo-university" showcase-id="welcome-week" api-base="${API}" ${extra}></showcase-embed>`;
const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const focusedKey = (el: Element) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.key ?? null;

let api: FakeApi;
beforeEach(async () => {
  history.replaceState(null, '', location.pathname + location.search);
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  document.body.replaceChildren();
  history.replaceState(null, '', location.pathname + location.search);
});

async function loaded(extra = ''): Promise<ShowcaseEmbed> {
  const ready = nextEvent(document, 'showcase-embed:ready');
  const el = await fixture<ShowcaseEmbed>(markup(extra));
  await ready;
  await el.updateComplete;
  return el;
}

async function search(el: ShowcaseEmbed, query: string) {
  const results = nextEvent(el, 'showcase-embed:search');
  $(el, 'input[name="q"]')!.setAttribute('value', query);
  ($(el, 'input[name="q"]') as HTMLInputElement).value = query;
  ($(el, 'form[part="search"]') as HTMLFormElement).requestSubmit();
  await results;
  await el.updateComplete;
}

describe('<showcase-embed>', () => {
  it('passes an axe audit loading, in the gallery, with search results, in a file and in error', async () => {
    await expectAccessible(await fixture(markup()));
    const el = await loaded();
    await expectAccessible(el);
    await search(el, 'moon');
    await expectAccessible(el);
    $$(el, '[part="hit"]')[0]!.click();
    await until(() => el.view === 'file', 'the file view');
    await el.updateComplete;
    await until(() => $(el, 'transcript-embed')?.dataset.state === 'ready', 'the transcript');
    await expectAccessible(el);
    api.missing.add('/embed/workspaces/demo-university/showcases/welcome-week');
    const failed = nextEvent(document, 'showcase-embed:error');
    const broken = await fixture(markup());
    await failed;
    await expectAccessible(broken);
  });

  it('defaults to the gallery view and reflects attributes to properties', async () => {
    const el = await fixture<ShowcaseEmbed>(markup());
    expect(el.view).to.equal('gallery');
    expect(el.showcaseId).to.equal('welcome-week');
    el.setAttribute('view', 'search');
    expect(el.view).to.equal('search');
  });

  it('shows each file with title, thumbnail, duration and languages', async () => {
    const el = await loaded();
    expect($(el, '[part="heading"]')!.textContent).to.equal('Welcome Week');
    const cards = $$(el, '[part="card"]');
    expect(cards).to.have.length(2);
    expect(cards[0]!.querySelector('.title')!.textContent).to.contain('We choose to go to the Moon');
    expect(cards[0]!.querySelector('img')!.getAttribute('alt')).to.equal('');
    expect(cards[0]!.querySelector('.meta')!.textContent).to.contain('Duration 49 seconds.');
    expect(cards[0]!.querySelector('.meta')!.textContent).to.contain('English, Spanish');
  });

  it('searches every transcript, lists timed hits and opens the file at that moment', async () => {
    const el = await loaded();
    await search(el, 'moon');
    expect(location.hash).to.equal('#welcome-week/search/moon');
    const hits = $$(el, '[part="hit"]');
    expect(hits.length).to.be.greaterThan(0);
    expect(hits[0]!.querySelector('mark')!.textContent!.toLowerCase()).to.equal('moon');
    expect($(el, '[part="status"]')!.textContent).to.match(/\d+ results? for “moon”/);
    const navigated = nextEvent<{ view: string; fileId: string }>(el, 'showcase-embed:navigate');
    hits[0]!.click();
    expect((await navigated).detail).to.deep.equal({ view: 'file', fileId: 'jfk-rice-moon-speech' });
    await el.updateComplete;
    const transcript = $(el, 'transcript-embed')!;
    expect(transcript.getAttribute('file-id')).to.equal('jfk-rice-moon-speech');
    expect(Number(transcript.getAttribute('start-time'))).to.equal(4.5);
    expect(el.shadowRoot!.activeElement?.id).to.equal('file-heading');
  });

  it('Back returns to the results with focus on the hit, and the browser back button works too', async () => {
    const el = await loaded();
    await search(el, 'moon');
    const hit = $$(el, '[part="hit"]')[1]!;
    const key = hit.dataset.key!;
    hit.click();
    await until(() => el.view === 'file', 'the file view');
    await el.updateComplete;
    $$(el, 'button')
      .find((b) => b.textContent!.trim() === 'Back to results')!
      .click();
    await until(() => el.view === 'search', 'the search view');
    await el.updateComplete;
    expect(focusedKey(el)).to.equal(key);

    $$(el, '[part="hit"]')[0]!.click();
    await until(() => el.view === 'file', 'the file view again');
    history.back();
    await until(() => el.view === 'search', 'browser back to results');
    history.back();
    await until(() => el.view === 'gallery', 'browser back to the gallery');
  });

  it('Back from a gallery file puts focus back on its card', async () => {
    const el = await loaded();
    const link = $$(el, '[part="card-link"]')[1]!;
    link.click();
    await until(() => el.view === 'file', 'the file view');
    await el.updateComplete;
    $$(el, 'button')
      .find((b) => b.textContent!.trim() === 'Back to all media')!
      .click();
    await until(() => el.view === 'gallery', 'the gallery');
    await el.updateComplete;
    expect(focusedKey(el)).to.equal('apollo-11-eagle-has-landed');
  });

  it("shows a file's name once in its view; the transcript's title stays for screen readers", async () => {
    const el = await loaded();
    $$(el, '[part="card-link"]')[0]!.click();
    await until(() => el.view === 'file', 'the file view');
    await el.updateComplete;
    const transcript = $(el, 'transcript-embed')!;
    // Its ready event may come before this line runs (it loads from the fake API at once): wait for the state.
    await until(() => transcript.dataset.state === 'ready', 'the transcript loaded');
    const name = api.files.get('jfk-rice-moon-speech')!.name;
    const titles = [$(el, '#file-heading')!, transcript.shadowRoot!.querySelector<HTMLElement>('[part="heading"]')!];
    expect(titles.map((t) => t.textContent!.trim())).to.deep.equal([name, `Transcript: \u2068${name}\u2069`]);
    const shown = titles.filter((t) => t.getBoundingClientRect().width > 1 && t.getBoundingClientRect().height > 1);
    expect(shown.map((t) => t.textContent!.trim())).to.deep.equal([name]);
  });

  it('pages through results with More results', async () => {
    const el = await loaded();
    await search(el, 'e');
    expect($$(el, '[part="hit"]')).to.have.length(20);
    const more = nextEvent(el, 'showcase-embed:search');
    $$(el, 'button')
      .find((b) => b.textContent!.trim() === 'More results')!
      .click();
    await more;
    await el.updateComplete;
    expect($$(el, '[part="hit"]').length).to.be.greaterThan(20);
    expect(focusedKey(el)).to.equal($$(el, '[part="hit"]')[20]!.dataset.key);
  });

  it('an unknown or unpublished showcase says it is not available; a network error offers Try again', async () => {
    api.missing.add('/embed/workspaces/demo-university/showcases/welcome-week');
    const failed = nextEvent<{ status: number }>(document, 'showcase-embed:error');
    const gone = await fixture<ShowcaseEmbed>(markup());
    expect((await failed).detail.status).to.equal(404);
    await gone.updateComplete;
    expect($(gone, '[role="alert"]')!.textContent).to.contain('not available');
    api.missing.clear();
    api.offline = true;
    const offline = nextEvent(document, 'showcase-embed:error');
    const el = await fixture<ShowcaseEmbed>(markup());
    await offline;
    await el.updateComplete;
    api.offline = false;
    const ready = nextEvent(el, 'showcase-embed:ready');
    $$(el, 'button')
      .find((b) => b.textContent!.trim() === 'Try again')!
      .click();
    await ready;
  });

  it('renders server snippets as text with marks, never as HTML', () => {
    const parts = snippetParts('a &lt;b&gt; <mark>moon</mark> &amp; <img src=x>');
    expect(parts[0]).to.equal('a <b> ');
    expect(parts[2]).to.equal(' & <img src=x>');
  });
});
