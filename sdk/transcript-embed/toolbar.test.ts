import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { expectAccessible } from '../testing/expect-accessible';
import { API, installFakeApi, nextEvent, until, type FakeApi } from '../testing/fake-embed-api';
import { fixture } from '../testing/fixture';
import { menuItems, openMenu, openSearch } from '../testing/toolbar';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

// The toolbar's row of icon buttons and menus, and the transcript's reading modes.
const JFK = 'jfk-rice-moon-speech';
const attrs = (extra = '') => `workspace-id="demo-university" file-id="${JFK}" api-base="${API}" ${extra}`;

let api: FakeApi;
beforeEach(async () => (api = await installFakeApi()));
afterEach(async () => {
  api.restore();
  document.body.replaceChildren();
  localStorage.removeItem('media-access:audio-description');
  await emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
});

async function loaded(extra = '', width = 800): Promise<TranscriptEmbed> {
  const ready = nextEvent(document, 'transcript-embed:ready');
  const el = await fixture<TranscriptEmbed>(
    `<div style="width:${width}px"><transcript-embed ${attrs(extra)}></transcript-embed></div>`,
  ).then((wrap) => wrap.firstElementChild as TranscriptEmbed);
  await ready;
  await el.updateComplete;
  return el;
}

const root = (el: Element) => el.shadowRoot!;
const named = (el: Element, name: string) =>
  [...root(el).querySelectorAll<HTMLElement>('button, [role="button"]')].find((b) => b.ariaLabel === name)!;
const focused = (el: Element) => root(el).activeElement as HTMLElement | null;
const press = (el: Element, key: string) =>
  focused(el)!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));

describe('<transcript-embed> toolbar', () => {
  it('passes axe in light and dark with each menu open, search open and audio description on', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await emulateMedia({ colorScheme: scheme });
      const el = await loaded();
      await expectAccessible(el);
      for (const menu of ['Chapters', 'Captions and language', 'More']) {
        await openMenu(el, menu);
        await expectAccessible(el);
      }
      const input = await openSearch(el);
      input.value = 'moon';
      input.dispatchEvent(new Event('input'));
      await until(() => root(el).querySelector('mark'), 'marks');
      await expectAccessible(el);
      el.setReadingMode('lines');
      await el.updateComplete;
      await expectAccessible(el);
    }
  });

  it('is one row no taller than 48 px at 480 px and wider, of named icon buttons', async () => {
    for (const width of [480, 800, 1280]) {
      const el = await loaded('', width);
      const bar = root(el).querySelector<HTMLElement>('[part="toolbar"]')!;
      expect(bar.getBoundingClientRect().height, `at ${width} px`).to.be.at.most(48);
      const buttons = [...bar.querySelectorAll<HTMLButtonElement>('[part~="icon-button"]')];
      expect(buttons.map((b) => b.ariaLabel)).to.include.members([
        'Search',
        'Chapters',
        'Captions and language',
        'More',
      ]);
      for (const b of buttons) expect(b.querySelector('.tip')!.textContent).to.equal(b.ariaLabel);
    }
  });

  it('menus follow the menu-button pattern: arrows, Home, End, typeahead, Escape back to the button', async () => {
    const el = await loaded();
    for (const name of ['Chapters', 'Captions and language', 'More']) {
      const button = named(el, name);
      expect(button.getAttribute('aria-haspopup')).to.equal('menu');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      button.focus();
      press(el, 'ArrowDown');
      const menu = await until(() => focused(el)?.closest('[role="menu"]'), `the ${name} menu`);
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(button.getAttribute('aria-controls')).to.equal(menu.id);
      const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
      press(el, 'End');
      expect(focused(el)).to.equal(items.at(-1));
      press(el, 'ArrowDown');
      expect(focused(el)).to.equal(items[0]);
      press(el, 'ArrowUp');
      expect(focused(el)).to.equal(items.at(-1));
      press(el, 'Home');
      expect(focused(el)).to.equal(items[0]);
      press(el, 'Escape');
      await until(() => !root(el).querySelector('[role="menu"]'), 'the menu to close');
      expect(focused(el)).to.equal(button);
    }
    // ↑ opens on the last item; a letter moves to the next item starting with it.
    named(el, 'More').focus();
    press(el, 'ArrowUp');
    await until(() => focused(el)?.textContent!.trim() === 'Announce current phrase', 'the last item');
    press(el, 'd');
    expect(focused(el)!.textContent!.trim()).to.equal('Download as TXT');
  });

  it('marks the current chapter and language as checked', async () => {
    const el = await loaded('language="es"');
    const languages = await openMenu(el, 'Captions and language');
    expect(languages.querySelector('[aria-checked="true"]')!.textContent!.trim()).to.equal('Spanish');
    expect(menuItems(languages)).to.deep.equal(['English', 'Spanish']);
    el.seek(25_000);
    const chapters = await openMenu(el, 'Chapters');
    expect(chapters.querySelector('[aria-checked="true"]')!.textContent).to.contain('We choose to go to the Moon');
  });

  it('search shows "n of m", steps with Previous and Next, and Escape closes it and refocuses Search', async () => {
    const el = await loaded();
    const input = await openSearch(el);
    input.value = 'moon';
    input.dispatchEvent(new Event('input'));
    const count = await until(() => {
      const text = root(el).querySelector('[part="search-count"]')?.textContent ?? '';
      return / of \d+$/.test(text) ? text : null;
    }, 'the count');
    const total = Number(count.split(' of ')[1]);
    named(el, 'Next match').click();
    await el.updateComplete;
    expect(root(el).querySelector('[part="search-count"]')!.textContent).to.equal(`2 of ${total}`);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !root(el).querySelector('[part="search"]'), 'search to close');
    expect(focused(el)).to.equal(named(el, 'Search'));
  });

  it('audio description is a toggle button with aria-pressed, first in the row', async () => {
    const file = api.files.get(JFK)!;
    expect(file.tracks.some((t) => t.kind === 'descriptions')).to.equal(true);
    const el = await loaded();
    await until(() => el.player && named(el, 'Audio description'), 'the toggle');
    const toggle = named(el, 'Audio description');
    expect(root(el).querySelector('[part="toolbar"] [part~="icon-button"]')).to.equal(toggle);
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await until(() => toggle.getAttribute('aria-pressed') === 'true', 'pressed');
    await expectAccessible(el);
    toggle.click();
    await until(() => toggle.getAttribute('aria-pressed') === 'false', 'released');
  });
});

