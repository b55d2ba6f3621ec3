import { expect } from '@esm-bundle/chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { EmbedFile } from '../../shared/schemas/embed';
import { expectAccessible } from '../testing/expect-accessible';
import { API, installFakeApi, nextEvent, until, type FakeApi } from '../testing/fake-embed-api';
import { fixture } from '../testing/fixture';
import { expectNoHorizontalScroll } from '../testing/layout-checks';
import { choose } from '../testing/toolbar';
import './transcript-embed';
import type { Layout, TranscriptEmbed } from './transcript-embed.component';

const JFK = 'jfk-rice-moon-speech';
const markup = (extra = '') =>
  `<transcript-embed workspace-id="demo-university" file-id="${JFK}" api-base="${API}" ${extra}></transcript-embed>`;
const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];

let api: FakeApi;
beforeEach(async () => {
  api = await installFakeApi();
});
afterEach(async () => {
  api.restore();
  document.body.replaceChildren();
  await emulateMedia({ colorScheme: 'light' });
  await setViewport({ width: 800, height: 600 });
});

/** The demo file served as a video (the audio plays in a `<video>` just as well). */
function asVideo() {
  const file = api.files.get(JFK)!;
  file.media = { ...(file.media as Extract<EmbedFile['media'], { type: 'url' }>), mimeType: 'video/ogg' };
}

async function loaded(extra = ''): Promise<TranscriptEmbed> {
  const ready = nextEvent(document, 'transcript-embed:ready');
  const el = await fixture<TranscriptEmbed>(markup(extra));
  await ready;
  await el.updateComplete;
  return el;
}

// Every layout, with the media each is for: `auto` with a video, `compact` with audio, `transcript-only` with
// the page's own player.
const layouts: { layout: Layout; video: boolean; extra?: string }[] = [
  { layout: 'auto', video: true },
  { layout: 'stacked', video: true },
  { layout: 'side-by-side', video: true },
  { layout: 'compact', video: false },
  { layout: 'transcript-only', video: false },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 1280]) {
    describe(`<transcript-embed> in ${scheme} mode at ${width} px`, () => {
      beforeEach(async () => {
        await emulateMedia({ colorScheme: scheme });
        await setViewport({ width, height: 900 });
        document.documentElement.style.colorScheme = 'light dark';
        document.body.style.background = 'Canvas';
      });

      for (const { layout, video } of layouts) {
        it(`layout="${layout}" passes axe (colour contrast included) and does not scroll sideways`, async () => {
          if (video) asVideo();
          const el = await loaded(`layout="${layout}"`);
          expect(el.dataset.layout).to.equal(layout);
          await expectAccessible(el);
          expectNoHorizontalScroll();
        });
      }

      it('the loading, error and empty states pass axe', async () => {
        await expectAccessible(await fixture(markup()));
        api.offline = true;
        const failed = nextEvent(document, 'transcript-embed:error');
        const broken = await fixture<TranscriptEmbed>(markup());
        await failed;
        await broken.updateComplete;
        await expectAccessible(broken);
        expectNoHorizontalScroll();
      });
    });
  }
}

describe('<transcript-embed> layouts', () => {
  it('auto puts a video beside the transcript on a wide element and above it on a narrow one', async () => {
    asVideo();
    await setViewport({ width: 1280, height: 900 });
    const el = await loaded();
    const player = () => $(el, '[part="player"]')!.getBoundingClientRect();
    const cues = () => $(el, '[part="cues"]')!.getBoundingClientRect();
    expect(player().right).to.be.at.most(cues().left);
    // The element's width decides, not the window's: a 500 px wide host in the same 1280 px window stacks.
    el.parentElement!.style.width = '500px';
    await until(() => player().bottom <= cues().top, 'the stacked layout');
  });

  it('side-by-side puts a video beside the transcript and stacks an audio file, which has no picture', async () => {
    await setViewport({ width: 1280, height: 900 });
    const audio = await loaded('layout="side-by-side"');
    expect(audio.dataset.layout).to.equal('stacked');
    const bar = $(audio, '[part="player"]')!.getBoundingClientRect();
    const list = $(audio, '[part="cues"]')!.getBoundingClientRect();
    expect(bar.bottom).to.be.at.most(list.top);
    // The transcript takes the element's width, not a column beside an empty one.
    expect(list.width).to.be.greaterThan(bar.width * 0.9);
    asVideo();
    const video = await loaded('layout="side-by-side"');
    expect(video.dataset.layout).to.equal('side-by-side');
    expect($(video, '[part="player"]')!.getBoundingClientRect().right).to.be.at.most(
      $(video, '[part="cues"]')!.getBoundingClientRect().left,
    );
  });

  it('an audio file is compact, `for` makes it transcript-only and draws no player', async () => {
    const audio = await loaded();
    expect(audio.dataset.layout).to.equal('compact');
    expect($(audio, 'audio[part="media"]')).not.to.equal(null);
    const only = await loaded('layout="transcript-only"');
    expect($(only, '[part="player"]')).to.equal(null);
  });

  it('every control is at least 44 px tall', async () => {
    asVideo();
    await setViewport({ width: 320, height: 900 });
    const el = await loaded();
    const controls = $$(el, '[part~="button"], select, input[type="search"], [part~="cue-button"]');
    expect(controls.length).to.be.greaterThan(5);
    for (const control of controls) {
      expect(control.getBoundingClientRect().height, control.textContent!.trim()).to.be.at.least(44);
    }
  });
});

