import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { embedClient } from '../api';
import type { PlayerAdapter } from '../../shared/players/player';

/** What the beacon counts; the server keeps only a daily count of each per file. */
export type BeaconEventType = 'play' | 'search' | 'cue_click' | 'download' | 'correction';

interface BeaconHost extends ReactiveControllerHost, HTMLElement {
  workspaceId: string;
  fileId: string;
  apiBase: string;
  player: PlayerAdapter | null;
}

/** How often a waiting batch goes out while the page stays visible. */
export const BEACON_FLUSH_MS = 30_000;
/** The most events the server takes in one batch. */
const MAX_BATCH = 50;

/** Do Not Track or Global Privacy Control: the viewer asked not to be counted. */
export function viewerOptedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * Counts plays, searches, cue clicks, downloads and suggested corrections for the file's workspace (issue 14).
 * Events carry only their kind, file and time; they are batched and sent every 30 s and when the page is
 * hidden, with sendBeacon so leaving the page does not lose or delay them. Nothing is sent with the
 * `no-beacon` attribute, or when the viewer's browser says Do Not Track or Global Privacy Control.
 */
export class EmbedBeacon implements ReactiveController {
  readonly #host: BeaconHost;
  #queue: { type: BeaconEventType; fileId: string; at: string }[] = [];
  #timer: ReturnType<typeof setInterval> | undefined;
  #player: PlayerAdapter | null = null;
  #unsubscribe: (() => void) | null = null;
  /** Playback starting counts as one play per file shown, not once per pause and resume. */
  #playedFile = '';
  #lastQuery = '';

  constructor(host: BeaconHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected() {
    const host = this.#host;
    host.addEventListener('click', this.#onClick);
    host.addEventListener('transcript-embed:search', this.#onSearch);
    host.addEventListener('transcript-embed:suggestion-submitted', this.#onCorrection);
    addEventListener('pagehide', this.flush);
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#timer = setInterval(this.flush, BEACON_FLUSH_MS);
  }

  hostUpdated() {
    const player = this.#host.player;
    if (player === this.#player) return;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#player = player;
    if (!player) return;
    let paused = true;
    void player.ready.then(
      () => {
        if (this.#player !== player) return;
        this.#unsubscribe = player.subscribe(() => {
          const wasPaused = paused;
          paused = player.paused();
          if (wasPaused && !paused && this.#playedFile !== this.#host.fileId) {
            this.#playedFile = this.#host.fileId;
            this.record('play');
          }
        });
      },
      () => {},
    );
  }

  hostDisconnected() {
    const host = this.#host;
    host.removeEventListener('click', this.#onClick);
    host.removeEventListener('transcript-embed:search', this.#onSearch);
    host.removeEventListener('transcript-embed:suggestion-submitted', this.#onCorrection);
    removeEventListener('pagehide', this.flush);
    document.removeEventListener('visibilitychange', this.#onVisibility);
    clearInterval(this.#timer);
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#player = null;
    this.flush();
  }

  /** Queues one event for the file shown, unless counting is off. */
  record(type: BeaconEventType) {
    const { workspaceId, fileId } = this.#host;
    if (!workspaceId || !fileId || this.#host.hasAttribute('no-beacon') || viewerOptedOut()) return;
    this.#queue.push({ type, fileId, at: new Date().toISOString() });
    if (this.#queue.length >= MAX_BATCH) this.flush();
  }

  /** Sends what is queued; a lost batch is only lost counts, so failures are not retried. */
  readonly flush = () => {
    if (this.#queue.length === 0) return;
    const events = this.#queue.splice(0, MAX_BATCH);
    const base = new URL(embedClient(this.#host.apiBase).baseUrl, location.href).href.replace(/\/$/, '');
    const url = `${base}/embed/workspaces/${encodeURIComponent(this.#host.workspaceId)}/beacon`;
    // A string body goes as text/plain, which needs no CORS preflight; the server reads it as JSON.
    const body = JSON.stringify({ events });
    if (!navigator.sendBeacon?.(url, body)) {
      fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
    }
  };

  readonly #onVisibility = () => {
    if (document.visibilityState === 'hidden') this.flush();
  };
  /** The search fires per keystroke: typing or trimming one query counts once, a new query counts again. */
  readonly #onSearch = (event: Event) => {
    const query = (event as CustomEvent<{ query: string }>).detail.query.trim().toLowerCase();
    const last = this.#lastQuery;
    this.#lastQuery = query;
    if (query && !(last && (query.startsWith(last) || last.startsWith(query)))) this.record('search');
  };
  readonly #onCorrection = () => this.record('correction');
  /** Cue buttons are known by their public part name, so the cue list needs no hook of its own. */
  readonly #onClick = (event: Event) => {
    const cue = event.composedPath().some((node) => (node as Element).part?.contains('cue-button'));
    if (cue) this.record('cue_click');
  };
}
