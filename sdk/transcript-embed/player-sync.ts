import type { EmbedFile } from '../../shared/schemas/embed';
import { css, html, nothing, render, svg } from 'lit';
import { resolveApiUrl } from '../api';
import { emit } from '../events/events';
import { clock, spokenTime } from '../format-time';
import { isolate } from '../i18n/localise';
import { connectPlayer } from '../../shared/players/connect-player';
import { platformEmbedUrl, type PlatformPlayer } from '../../shared/players/platforms';
import { cueIndexAt } from './cue-list';
import type { TranscriptEmbed } from './transcript-embed.component';

/** Whether the file plays in a `<video>` of ours (its own layout, with captions drawn over it). */
export function isVideoFile(file: EmbedFile): boolean {
  const media = file.media;
  if (media?.type !== 'url') return media?.type === 'platform';
  return media.mimeType?.startsWith('video/') ?? /\.(mp4|webm|mov|m4v)(\?|$)/i.test(media.url);
}

/**
 * Finds the player (the page's, named by `for`, or the element's own), connects an adapter to it and, on
 * each playback tick, moves the highlight to the playing cue and lets autoscroll and audio description follow.
 */
export class PlayerSync {
  /** A seek asked for before the player was connected. */
  pendingSeekMs: number | null = null;
  #error = '';
  #host: TranscriptEmbed;
  #unsubscribe: (() => void) | null = null;
  #waitForTarget: MutationObserver | null = null;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  async connect() {
    const host = this.#host;
    this.disconnect();
    this.#error = '';
    host.requestUpdate();
    await host.updateComplete;
    let target: Element | null;
    let platform: PlatformPlayer | null = null;
    if (host.for) {
      const root = host.getRootNode() as Document | ShadowRoot;
      target = root.getElementById(host.for);
      if (!target) {
        // The player may come later in the page than the transcript.
        this.#waitForTarget = new MutationObserver(() => {
          if (root.getElementById(host.for)) void this.connect();
        });
        this.#waitForTarget.observe(root, { childList: true, subtree: true });
        return;
      }
    } else {
      target = host.renderRoot.querySelector('[part="media"]');
      const media = host.loader.file?.media;
      if (media?.type === 'platform') platform = media.platformType as PlatformPlayer;
    }
    if (!target) return;
    try {
      const player = await connectPlayer(target, platform ?? undefined);
      if (!player) return;
      host.player = player;
      // Our own controls for an audio file (a lazy chunk): handed Lit and the helpers, it imports nothing.
      if (!host.for && target instanceof HTMLAudioElement)
        void import('./audio-bar').then((bar) =>
          bar.attach(host, target, { html, svg, render, css, clock, spokenTime }),
        );
      await player.ready;
      if (host.player !== player) return;
      this.#unsubscribe = player.subscribe(this.#tick);
      // `player` is no reactive property: render again so the controls that need a player (audio description) show.
      host.requestUpdate();
      if (this.pendingSeekMs !== null) {
        player.seek(this.pendingSeekMs);
        this.pendingSeekMs = null;
      }
      this.#tick();
    } catch {
      const name = platform === 'vimeo' ? 'Vimeo' : platform === 'youtube' ? 'YouTube' : 'media';
      this.#error = host.words.strings.playerFailed(name);
      host.requestUpdate();
      emit(host, 'transcript-embed:error', { message: this.#error });
    }
  }

  disconnect() {
    const host = this.#host;
    this.#waitForTarget?.disconnect();
    this.#waitForTarget = null;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    host.player?.destroy();
    host.player = null;
    host.descriptions.stop();
    host.audioTracks.stop();
  }

  /** A playback tick: find the cue (binary search) and move the highlight; the list is not re-rendered. */
  #tick = () => {
    const host = this.#host;
    const { player, cueList } = host;
    const track = host.loader.track;
    if (!player || !cueList || !track) return;
    const now = player.currentTimeMs();
    host.descriptions.tick(now);
    const index = cueIndexAt(track.cues, now);
    host.captions.tick(track.cues, index, now);
    if (index === cueList.current) return;
    cueList.setCurrent(index);
    const cue = track.cues[index];
    if (cue) host.phrases.say(cue.text);
    emit(host, 'transcript-embed:cue-change', { cueId: cue?.id ?? null, startMs: cue?.startMs ?? null });
    host.autoscroll.follow(index);
  };

  #retry = () => {
    const iframe = this.#host.renderRoot.querySelector<HTMLIFrameElement>('iframe[part="media"]');
    // Reassigning src reloads the player frame.
    if (iframe) iframe.setAttribute('src', iframe.src);
    void this.connect();
  };

  /** The element's own player (without `for`), and why the player did not load when it did not. */
  render(file: EmbedFile) {
    const host = this.#host;
    const error = this.#error
      ? html`<div part="status" role="alert">
          <p>${this.#error}</p>
          <button part="button" type="button" @click=${this.#retry}>${host.words.strings.tryAgain}</button>
        </div>`
      : nothing;
    if (host.for || !file.media || host.layoutName === 'transcript-only') return error;
    const media = file.media;
    let player;
    if (media.type === 'url') {
      const src = resolveApiUrl(media.url, host.apiBase);
      player = isVideoFile(file)
        ? html`<div class="stage">
              <video part="media" controls preload="metadata" playsinline src=${src} aria-label=${file.name}></video>
              ${host.captions.renderOverlay()}
            </div>
            ${host.captions.renderDialog()}`
        : html`<audio part="media" preload="metadata" src=${src}></audio>
            <div
              part="audio-bar"
              role="group"
              aria-label=${host.words.strings.audioPlayer}
              @pointerover=${host.menus.load}
              @focusin=${host.menus.load}
            ></div>`;
    } else if (media.platformType === 'youtube' || media.platformType === 'vimeo') {
      player = html`<iframe
        part="media"
        title=${host.words.strings.playerTitle(media.platformType === 'youtube' ? 'YouTube' : 'Vimeo', isolate(file.name))}
        src=${platformEmbedUrl(media.platformType, media.videoId)}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowfullscreen
      ></iframe>`;
    } else {
      player = html`<p>${host.words.strings.cannotFollow(media.platformType)}</p>`;
    }
    return html`<div part="player">${player}</div>
      ${error}`;
  }
}