describe('<transcript-embed> zoom and high contrast', () => {
  afterEach(async () => {
    document.documentElement.style.fontSize = '';
    await emulateMedia({ forcedColors: 'none' });
  });

  it('text at 200 % in a 320 px window reflows without scrolling sideways (WCAG 1.4.4, 1.4.10)', async () => {
    asVideo();
    await setViewport({ width: 320, height: 900 });
    document.documentElement.style.fontSize = '200%';
    const el = await loaded();
    expect(parseFloat(getComputedStyle($(el, '[part~="cue-button"]')!).fontSize)).to.equal(32);
    expectNoHorizontalScroll();
    for (const control of $$(el, '[part~="button"], select, input')) {
      expect(control.getBoundingClientRect().right, control.textContent!.trim()).to.be.at.most(320);
    }
  });

  it('in forced colours every button keeps a border and the playing cue uses the system highlight', async () => {
    await emulateMedia({ forcedColors: 'active' });
    const el = await loaded();
    for (const control of $$(el, '[part~="button"]')) {
      expect(getComputedStyle(control).borderTopStyle, control.textContent!.trim()).to.equal('solid');
    }
    el.player!.seek(api.tracks.get(`${JFK}-en-captions`)!.cues[1]!.startMs + 50);
    const current = await until(() => $(el, '[part~="current-cue"]'), 'the playing cue');
    const highlight = document.createElement('span');
    highlight.style.backgroundColor = 'Highlight';
    document.body.append(highlight);
    expect(getComputedStyle(current).backgroundColor).to.equal(getComputedStyle(highlight).backgroundColor);
    await expectAccessible(el);
  });
});

describe('<transcript-embed> video and captions', () => {
  it('draws the playing cue of the selected track over the video, in the language chosen', async () => {
    asVideo();
    const el = await loaded();
    const cues = api.tracks.get(`${JFK}-en-captions`)!.cues;
    el.player!.seek(cues[1]!.startMs + 50);
    const line = () => $(el, '[part~="captions"] span')!.textContent;
    await until(() => line() === cues[1]!.text, 'the second cue over the video');
    const changed = nextEvent(el, 'transcript-embed:language-change');
    await choose(el, 'Captions and language', 'Spanish');
    await changed;
    const spanish = api.tracks.get(`${JFK}-es-subtitles`)!.cues;
    el.player!.seek(spanish[1]!.startMs + 50);
    await until(() => line() === spanish[1]!.text, 'the Spanish cue over the video');
  });
});

describe('<transcript-embed> direction', () => {
  it('an Arabic track reads right to left, its timestamps left to right', async () => {
    const file = api.files.get(JFK)!;
    const english = api.tracks.get(`${JFK}-en-captions`)!;
    api.tracks.set(`${JFK}-ar-subtitles`, {
      ...english,
      id: `${JFK}-ar-subtitles`,
      language: 'ar',
      kind: 'subtitles',
      cues: english.cues.map((c) => ({ ...c, text: 'نختار الذهاب إلى القمر' })),
    });
    file.tracks.push({ id: `${JFK}-ar-subtitles`, language: 'ar', kind: 'subtitles', autoGenerated: false });
    const el = await loaded('language="ar"');
    const list = $(el, '[part="cues"]')!;
    expect(list.getAttribute('dir')).to.equal('rtl');
    expect(list.getAttribute('lang')).to.equal('ar');
    const first = $(el, '[part~="cue-button"]')!;
    expect(getComputedStyle(first).direction).to.equal('rtl');
    expect(getComputedStyle($(el, '[part="time"]')!).direction).to.equal('ltr');
    // The timestamp sits at the right edge, where a right-to-left reader starts.
    const time = $(el, '[part="time"]')!.getBoundingClientRect();
    expect(time.right).to.be.greaterThan(first.getBoundingClientRect().right - 20);
    await expectAccessible(el);

    const english2 = await loaded('language="en"');
    expect($(english2, '[part="cues"]')!.getAttribute('dir')).to.equal('ltr');
  });
});