describe('<transcript-embed> reading modes', () => {
  it('shows paragraphs by default: phrases of a turn flow together, a time at each paragraph start', async () => {
    const el = await loaded();
    const paragraphs = [...root(el).querySelectorAll('[part~="paragraph"]')];
    const phrases = root(el).querySelectorAll('[part~="cue-button"]');
    expect(phrases).to.have.length(13);
    expect(paragraphs.length).to.be.greaterThan(1).and.lessThan(13);
    expect(paragraphs[0]!.querySelector('[part="time"] [aria-hidden="true"]')!.textContent).to.equal('0:04');
    // Running text: two phrases of the first paragraph sit on one line.
    const [a, b] = [...paragraphs[0]!.querySelectorAll('[part~="cue-button"]')];
    expect(Math.round(a!.getBoundingClientRect().top)).to.equal(Math.round(b!.getBoundingClientRect().top));
  });

  it('switches from the More menu and follows the owner\u2019s reading-mode attribute', async () => {
    const el = await loaded('reading-mode="lines"');
    expect(root(el).querySelectorAll('[part~="paragraph"]')).to.have.length(0);
    expect(root(el).querySelectorAll('button[part~="cue-button"]')).to.have.length(13);
    const more = await openMenu(el, 'More');
    expect(more.querySelector('[aria-checked="true"]')!.textContent!.trim()).to.equal('Read as lines');
    [...more.querySelectorAll<HTMLElement>('[role="menuitemradio"]')]
      .find((i) => i.textContent!.trim() === 'Read as paragraphs')!
      .click();
    await until(() => root(el).querySelector('[part~="paragraph"]'), 'paragraphs');
    await el.updateComplete;
    expect(root(el).textContent).to.contain('Reading as paragraphs.');
    // The owner's attribute, changed later, wins over the viewer's choice.
    el.setAttribute('reading-mode', 'paragraphs');
    await el.updateComplete;
    el.setAttribute('reading-mode', 'lines');
    await until(() => !root(el).querySelector('[part~="paragraph"]'), 'lines again');
  });

  it('marks the playing phrase with a tint and an underline, kept in forced colours', async () => {
    const el = await loaded('start-time="9"');
    await until(() => root(el).querySelector('[aria-current="true"]'), 'the current phrase');
    const current = root(el).querySelector<HTMLElement>('[aria-current="true"]')!;
    const style = getComputedStyle(current);
    expect(style.textDecorationLine).to.equal('underline');
    expect(style.backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
    await emulateMedia({ forcedColors: 'active' });
    expect(getComputedStyle(current).textDecorationLine).to.equal('underline');
  });

  it('lays out right to left with the toolbar mirrored', async () => {
    const ready = nextEvent(document, 'transcript-embed:ready');
    const wrap = await fixture<HTMLElement>(
      `<div dir="rtl" style="width:800px"><transcript-embed ${attrs()}></transcript-embed></div>`,
    );
    await ready;
    const el = wrap.firstElementChild as TranscriptEmbed;
    await el.updateComplete;
    const search = named(el, 'Search').getBoundingClientRect();
    const more = named(el, 'More').getBoundingClientRect();
    expect(more.left).to.be.lessThan(search.left);
    await openMenu(el, 'More');
    const menu = root(el).querySelector('[role="menu"]')!.getBoundingClientRect();
    expect(menu.left).to.be.at.least(wrap.getBoundingClientRect().left - 1);
    await expectAccessible(el);
  });
});
