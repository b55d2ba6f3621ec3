import { expect } from '@esm-bundle/chai';
import { installFakeApi, type FakeApi, until } from '../testing/fake-embed-api';
import { $, $$, attrs, JFK, loaded } from '../testing/transcript-helpers';
import { en } from '../i18n/en';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

// Audio description when the recorded clips cannot be used: on a site whose answers lack CORS headers, on a
// failed network, or when a clip does not load, the viewer is told and the browser reads the descriptions.

const AD = `${JFK}-en-descriptions`;
const MANIFEST = `/media/${JFK}/tracks/${AD}/descriptions.json`;

let api: FakeApi;
let spoken: string[];
beforeEach(async () => {
  api = await installFakeApi();
  spoken = [];
  // The test machine may have no voice: record what would be read instead.
  speechSynthesis.speak = (utterance) => void spoken.push(utterance.text);
});
afterEach(() => {
  api.restore();
  document.body.replaceChildren();
  localStorage.removeItem('media-access:audio-description');
  delete (speechSynthesis as Partial<SpeechSynthesis>).speak;
});

async function switchOn(el: TranscriptEmbed) {
  await until(() => el.player, 'the player');
  await el.updateComplete;
  const toggle = $<HTMLButtonElement>(el, 'button[aria-label="Audio description"]');
  toggle.click();
}

const pressedOf = (el: TranscriptEmbed) =>
  $(el, 'button[aria-label="Audio description"]')?.getAttribute('aria-pressed') ?? null;
const notice = (el: TranscriptEmbed) => $(el, '[part="notice"]')?.textContent?.trim() ?? '';
const announced = (el: TranscriptEmbed) =>
  $$(el, '[role="status"]')
    .map((s) => s.textContent)
    .join(' ');

// The page's own player: the fake API's media address is not one the test browser can load.
const PAGE = `<transcript-embed ${attrs(JFK, 'for="player"')}></transcript-embed>
  <audio id="player" controls src="/server/seed/demo-media/jfk-rice-moon-speech.opus"></audio>`;
const audioOf = () => document.getElementById('player') as HTMLAudioElement;

/** Plays the page's audio from the start, silently, until the first description is read. */
async function playToFirstDescription() {
  const audio = audioOf();
  audio.muted = true;
  await audio.play();
  const first = api.tracks.get(AD)!.cues[0]!.text;
  await until(() => spoken.includes(first), 'the first description read aloud', 8000);
  audio.pause();
}

describe('<transcript-embed> audio description', () => {
  it('when the descriptions cannot be loaded, says so where the viewer sees it and reads them aloud', async () => {
    api.blocked.add(MANIFEST);
    const el = await loaded(PAGE);
    await switchOn(el);
    await until(() => notice(el) === en.speechFallback, 'the visible message');
    expect(announced(el)).to.contain(en.speechFallback);
    await playToFirstDescription();
  });

  it('when no clips were made, reads the descriptions without a message', async () => {
    const el = await loaded(PAGE);
    await switchOn(el);
    await until(() => announced(el).includes('Audio description on.'), 'the announcement');
    expect(notice(el)).to.equal('');
    await playToFirstDescription();
  });

  it('pauses the media for an extended description while it is read, and plays on when the reading ends', async () => {
    const track = api.tracks.get(AD)!;
    track.cues = track.cues.map((c, i) => (i === 0 ? { ...c, extended: true } : c));
    let reading: SpeechSynthesisUtterance | undefined;
    speechSynthesis.speak = (utterance) => void ((reading = utterance), spoken.push(utterance.text));
    const el = await loaded(PAGE);
    await switchOn(el);
    await until(() => announced(el).includes('Audio description on.'), 'the announcement');
    const audio = audioOf();
    audio.muted = true;
    await audio.play();
    await until(() => reading !== undefined, 'the extended description read aloud', 8000);
    await until(() => audio.paused, 'the media paused for it');
    reading!.dispatchEvent(new Event('end'));
    await until(() => !audio.paused, 'the media playing again');
    audio.pause();
  });

  it('when a clip does not load, says so and reads the descriptions from then on', async () => {
    const cues = api.tracks.get(AD)!.cues;
    api.json.set(MANIFEST, {
      version: 1,
      trackId: AD,
      trackVersion: 1,
      currentTrackVersion: 1,
      provider: 'espeak-ng',
      // An address that never answers with audio.
      clips: cues.map((c) => ({ cueId: c.id, startMs: c.startMs, durationMs: 1000, url: `/nowhere/${c.id}.ogg` })),
    });
    const el = await loaded(PAGE);
    await switchOn(el);
    await until(() => announced(el).includes('Audio description on.'), 'clips switched on');
    expect(notice(el)).to.equal('');
    const audio = audioOf();
    audio.muted = true;
    await audio.play();
    await until(() => notice(el) === en.speechFallback, 'the visible message after the clip failed', 8000);
    audio.currentTime = cues[1]!.startMs / 1000 - 0.5;
    await until(() => spoken.includes(cues[1]!.text), 'the next description read aloud', 8000);
    audio.pause();
  });

  it('remembers the viewer’s choice: the next embed on the site starts with audio description on, until turned off', async () => {
    const first = await loaded(PAGE);
    await switchOn(first);
    await until(() => announced(first).includes('Audio description on.'), 'switched on');
    document.body.replaceChildren();
    const second = await loaded(PAGE);
    await until(() => pressedOf(second) === 'true', 'on again by itself');
    await until(() => announced(second).includes('Audio description on.'), 'and says so');
    $<HTMLButtonElement>(second, 'button[aria-label="Audio description"]').click();
    await until(() => pressedOf(second) === 'false', 'turned off');
    document.body.replaceChildren();
    const third = await loaded(PAGE);
    await until(() => third.player, 'the player');
    await third.updateComplete;
    expect(pressedOf(third), 'off is remembered too').to.equal('false');
  });
});
