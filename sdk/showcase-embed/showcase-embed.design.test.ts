import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expectAccessible } from '../testing/expect-accessible';
import { API, installFakeApi, nextEvent, until, type FakeApi } from '../testing/fake-embed-api';
import { fixture } from '../testing/fixture';
import { expectNoHorizontalScroll } from '../testing/layout-checks';
import './showcase-embed';
import type { ShowcaseEmbed } from './showcase-embed.component';

const markup = (extra = '') =>
  `<showcase-embed workspace-id="demo-university" showcase-id="welcome-week" api-base="${API}" ${extra}></showcase-embed>`;
const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];

let api: FakeApi;
beforeEach(async () => {
  history.replaceState(null, '', location.pathname + location.search);
  api = await installFakeApi();
});
afterEach(async () => {
  api.restore();
  document.body.replaceChildren();
  history.replaceState(null, '', location.pathname + location.search);
  await emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
  await setViewport({ width: 800, height: 600 });
});

async function loaded(extra = ''): Promise<ShowcaseEmbed> {
  const ready = nextEvent(document, 'showcase-embed:ready');
  const el = await fixture<ShowcaseEmbed>(markup(extra));
  await ready;
  await el.updateComplete;
  return el;
}

// The page's own colours follow its scheme, as a host page in dark mode would.
function darkPage() {
  document.documentElement.style.colorScheme = 'light dark';
  document.body.style.background = 'Canvas';
  document.body.style.color = 'CanvasText';
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 1280]) {
    describe(`<showcase-embed> in ${scheme} mode at ${width} px`, () => {
      beforeEach(async () => {
        await emulateMedia({ colorScheme: scheme });
        await setViewport({ width, height: 800 });
        darkPage();
      });

      it('passes axe (colour contrast included) in the gallery, search results, error and not found', async () => {
        const el = await loaded();
        await expectAccessible(el);
        expectNoHorizontalScroll();
        const results = nextEvent(el, 'showcase-embed:search');
        location.hash = '#welcome-week/search/moon';
        await results;
        await el.updateComplete;
        await expectAccessible(el);
        expectNoHorizontalScroll();
        api.offline = true;
        const failed = nextEvent(document, 'showcase-embed:error');
        const broken = await fixture<ShowcaseEmbed>(markup());
        await failed;
        await broken.updateComplete;
        await expectAccessible(broken);
        expectNoHorizontalScroll();
        api.offline = false;
        api.missing.add('/embed/workspaces/demo-university/showcases/welcome-week');
        const missing = nextEvent(document, 'showcase-embed:error');
        const gone = await fixture<ShowcaseEmbed>(markup());
        await missing;
        await gone.updateComplete;
        await expectAccessible(gone);
      });

      it('passes axe while loading and in the file view', async () => {
        await expectAccessible(await fixture(markup()));
        const el = await loaded();
        $$(el, '[part="card-link"]')[0]!.click();
        await until(() => el.view === 'file', 'the file view');
        await el.updateComplete;
        await until(() => $(el, 'transcript-embed')?.dataset.state === 'ready', 'the transcript');
        await expectAccessible(el);
        expectNoHorizontalScroll();
      });
    });
  }
}

