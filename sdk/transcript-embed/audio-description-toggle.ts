import { getEmbedTrack } from '../../shared/api/embed';
import type { EmbedFile } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { embedClient, resolveApiUrl } from '../api';
import type { DescriptionManifest } from '../speech/description-clips';
import { pickTrack } from './pick-track';
import type { TranscriptEmbed } from './transcript-embed.component';

/** What plays the descriptions: the server's clips, or the browser's speech reading the cues. */
interface Describer {
  tick(nowMs: number): void;
  stop(): void;
}

/**
 * The "Audio description" switch: when on, the descriptions track is heard along with playback — the clips the
 * server made (`describe` jobs) when their manifest is current, else the cues read by the browser's speech.
 */
export class AudioDescriptionToggle {
  #on = false;
  #describer: Describer | null = null;
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
      const client = embedClient(host.apiBase);
      const ids = { workspaceId: host.workspaceId, fileId: host.fileId, trackId: summary.id };
      // No clips made yet (404), or made from an older text: the browser reads the cues instead.
      const manifest = await client
        .request<DescriptionManifest>(
          'GET',
          `/media/${encodeURIComponent(ids.fileId)}/tracks/${encodeURIComponent(ids.trackId)}/descriptions.json`,
        )
        .catch(() => null);
      if (manifest) {
        const { ClipDescriber, isCurrent } = await import('../speech/description-clips');
        if (!this.#on || !host.player) return;
        if (isCurrent(manifest)) {
          const clips = manifest.clips.map((c) => ({ startMs: c.startMs, url: resolveApiUrl(c.url, host.apiBase) }));
          this.#describer = new ClipDescriber(host.player, clips, host.extendedDescriptions);
          host.announce('Audio description on.');
          return;
        }
      }
      // The speech module loads only now, with the descriptions track.
      const [{ AudioDescriber }, track] = await Promise.all([
        import('../speech/audio-description'),
        getEmbedTrack(client, ids),
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
