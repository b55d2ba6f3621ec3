import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { EmbedFile } from '../../shared/schemas/embed';
import { expectAccessible } from '../testing/expect-accessible';
import { installFakeApi, type FakeApi, until } from '../testing/fake-embed-api';
import { choose, menuItems, openMenu } from '../testing/toolbar';
import { $, attrs, JFK, loaded } from '../testing/transcript-helpers';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

// The viewer's caption style: chosen in a dialog from the captions menu, drawn over the video, remembered.
const KEY = 'media-access:captions-style';

let api: FakeApi;
beforeEach(async () => {
  localStorage.removeItem(KEY);
  api = await installFakeApi();
  const file = api.files.get(JFK)!;
  file.media = { ...(file.media as Extract<EmbedFile['media'], { type: 'url' }>), mimeType: 'video/ogg' };
});
afterEach(async () => {
  api.restore();
  document.body.replaceChildren();
  localStorage.removeItem(KEY);
  await emulateMedia({ colorScheme: 'light' });
});

const active = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;
const dialog = (el: Element) => $<HTMLDialogElement>(el, '#caption-style');

/** The caption over the video, once a cue plays (the box is drawn only around text). */
async function caption(el: TranscriptEmbed) {
  const at = api.tracks.get(`${JFK}-en-captions`)!.cues[1]!.startMs + 50;
  const line = () => $(el, '[part~="captions"] span');
  // Seeks again while nothing shows: a seek before the player subscribed draws nothing until playback moves.
  for (let attempt = 0; attempt < 10 && !line()?.textContent; attempt++) {
    el.player?.seek(at);
    await new Promise((r) => setTimeout(r, 400));
  }
  return until(() => (line()?.textContent ? line() : null), 'a caption');
}

async function openStyle(el: TranscriptEmbed) {
  await choose(el, 'Captions and language', 'Caption style…');
  return until(() => (dialog(el)?.open && active(el)?.localName === 'select' ? dialog(el) : null), 'the open dialog');
}

function pick(el: TranscriptEmbed, label: string, value: string) {
  const select = [...dialog(el).querySelectorAll('label')].find((l) => l.textContent!.trim() === label)!
    .control as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change'));
  return el.updateComplete;
}

