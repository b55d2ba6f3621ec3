import { expect } from '@esm-bundle/chai';
import { loadCatalogue } from '../i18n/ui-locale';
import type { Catalogue } from '../i18n/catalogue';
import { expectAccessible } from '../testing/expect-accessible';
import { installFakeApi, type FakeApi, until } from '../testing/fake-embed-api';
import { choose, openMenu } from '../testing/toolbar';
import { $, $$, attrs, JFK, loaded } from '../testing/transcript-helpers';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

// What a screen reader meets in the transcript: a named region, a heading per chapter, speakers as text, the
// playing phrase said only when the viewer asks, and names kept in order inside right-to-left headings.

const KEY = 'media-access:announce-phrase';
const MEDIA = `${location.origin}/server/seed/demo-media/jfk-rice-moon-speech.opus`;
const CHAPTERS = ['Why the Moon?', 'We choose to go to the Moon', 'A challenge we intend to win'];

let api: FakeApi;
beforeEach(async () => {
  localStorage.removeItem(KEY);
  api = await installFakeApi();
  api.files.get(JFK)!.media = { type: 'url', url: MEDIA, mimeType: 'audio/ogg' };
});
afterEach(() => {
  api.restore();
  document.body.replaceChildren();
  localStorage.removeItem(KEY);
});

const cues = () => api.tracks.get(`${JFK}-en-captions`)!.cues;
const phrase = (el: TranscriptEmbed) => $(el, '#phrase');

/** Seeks to cue `index` and waits until the element has made it the playing one. */
async function playCue(el: TranscriptEmbed, index: number) {
  await until(() => el.player, 'the player');
  el.seek(cues()[index]!.startMs + 100);
  await until(() => el.cueList!.current === index, `cue ${index} playing`);
}

describe('<transcript-embed> structure for screen readers', () => {
  it('is a region named by its heading, with an h3 per chapter before its first cue, in both reading modes', async () => {
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    const region = $(el, '[part="base"]');
    expect(region.localName).to.equal('section');
    expect($(el, `#${region.getAttribute('aria-labelledby')}`).localName).to.equal('h2');
    for (const mode of ['paragraphs', 'lines']) {
      if (mode === 'lines') await choose(el, 'More', 'Read as lines');
      await until(() => $(el, '[part="cues"]').dataset.mode === mode, mode);
      const headings = $$(el, '[part="cues"] h3[part="chapter-heading"]');
      expect(headings.map((h) => h.textContent)).to.deep.equal(CHAPTERS);
      // The second chapter's heading comes right before the first cue at or after its start.
      const first = cues().findIndex((c) => c.startMs >= 20546);
      const next = headings[1]!.closest('li')!.nextElementSibling!;
      expect(next.querySelector('[data-index]')!.getAttribute('data-index')).to.equal(String(first));
    }
    await expectAccessible(el);
  });

  it('names speakers as text, and says the playing phrase (not its time or speaker) only when asked', async () => {
    cues().forEach((cue, i) => (cue.speaker = i < 6 ? 'John F. Kennedy' : 'Moderator'));
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    expect($$(el, '[part="speaker"]').map((s) => s.textContent)).to.include('Moderator');
    expect($(el, '[part="speaker"]').closest('[aria-live], [role="status"]')).to.equal(null);
    expect(phrase(el).getAttribute('aria-live')).to.equal('polite');
    await playCue(el, 2);
    expect(phrase(el).textContent).to.equal('');

    const more = await openMenu(el, 'More');
    const item = [...more.querySelectorAll('[role="menuitemcheckbox"]')].find(
      (i) => i.textContent!.trim() === 'Announce current phrase',
    )!;
    expect(item.getAttribute('aria-checked')).to.equal('false');
    (item as HTMLElement).click();
    await playCue(el, 6);
    expect(phrase(el).textContent).to.equal(cues()[6]!.text);
    expect(localStorage.getItem(KEY)).to.equal('on');

    // Remembered: a new element on the page starts with it on.
    document.body.replaceChildren();
    const again = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    const menu = await openMenu(again, 'More');
    expect(menu.querySelector('[role="menuitemcheckbox"]')!.getAttribute('aria-checked')).to.equal('true');
    await playCue(again, 4);
    expect(phrase(again).textContent).to.equal(cues()[4]!.text);
  });

  it('keeps a Latin name in order inside an Arabic heading, between Unicode isolates', async () => {
    const { strings } = (await loadCatalogue('ar')) as Catalogue;
    const el = await loaded(`<transcript-embed lang="ar" ${attrs()}></transcript-embed>`);
    const name = api.files.get(JFK)!.name;
    await until(() => $(el, '[part="base"]').dir === 'rtl', 'Arabic');
    const heading = $(el, 'h2').textContent!;
    expect(heading).to.equal(strings.transcriptOf(`\u2068${name}\u2069`));
    expect(heading.startsWith('النص')).to.equal(true);
  });
});
