import type { EmbedAudioTrack, EmbedFile } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { resolveApiUrl } from '../api';
import type { Words } from '../i18n/localise';
import { languageName } from '../language-name';
import type { RenditionAudio } from './rendition-audio';
import type { TranscriptEmbed } from './transcript-embed.component';

/** What viewers call a voiceover: "Spanish (dubbed)", "English (audio description)". */
export function audioTrackName(track: EmbedAudioTrack, { locale, strings }: Words): string {
  const name = languageName(track.language, locale);
  return track.kind === 'described' ? strings.described(name) : strings.dubbed(name);
}

/**
 * The "Audio" menu of the element's own player, as YouTube's and Vimeo's players have: the original sound or a
 * voiceover rendition (dubbed or described) heard in its place, at the same moment and in the same play state.
 * The code that plays a rendition loads only when one is chosen.
 */
export class AudioTrackMenu {
  /** The rendition heard, by the id of the track it was voiced from; '' for the original sound. */
  chosen = '';
  /** @internal The player of renditions, once one was chosen. */
  rendition: RenditionAudio | null = null;
  #host: TranscriptEmbed;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  /** The media element of the element's own player; a page's own player (`for`) is the page's to switch. */
  #media(): HTMLMediaElement | null {
    if (this.#host.for) return null;
    return this.#host.renderRoot.querySelector<HTMLMediaElement>('video[part="media"], audio[part="media"]');
  }

  /** Back to the original sound (the file or the player went away, or the viewer asked). */
  stop() {
    this.rendition?.stop();
    this.rendition = null;
    this.chosen = '';
  }

  #choose = async (event: Event) => {
    const host = this.#host;
    const id = (event.target as HTMLSelectElement).value;
    const track = host.loader.file?.audioTracks.find((t) => t.trackId === id);
    const media = this.#media();
    if (!track || !media) {
      this.stop();
      host.announce(host.words.strings.originalAudio);
      return;
    }
    this.chosen = id;
    const { RenditionAudio } = await import('./rendition-audio');
    if (this.chosen !== id) return;
    this.rendition ??= new RenditionAudio(media, () => {
      // The viewer turned the media's own sound back on with its controls.
      this.stop();
      host.requestUpdate();
      host.announce(host.words.strings.originalAudio);
    });
    this.rendition.play(resolveApiUrl(track.url, host.apiBase));
    host.announce(`${audioTrackName(track, host.words)}.`);
  };

  /** Offered when voiceovers were made and the element's own HTML5 player is connected. */
  render(file: EmbedFile) {
    const host = this.#host;
    if (file.audioTracks.length === 0 || host.for || host.player?.kind !== 'html5') return nothing;
    const { strings } = host.words;
    return html`<label
      >${strings.audio}
      <select @change=${this.#choose}>
        <option value="" ?selected=${!this.chosen}>${strings.original}</option>
        ${file.audioTracks.map(
          (t) =>
            html`<option value=${t.trackId} ?selected=${t.trackId === this.chosen}>
              ${audioTrackName(t, host.words)}
            </option>`,
        )}
      </select></label
    >`;
  }
}
