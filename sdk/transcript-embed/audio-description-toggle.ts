import { getEmbedTrack } from '../../shared/api/embed';
import type { EmbedFile } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { embedClient } from '../api';
import type { AudioDescriber } from '../speech/audio-description';
import { pickTrack } from './pick-track';
import type { TranscriptEmbed } from './transcript-embed.component';

/** The "Audio description" switch: when on, the descriptions track is spoken along with playback. */
export class AudioDescriptionToggle {
  #on = false;
  #describer: AudioDescriber | null = null;
  #host: TranscriptEmbed;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  tick(nowMs: number) {
    this.#describer?.tick(nowMs);
  }

  stop() {
    this.#describer?.stop();
    this.#describer = null;
    this.#on = false;
    this.#host.requestUpdate();
  }

  #toggle = async (event: Event) => {
    const host = this.#host;
    const on = (event.target as HTMLInputElement).checked;
    this.stop();
    this.#on = on;
    const file = host.loader.file;
    const summary = file && pickTrack(file.tracks, host.language, 'descriptions');
    if (!on || !summary || !host.player) return;
    try {
      // The speech module loads only now, with the descriptions track.
      const [{ AudioDescriber }, track] = await Promise.all([
        import('../speech/audio-description'),
        getEmbedTrack(embedClient(host.apiBase), {
          workspaceId: host.workspaceId,
          fileId: host.fileId,
          trackId: summary.id,
        }),
      ]);
      if (!this.#on || !host.player) return;
      this.#describer = new AudioDescriber(host.player, track.cues, track.language);
      host.announce('Audio description on.');
    } catch (error) {
      this.#on = false;
      host.announce(host.loader.fail(error));
    }
  };

  /** Offered when the file has a descriptions track, the browser can speak and a player is connected. */
  render(file: EmbedFile) {
    const offered = file.tracks.some((t) => t.kind === 'descriptions') && 'speechSynthesis' in window;
    return offered && (this.#host.player || this.#on)
      ? html`<label><input type="checkbox" .checked=${this.#on} @change=${this.#toggle} /> Audio description</label>`
      : nothing;
  }
}
