import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expectAccessible } from '../testing/expect-accessible';
import { installFakeApi, type FakeApi, until } from '../testing/fake-embed-api';
import { $, attrs, JFK, loaded } from '../testing/transcript-helpers';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

// Our own audio bar in place of the browser's `<audio controls>`: by keyboard it plays, seeks, changes speed
// and mutes the media; it speaks the time as words and passes axe in both themes and in forced colours.

let api: FakeApi;
// The fake API's media address is on its own (unreachable) origin: the demo recording is served here.
const MEDIA = `${location.origin}/server/seed/demo-media/jfk-rice-moon-speech.opus`;
async function install(mimeType = 'audio/ogg') {
  api = await installFakeApi();
  api.files.get(JFK)!.media = { type: 'url', url: MEDIA, mimeType };
}
beforeEach(() => install());
afterEach(async () => {
  api.restore();
  document.body.replaceChildren();
  await emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
});

async function withBar(): Promise<{ el: TranscriptEmbed; media: HTMLAudioElement; bar: HTMLElement }> {
  const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
  const bar = await until(
    () => $(el, '[part="audio-bar"] [part~="play-button"]') && $(el, '[part="audio-bar"]'),
    'the bar',
  );
  const media = $<HTMLAudioElement>(el, 'audio[part="media"]');
  if (!(media.duration > 0)) await until(() => media.duration > 0, 'the duration');
  return { el, media, bar };
}

const named = (bar: HTMLElement, name: string) => bar.querySelector<HTMLElement>(`[aria-label="${name}"]`)!;

describe('<transcript-embed> audio bar', () => {
  it('replaces the browser’s controls with one named row no taller than 48 px, axe clean light and dark', async () => {
    const { el, media, bar } = await withBar();
    expect(media.controls).to.equal(false);
    expect(bar.getAttribute('role')).to.equal('group');
    expect(bar.ariaLabel).to.equal('Audio player');
    expect(bar.getBoundingClientRect().height).to.be.at.most(48);
    for (const name of ['Play', 'Seek', 'Playback speed 1×', 'Mute', 'Volume'])
      expect(named(bar, name)).not.to.equal(null);
    for (const scheme of ['light', 'dark'] as const) {
      await emulateMedia({ colorScheme: scheme });
      await expectAccessible(el);
    }
    await emulateMedia({ forcedColors: 'active' });
    expect(getComputedStyle(bar).borderTopStyle).to.equal('solid');
    await expectAccessible(el);
  });

  it('plays and pauses from the keyboard, and the button says which it will do', async () => {
    const { media, bar } = await withBar();
    named(bar, 'Play').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !media.paused && named(bar, 'Pause'), 'playing');
    await sendKeys({ press: 'Space' });
    await until(() => media.paused && named(bar, 'Play'), 'paused');
  });

  it('seeks 5 s with the arrows, 10 % with PageUp/PageDown, to the ends with Home/End, speaking the time', async () => {
    const { media, bar } = await withBar();
    const seek = named(bar, 'Seek');
    seek.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(media.currentTime).to.be.closeTo(5, 0.01);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(media.currentTime).to.be.closeTo(5, 0.01);
    await sendKeys({ press: 'PageUp' });
    expect(media.currentTime).to.be.closeTo(5 + media.duration / 10, 0.01);
    await sendKeys({ press: 'End' });
    expect(media.currentTime).to.be.closeTo(media.duration, 0.01);
    await sendKeys({ press: 'Home' });
    expect(media.currentTime).to.equal(0);
    await sendKeys({ press: 'ArrowRight' });
    await until(() => seek.getAttribute('aria-valuetext')?.startsWith('5 seconds of '), 'the spoken time');
    expect(seek.getAttribute('aria-valuetext')).to.equal(`5 seconds of ${Math.floor(media.duration)} seconds`);
  });

  it('cycles the speed 0.5–2× with its value shown, and mutes and sets the volume', async () => {
    const { media, bar } = await withBar();
    const speed = bar.querySelector<HTMLElement>('[part~="speed-button"]')!;
    expect(speed.textContent!.trim()).to.equal('1×');
    speed.focus();
    await sendKeys({ press: 'Enter' });
    expect(media.playbackRate).to.equal(1.25);
    await until(() => speed.textContent!.trim() === '1.25×' && speed.ariaLabel === 'Playback speed 1.25×', 'shown');
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Enter' });
    expect(media.playbackRate).to.equal(0.5);
    const mute = named(bar, 'Mute');
    mute.focus();
    await sendKeys({ press: 'Space' });
    await until(() => media.muted && mute.getAttribute('aria-pressed') === 'true', 'muted');
    await sendKeys({ press: 'Space' });
    await until(() => !media.muted, 'unmuted');
    named(bar, 'Volume').focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(media.volume).to.be.closeTo(0.95, 0.001);
    await until(() => named(bar, 'Volume').getAttribute('aria-valuetext') === '95%', 'the spoken volume');
  });

  it('speaks the viewer’s language, and a video keeps the browser’s own controls', async () => {
    const el = await loaded(`<transcript-embed lang="de" ${attrs()}></transcript-embed>`);
    await until(() => $(el, '[part="audio-bar"] [aria-label="Abspielen"]'), 'German words in the bar');
    api.restore();
    document.body.replaceChildren();
    await install('video/ogg');
    const video = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    expect($<HTMLVideoElement>(video, 'video[part="media"]').controls).to.equal(true);
    expect($(video, '[part="audio-bar"]')).to.equal(null);
  });
});