describe('<transcript-embed> caption style', () => {
  it('the captions menu has the tracks, a Captions switch and Caption style…; the switch hides the captions', async () => {
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    const menu = await openMenu(el, 'Captions and language');
    expect(menuItems(menu).slice(-2)).to.deep.equal(['Captions', 'Caption style…']);
    const toggle = [...menu.querySelectorAll('[role="menuitemcheckbox"]')];
    expect(toggle.map((t) => [t.textContent!.trim(), t.getAttribute('aria-checked')])).to.deep.equal([
      ['Captions', 'true'],
    ]);
    (toggle[0] as HTMLElement).click();
    await el.updateComplete;
    expect($(el, '[part~="captions"]').hidden).to.equal(true);
    expect($(el, '[part="captions-style"]')).to.equal(null);
  });

  it('defaults to white on 75 % black, and the chosen size, colours, font and edge reach the caption at once', async () => {
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    const line = await caption(el);
    const before = getComputedStyle(line);
    expect(before.color).to.equal('rgb(255, 255, 255)');
    expect(before.backgroundColor).to.equal('rgba(0, 0, 0, 0.75)');
    const size = parseFloat(before.fontSize);
    await openStyle(el);
    await pick(el, 'Text size', '150');
    await pick(el, 'Text colour', 'yellow');
    await pick(el, 'Background colour', 'blue');
    await pick(el, 'Background opacity', '100');
    await pick(el, 'Font', 'serif');
    await pick(el, 'Edge style', 'outline');
    const after = getComputedStyle(line);
    expect(parseFloat(after.fontSize)).to.be.closeTo(size * 1.5, 0.5);
    expect(after.color).to.equal('rgb(255, 255, 0)');
    expect(after.backgroundColor).to.equal('rgb(0, 0, 255)');
    expect(after.fontFamily).to.contain('Georgia');
    expect(after.textShadow).to.contain('rgb(0, 0, 0)');
    // The preview shows the same.
    expect(getComputedStyle(dialog(el).querySelector('.cs-sample')!).color).to.equal('rgb(255, 255, 0)');
  });

  it('survives a reload, and Reset to defaults brings the defaults back', async () => {
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    await openStyle(el);
    await pick(el, 'Text colour', 'cyan');
    await pick(el, 'Text size', '200');
    dialog(el).close();
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.include({ color: 'cyan', size: 200 });
    document.body.replaceChildren();

    const again = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    expect(getComputedStyle(await caption(again)).color).to.equal('rgb(0, 255, 255)');
    await openStyle(again);
    expect(dialog(again).querySelector<HTMLSelectElement>('#cs-size')!.value).to.equal('200');
    [...dialog(again).querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Reset to defaults')!.click();
    await again.updateComplete;
    expect(getComputedStyle($(again, '[part~="captions"] span')).color).to.equal('rgb(255, 255, 255)');
    expect(dialog(again).querySelector<HTMLSelectElement>('#cs-size')!.value).to.equal('100');
  });

  it('takes over the first version’s size and background', async () => {
    localStorage.setItem(KEY, JSON.stringify({ on: true, size: 'l', background: false }));
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    const line = getComputedStyle(await caption(el));
    expect(line.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(line.textShadow).to.contain('rgb(0, 0, 0)');
    await openStyle(el);
    expect(dialog(el).querySelector<HTMLSelectElement>('#cs-size')!.value).to.equal('150');
    expect(dialog(el).querySelector<HTMLSelectElement>('#cs-opacity')!.value).to.equal('0');
  });

  it('warns when a combination falls below 4.5:1 over some picture', async () => {
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    await openStyle(el);
    const note = () => dialog(el).querySelector('.cs-contrast')!;
    expect(note().textContent).to.contain('at least 10.4:1');
    expect(note().hasAttribute('data-low')).to.equal(false);
    await pick(el, 'Background opacity', '25');
    expect(note().hasAttribute('data-low')).to.equal(true);
    expect(note().textContent).to.contain('under 4.5:1');
    await pick(el, 'Background opacity', '100');
    await pick(el, 'Text colour', 'blue');
    expect(note().textContent).to.contain('drop to 2.4:1');
    await pick(el, 'Background colour', 'blue');
    expect(note().textContent).to.contain('drop to 1:1');
  });

  it('works by keyboard: menu, dialog, Escape, and focus back on the menu button', async () => {
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    $(el, '#captions-button').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => active(el)?.getAttribute('role') === 'menuitemradio', 'the menu');
    await sendKeys({ press: 'End' });
    expect(active(el)!.textContent!.trim()).to.equal('Caption style…');
    await sendKeys({ press: 'Enter' });
    await until(() => (dialog(el)?.open && active(el)?.id === 'cs-size' ? true : null), 'focus in the dialog');
    expect(dialog(el).getAttribute('aria-labelledby')).to.equal('caption-style-title');
    await sendKeys({ press: 'Tab' });
    expect(active(el)!.id).to.equal('cs-font');
    await sendKeys({ press: 'Escape' });
    await until(() => (active(el)?.id === 'captions-button' ? true : null), 'focus back on the menu button');
    expect(dialog(el)).to.equal(null);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`passes axe with the dialog open in ${scheme} mode`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      await openStyle(el);
      await pick(el, 'Background opacity', '0');
      await expectAccessible(el);
    });
  }

  it('speaks Arabic right to left, its numbers through Intl', async () => {
    const el = await loaded(`<transcript-embed ${attrs(JFK, 'lang="ar"')}></transcript-embed>`);
    await until(() => (el.words.locale === 'ar' ? true : null), 'the Arabic words');
    await el.updateComplete;
    await choose(el, el.words.strings.captionsAndLanguage, el.words.strings.captionStyle);
    await until(() => (dialog(el)?.open ? true : null), 'the open dialog');
    expect(dialog(el).querySelector('h3')!.textContent).to.equal('نمط الترجمة');
    expect(getComputedStyle(dialog(el)).direction).to.equal('rtl');
    const sizes = [...dialog(el).querySelectorAll<HTMLOptionElement>('#cs-size option')].map((o) => o.textContent);
    expect(sizes[0]).to.equal(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.75));
    // The select's chevron is at its inline end, the left, where its padding leaves room for it.
    const select = dialog(el).querySelector<HTMLSelectElement>('#cs-size')!;
    expect(getComputedStyle(select).backgroundPosition).to.equal('13px 50%, 18px 50%');
    expect(getComputedStyle(select).paddingLeft).to.equal('36px');
    await expectAccessible(el);
  });

  it('still works for the session when the page blocks localStorage', async () => {
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const line = await caption(el);
      await openStyle(el);
      await pick(el, 'Text colour', 'green');
      expect(getComputedStyle(line).color).to.equal('rgb(0, 255, 0)');
      dialog(el).close();
      document.body.replaceChildren();
      const again = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      expect(getComputedStyle(await caption(again)).color).to.equal('rgb(0, 255, 0)');
    } finally {
      Object.defineProperty(window, 'localStorage', real);
    }
  });
});