describe('<showcase-embed> design', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
  });

  it('keeps the owner accent readable in dark mode by lightening it', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await loaded();
    const link = $$(el, '[part="card-link"]')[0]!;
    const button = $(el, 'button[type="submit"]')!;
    // The owner's #0b57d0 is too dark on a dark background: the element must not use it as is.
    expect(getComputedStyle(link).color).not.to.equal('rgb(11, 87, 208)');
    expect(getComputedStyle(button).backgroundColor).not.to.equal('rgb(11, 87, 208)');
    await expectAccessible(el);
  });

  it('theme="dark" is dark on a light page, theme="light" light on a dark page', async () => {
    const dark = await loaded('theme="dark"');
    const luminance = (el: Element) =>
      getComputedStyle($(el, '[part="base"]')!)
        .backgroundColor.match(/\d+/g)!
        .slice(0, 3)
        .reduce((a, b) => a + Number(b), 0);
    expect(luminance(dark)).to.be.below(200);
    await emulateMedia({ colorScheme: 'dark' });
    const light = await loaded('theme="light"');
    expect(luminance(light)).to.be.above(600);
  });

  it('buttons and the search field are at least 44 px tall and show a focus ring', async () => {
    const el = await loaded();
    for (const control of $$(el, 'button, input, [part="card-link"]')) {
      expect(control.getBoundingClientRect().height, control.outerHTML).to.be.at.least(44);
    }
    $(el, 'input[name="q"]')!.focus();
    await sendKeys({ press: 'Tab' });
    const focused = el.shadowRoot!.activeElement as HTMLElement;
    expect(focused.textContent!.trim()).to.equal('Search');
    expect(getComputedStyle(focused).outlineStyle).to.equal('solid');
    expect(parseFloat(getComputedStyle(focused).outlineWidth)).to.be.at.least(2);
  });

  it('text at 200 % in a 320 px window reflows without scrolling sideways, gallery and results', async () => {
    await setViewport({ width: 320, height: 900 });
    document.documentElement.style.fontSize = '200%';
    try {
      const el = await loaded();
      expectNoHorizontalScroll();
      const results = nextEvent(el, 'showcase-embed:search');
      location.hash = '#welcome-week/search/moon';
      await results;
      await el.updateComplete;
      expectNoHorizontalScroll();
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('in forced colours passes axe and every button keeps a border', async () => {
    await emulateMedia({ forcedColors: 'active' });
    const el = await loaded();
    for (const control of $$(el, '[part~="button"]')) {
      expect(getComputedStyle(control).borderTopStyle).to.equal('solid');
    }
    await expectAccessible(el);
  });

  it('by keyboard: Tab reaches each card, Enter opens it at its heading, Tab then reaches the transcript', async () => {
    const el = await loaded();
    $(el, 'button[type="submit"]')!.focus();
    await sendKeys({ press: 'Tab' });
    const active = () => el.shadowRoot!.activeElement as HTMLElement;
    expect(active().dataset.key).to.equal('jfk-rice-moon-speech');
    // The focus ring is drawn around the whole card.
    expect(getComputedStyle(active().closest('[part="card"]')!).outlineStyle).to.equal('solid');
    await sendKeys({ press: 'Tab' });
    expect(active().dataset.key).to.equal('apollo-11-eagle-has-landed');
    await sendKeys({ press: 'Enter' });
    await until(() => el.view === 'file', 'the file view');
    await el.updateComplete;
    expect(active().id).to.equal('file-heading');
    await sendKeys({ press: 'Tab' });
    expect(active().localName).to.equal('transcript-embed');
  });

  it('shows a loading skeleton and an empty state', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchBefore = window.fetch;
    window.fetch = async (...args) => {
      await held;
      return fetchBefore(...args);
    };
    const el = await fixture<ShowcaseEmbed>(markup());
    expect($$(el, '[part~="skeleton"]').length).to.be.greaterThan(0);
    expect($(el, '[role="status"]')!.textContent).to.contain('loading');
    release();
    await nextEvent(el, 'showcase-embed:ready');
    await el.updateComplete;
    expect($$(el, '[part~="skeleton"]')).to.have.length(0);
    window.fetch = fetchBefore;

    api.showcase.files = [];
    const empty = await loaded();
    expect($(empty, '[part~="empty"]')!.textContent).to.contain('no media yet');
  });

  it('a not found showcase says so without Try again; a network error offers Try again', async () => {
    api.missing.add('/embed/workspaces/demo-university/showcases/welcome-week');
    const failed = nextEvent(document, 'showcase-embed:error');
    const el = await fixture<ShowcaseEmbed>(markup());
    await failed;
    await el.updateComplete;
    expect(el.dataset.state).to.equal('not-found');
    expect($$(el, 'button').filter((b) => b.textContent!.includes('Try again'))).to.have.length(0);
    api.missing.clear();
    api.offline = true;
    const offline = nextEvent(document, 'showcase-embed:error');
    const el2 = await fixture<ShowcaseEmbed>(markup());
    await offline;
    await el2.updateComplete;
    expect(el2.dataset.state).to.equal('error');
    expect($$(el2, 'button').filter((b) => b.textContent!.includes('Try again'))).to.have.length(1);
  });
});
