import { expect } from '@esm-bundle/chai';
import type { EmbedFile } from '../../shared/schemas/embed';
import { installFakeApi, type FakeApi, until } from '../testing/fake-embed-api';
import { $, attrs, JFK, loaded, selectNamed } from '../testing/transcript-helpers';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

// The audio-track menu: a viewer hears a voiceover rendition (dubbed or described) instead of the original
// sound, from the same moment, without the play state changing.

const MEDIA = `${location.origin}/server/seed/demo-media`;
// Another demo recording stands in for the renditions: the test checks which one plays, and where.
const DUBBED = `${MEDIA}/apollo-11-eagle-has-landed.opus`;
const DESCRIBED = `${MEDIA}/gettysburg-address.opus`;

let api: FakeApi;
beforeEach(async () => {
  api = await installFakeApi();
  const file = api.files.get(JFK)!;
  file.media = { type: 'url', url: `${MEDIA}/jfk-rice-moon-speech.opus`, mimeType: 'audio/ogg' };
  file.audioTracks = [
    { trackId: `${JFK}-es-subtitles`, language: 'es', kind: 'dubbed', url: DUBBED },
    { trackId: `${JFK}-en-descriptions`, language: 'en', kind: 'described', url: DESCRIBED },
  ];
});
afterEach(() => {
  api.restore();
  document.body.replaceChildren();
});

async function withMenu(markup = `<transcript-embed ${attrs()}></transcript-embed>`) {
  const el = await loaded(markup);
  await until(() => el.player, 'the player');
  await el.updateComplete;
  const media = $<HTMLAudioElement>(el, 'audio[part="media"]');
  if (media.readyState < 1)
    await new Promise((resolve) => media.addEventListener('loadedmetadata', resolve, { once: true }));
  return { el, media, menu: selectNamed(el, 'Audio')! };
}

function choose(menu: HTMLSelectElement, value: string) {
  menu.value = value;
  menu.dispatchEvent(new Event('change'));
}

const rendition = (el: TranscriptEmbed) => el.audioTracks.rendition?.audio ?? null;
const inStep = (el: TranscriptEmbed, media: HTMLMediaElement) =>
  Math.abs(rendition(el)!.currentTime - media.currentTime) < 0.5;

describe('<transcript-embed> audio tracks', () => {
  it('offers the original, each dubbed language and the described audio', async () => {
    const { menu } = await withMenu();
    expect([...menu.options].map((o) => o.text.trim())).to.deep.equal([
      'Original',
      'Spanish (dubbed)',
      'English (audio description)',
    ]);
    expect(menu.value).to.equal('');
  });

  it('while paused, switches at the same moment and stays paused', async () => {
    const { el, media, menu } = await withMenu();
    media.currentTime = 10;
    await new Promise((resolve) => media.addEventListener('seeked', resolve, { once: true }));
    choose(menu, `${JFK}-es-subtitles`);
    const audio = await until(() => rendition(el), 'the rendition');
    expect(audio.src).to.equal(DUBBED);
    expect(media.muted).to.equal(true);
    expect(media.paused).to.equal(true);
    expect(audio.paused).to.equal(true);
    await until(() => audio.readyState >= 1, 'the rendition loaded');
    expect(audio.currentTime).to.be.closeTo(10, 0.3);
  });

  it('while playing, keeps playing in step through each switch, and back to the original', async () => {
    const { el, media, menu } = await withMenu();
    await media.play();
    choose(menu, `${JFK}-es-subtitles`);
    await until(() => rendition(el) && !rendition(el)!.paused && inStep(el, media), 'the dub playing in step');
    choose(menu, `${JFK}-en-descriptions`);
    await until(() => rendition(el)?.src === DESCRIBED && !rendition(el)!.paused, 'the described audio playing');
    await until(() => inStep(el, media), 'in step');
    expect(media.paused).to.equal(false);
    choose(menu, '');
    await until(() => !media.muted, 'the original sound back');
    expect(el.audioTracks.rendition).to.equal(null);
    expect(media.paused).to.equal(false);
    media.pause();
  });

  it('unmuting the player with its own controls brings the original sound back', async () => {
    const { el, media, menu } = await withMenu();
    choose(menu, `${JFK}-es-subtitles`);
    await until(() => rendition(el), 'the rendition');
    media.muted = false;
    await until(() => selectNamed(el, 'Audio')!.value === '', 'the menu back on Original');
    expect(el.audioTracks.rendition).to.equal(null);
  });

  it('shows the transcript from an answer a CDN kept from before voiceovers were listed', async () => {
    delete (api.files.get(JFK) as Partial<EmbedFile>).audioTracks;
    const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
    await until(() => el.player, 'the player');
    await el.updateComplete;
    expect(el.dataset.state).to.equal('ready');
    expect(selectNamed(el, 'Audio')).to.equal(null);
  });

  it('is not offered for a page’s own player', async () => {
    const el = await loaded(
      `<transcript-embed ${attrs(JFK, 'for="player"')}></transcript-embed>` +
        `<audio id="player" controls src="${MEDIA}/jfk-rice-moon-speech.opus"></audio>`,
    );
    await until(() => el.player, 'the player');
    await el.updateComplete;
    expect(selectNamed(el, 'Audio')).to.equal(null);
  });
});
