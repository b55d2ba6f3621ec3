import { expect } from '@esm-bundle/chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { PlayerAdapter } from '../../shared/players/player';
import type { EmbedFile } from '../../shared/schemas/embed';
import { installFakeApi, type FakeApi, until } from '../testing/fake-embed-api';
import { openMenu } from '../testing/toolbar';
import { $, $$, attrs, JFK, loaded } from '../testing/transcript-helpers';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

// How the element sits in a customer's page and reads to a viewer: nothing of it paints over the host page,
// captions clear the browser's controls, the playing line is a clear tint, chapters and clicks behave.

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

function asVideo() {
  const file = api.files.get(JFK)!;
  file.media = { ...(file.media as Extract<EmbedFile['media'], { type: 'url' }>), mimeType: 'video/ogg' };
}

/** A colour as the browser paints it, in sRGB bytes (computed colours may be written in oklch). */
function rgb(color: string): [number, number, number] {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}
function luminance([r, g, b]: [number, number, number]) {
  const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

async function playingCue(el: TranscriptEmbed) {
  el.player!.seek(api.tracks.get(`${JFK}-en-captions`)!.cues[2]!.startMs + 50);
  return until(() => $(el, '[part~="current-cue"]'), 'the playing cue');
}

describe('<transcript-embed> in a host page', () => {
  it('the skip link covers none of the page around it until it is focused, then shows inside the element', async () => {
    const host = document.createElement('p');
    host.textContent = 'The host page’s own text, right above the transcript. '.repeat(4);
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    el.before(host);
    await el.updateComplete;
    const text = host.getBoundingClientRect();
    for (let x = text.left + 2; x < text.right; x += 20) {
      for (let y = text.top + 2; y < text.bottom; y += 8) {
        // Compared as a boolean: chai's diff of two DOM nodes can take minutes to render.
        const hit = document.elementFromPoint(x, y);
        expect(hit === host, `at ${x}, ${y}: <${hit?.localName}>`).to.equal(true);
      }
    }
    const link = $(el, '[part="skip-link"]');
    link.focus();
    const shown = link.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    expect(shown.width).to.be.greaterThan(60);
    expect(shown.top).to.be.at.least(box.top);
    expect(shown.bottom).to.be.at.most(box.bottom);
  });

  it('captions over a small video sit above the browser’s controls', async () => {
    asVideo();
    await setViewport({ width: 375, height: 800 });
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    await playingCue(el);
    const video = $(el, 'video').getBoundingClientRect();
    const captions = $(el, '[part~="captions"]').getBoundingClientRect();
    // Chromium's control bar takes the bottom 64 px or so of the video.
    expect(video.bottom - captions.bottom).to.be.at.least(64);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`the playing line in ${scheme} mode is a tint of the accent with strong contrast`, async () => {
      await emulateMedia({ colorScheme: scheme });
      for (const [accent, strongest] of [
        ['#0b57d0', 2],
        ['#b3261e', 0],
      ] as const) {
        const el = await loaded(`<transcript-embed ${attrs(JFK, `accent="${accent}"`)}></transcript-embed>`);
        const current = await playingCue(el);
        const style = getComputedStyle(current);
        const tint = rgb(style.backgroundColor);
        expect(tint.indexOf(Math.max(...tint)), `${accent}: ${tint.join(',')}`).to.equal(strongest);
        expect(contrast(style.color, style.backgroundColor)).to.be.at.least(7);
        document.body.replaceChildren();
      }
    });
  }

  it('a chapter’s time stays on one line on a narrow element', async () => {
    await setViewport({ width: 320, height: 800 });
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    const times = [...(await openMenu(el, 'Chapters')).querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    expect(times.length).to.be.greaterThan(1);
    for (const time of times) {
      // The menu is at most as wide as the element; an entry's time never breaks from its title's first word.
      expect(time.textContent!.trim(), time.textContent!).to.match(/^\d+:\d\d \S/);
      expect(time.getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right + 1);
    }
  });
});

/** A player that, as YouTube's does, starts playing when asked to seek before it ever played. */
function youtubeLikePlayer(): PlayerAdapter & { log: string[] } {
  let state: 'unstarted' | 'playing' | 'paused' = 'unstarted';
  let time = 0;
  const log: string[] = [];
  return {
    log,
    kind: 'youtube',
    ready: Promise.resolve(),
    currentTimeMs: () => time,
    durationMs: () => 60_000,
    paused: () => state !== 'playing',
    seek(ms) {
      time = ms;
      if (state === 'unstarted') state = 'playing';
      log.push(`seek ${ms}`);
    },
    play: () => void (state = 'playing'),
    pause: () => void (state = 'paused'),
    playbackRate: () => 1,
    setPlaybackRate: () => undefined,
    subscribe: () => () => undefined,
    destroy: () => undefined,
  };
}

describe('<transcript-embed> clicking a line', () => {
  it('seeks and stays paused when paused, and keeps playing when playing', async () => {
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    const player = youtubeLikePlayer();
    el.player = player;
    const lines = $$<HTMLElement>(el, '[data-index]');
    lines[3]!.click();
    expect(player.log).to.deep.equal([`seek ${api.tracks.get(`${JFK}-en-captions`)!.cues[3]!.startMs}`]);
    expect(player.paused()).to.equal(true);
    player.play();
    lines[1]!.click();
    expect(player.paused()).to.equal(false);
  });
});
