import { getEmbedFile, getEmbedTrack } from '../../shared/api/embed';
import type { Cue, EmbedFile, EmbedTrack, EmbedTrackSummary } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { describeError, embedClient } from '../api';
import { emit } from '../events/events';
import { cueIndexAt } from './cue-list';
import { pickTrack, trackName } from './pick-track';
import type { TranscriptEmbed } from './transcript-embed.component';

/** Fetches the file with its transcript and chapters, switches tracks, and shows loading and errors. */
export class TrackLoader {
  phase: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  file: EmbedFile | null = null;
  track: EmbedTrack | null = null;
  chapters: Cue[] = [];
  #errorMessage = '';
  #host: TranscriptEmbed;
  #abort: AbortController | null = null;
  #focusAfterLoad = false;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  #setPhase(phase: TrackLoader['phase']) {
    this.phase = phase;
    this.#host.requestUpdate();
  }

  /** Stops a load under way (the element left the page). */
  abort() {
    this.#abort?.abort();
  }

  async load() {
    const host = this.#host;
    this.abort();
    host.sync.disconnect();
    host.search.reset();
    if (!host.workspaceId || !host.fileId) return this.#setPhase('idle');
    const abort = (this.#abort = new AbortController());
    const signal = abort.signal;
    const client = embedClient(host.apiBase);
    const ids = { workspaceId: host.workspaceId, fileId: host.fileId };
    this.#setPhase('loading');
    try {
      const file = await getEmbedFile(client, ids, { signal });
      const summary = pickTrack(file.tracks, host.language);
      const chapterSummary = pickTrack(file.tracks, host.language, 'chapters');
      const [track, chapters] = await Promise.all([
        summary ? getEmbedTrack(client, { ...ids, trackId: summary.id }, { signal }) : null,
        chapterSummary ? getEmbedTrack(client, { ...ids, trackId: chapterSummary.id }, { signal }) : null,
      ]);
      if (signal.aborted) return;
      // An answer a CDN kept from before voiceovers were listed has no audioTracks.
      this.file = { ...file, audioTracks: (file as Partial<EmbedFile>).audioTracks ?? [] };
      this.track = track;
      this.chapters = chapters?.cues ?? [];
      if (track) host.language = track.language;
      this.#setPhase('ready');
      await host.updateComplete;
      host.cueList!.chapters = this.chapters;
      host.cueList!.setCues(track?.cues ?? [], -1);
      if (this.#focusAfterLoad) host.renderRoot.querySelector<HTMLElement>('[part="heading"]')?.focus();
      emit(host, 'transcript-embed:ready', {
        fileId: file.id,
        language: track?.language ?? '',
        cueCount: track?.cues.length ?? 0,
      });
      const start = host.startTime ?? Number(new URLSearchParams(location.search).get('t'));
      if (Number.isFinite(start) && start > 0) host.sync.pendingSeekMs = start * 1000;
      await host.sync.connect();
    } catch (error) {
      if (signal.aborted) return;
      this.fail(error);
      this.#setPhase('error');
      if (this.#focusAfterLoad) {
        await host.updateComplete;
        host.renderRoot.querySelector<HTMLElement>('[part="status"] button')?.focus();
      }
    } finally {
      this.#focusAfterLoad = false;
    }
  }

  /** Keeps the message for the status area, reports it as `transcript-embed:error` and returns it. */
  fail(error: unknown): string {
    const described = describeError(error, this.#host.words.strings);
    this.#errorMessage = described.message;
    emit(this.#host, 'transcript-embed:error', described);
    return described.message;
  }

  async switchTrack(summary: EmbedTrackSummary) {
    const host = this.#host;
    try {
      const track = await getEmbedTrack(embedClient(host.apiBase), {
        workspaceId: host.workspaceId,
        fileId: host.fileId,
        trackId: summary.id,
      });
      this.track = track;
      host.language = track.language;
      host.requestUpdate();
      const now = host.player?.currentTimeMs() ?? 0;
      const current = host.player ? cueIndexAt(track.cues, now) : -1;
      host.cueList!.setCues(track.cues, current);
      // A paused video gets no tick: show the new language's caption now.
      host.captions.tick(track.cues, current, now);
      if (host.search.query) await host.search.run(host.search.query, false);
      host.announce(host.words.strings.showing(trackName(summary, host.words)));
      emit(host, 'transcript-embed:language-change', { language: track.language, trackId: track.id });
    } catch (error) {
      host.announce(this.fail(error));
    }
  }

  #retry = () => {
    this.#focusAfterLoad = true;
    void this.load();
  };

  /** Loading, error (with Try again), no file chosen, or no transcript; nothing once a transcript shows. */
  renderStatus() {
    const { strings } = this.#host.words;
    if (this.phase === 'error') {
      return html`<div part="status" role="alert">
        <p>${this.#errorMessage}</p>
        <button part="button primary" type="button" @click=${this.#retry}>${strings.tryAgain}</button>
      </div>`;
    }
    if (this.phase === 'loading') {
      return html`<p part="status" role="status" class="visually-hidden">${strings.loadingTranscript}</p>
        <div class="skeleton" aria-hidden="true">${[1, 2, 3, 4].map(() => html`<span part="skeleton"></span>`)}</div>`;
    }
    if (this.phase === 'idle') {
      return html`<p part="status" role="status">${strings.noFile}</p>`;
    }
    if (!this.track) return html`<p part="status empty" role="status">${strings.noTranscript}</p>`;
    return nothing;
  }
}
