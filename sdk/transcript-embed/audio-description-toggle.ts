import { getEmbedTrack } from '../../shared/api/embed';
import type { EmbedFile } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { embedClient, resolveApiUrl } from '../api';
import type { DescriptionManifest } from '../speech/description-clips';
import { iconButton } from './icons';
import { pickTrack } from './pick-track';
import type { TranscriptEmbed } from './transcript-embed.component';

const KEY = 'media-access:audio-description';

/** What plays the descriptions: the server's clips, or the browser's speech reading the cues. */
interface Describer {
  tick(nowMs: number): void;
  stop(): void;
}

/**
 * The "Audio description" switch: when on, the descriptions track is heard along with playback — the clips the
 * server made (`describe` jobs) when their manifest is current, else the cues read by the browser's speech. When
 * the clips fail to load (network, CORS, server error), the viewer is told and the browser reads the cues.
 */
export class AudioDescriptionToggle {
  #on = false;
  #describer: Describer | null = null;
  /** Why the recorded descriptions are not what is heard, shown beside the switch. */
  #problem = '';
  #host: TranscriptEmbed;
  /** The viewer left it on last time (remembered per site): it turns on again once it can. */
  #remembered = false;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
    // Foreign pages may block storage: reading or writing it can throw.
    try {
      this.#remembered = localStorage.getItem(KEY) === 'on';
    } catch {
      // Off, as by default.
    }
  }

  tick(nowMs: number) {
    this.#describer?.tick(nowMs);
  }

  stop() {
    this.#describer?.stop();
    this.#describer = null;
    this.#on = false;
    this.#problem = '';
    this.#host.requestUpdate();
  }

  #ids() {
    const host = this.#host;
    const file = host.loader.file;
    const summary = file && pickTrack(file.tracks, host.language, 'descriptions');
    return summary ? { workspaceId: host.workspaceId, fileId: host.fileId, trackId: summary.id } : null;
  }

  #toggle = async () => {
    const host = this.#host;
    const on = !this.#on;
    this.stop();
    this.#on = on;
    try {
      localStorage.setItem(KEY, on ? 'on' : 'off');
    } catch {
      // Not remembered on this page; the choice still applies.
    }
    const ids = this.#ids();
    if (!on || !ids || !host.player) return;
    // No clips made yet (404) is normal: the browser reads the cues. Any other failure is the viewer's to know.
    let failed = false;
    const manifest = await embedClient(host.apiBase)
      .request<DescriptionManifest>(
        'GET',
        `/media/${encodeURIComponent(ids.fileId)}/tracks/${encodeURIComponent(ids.trackId)}/descriptions.json`,
      )
      .catch((error: unknown) => {
        failed = (error as { status?: unknown }).status !== 404;
        return null;
      });
    if (manifest) {
      const { ClipDescriber, isCurrent } = await import('../speech/description-clips');
      if (!this.#on || !host.player) return;
      // Made from an older text: the browser reads the cues as they are now.
      if (isCurrent(manifest)) {
        const clips = manifest.clips.map((c) => ({ ...c, url: resolveApiUrl(c.url, host.apiBase) }));
        this.#describer = new ClipDescriber(
          host.player,
          clips,
          host.extendedDescriptions,
          () => void this.#speak(true),
        );
        host.announce(host.words.strings.audioDescriptionOn);
        return;
      }
    }
    await this.#speak(failed);
  };

  /** The browser reads the descriptions track's cues; `failed` says the recorded clips could not be used. */
  async #speak(failed: boolean) {
    const host = this.#host;
    const ids = this.#ids();
    if (!this.#on || !ids) return;
    this.#describer?.stop();
    this.#describer = null;
    try {
      // The speech module loads only now, with the descriptions track.
      const [{ AudioDescriber }, track] = await Promise.all([
        import('../speech/audio-description'),
        getEmbedTrack(embedClient(host.apiBase), ids),
      ]);
      if (!this.#on || !host.player) return;
      this.#describer = new AudioDescriber(host.player, track.cues, track.language, host.extendedDescriptions);
      const { audioDescriptionOn, speechFallback } = host.words.strings;
      this.#problem = failed ? speechFallback : '';
      host.announce(failed ? `${audioDescriptionOn} ${speechFallback}` : audioDescriptionOn);
    } catch (error) {
      this.#on = false;
      this.#problem = '';
      host.announce(host.loader.fail(error));
    }
    host.requestUpdate();
  }

  /**
   * A toggle (`aria-pressed`), when the file has a descriptions track, the browser speaks and a player is connected;
   * on by itself for a viewer who left it on.
   */
  render(file: EmbedFile) {
    const offered = file.tracks.some((t) => t.kind === 'descriptions') && 'speechSynthesis' in window;
    if (!offered || !(this.#host.player || this.#on)) return nothing;
    if (this.#remembered && !this.#on) {
      this.#remembered = false;
      queueMicrotask(() => void this.#toggle());
    }
    return iconButton(this.#host.words.strings.audioDescription, 'audio-lines', () => void this.#toggle(), {
      pressed: this.#on,
    });
  }

  /** Why the recorded descriptions are not what is heard, on a line of its own under the toolbar's row. */
  renderNotice() {
    return this.#problem ? html`<p part="notice" class="notice">${this.#problem}</p>` : nothing;
  }
}
