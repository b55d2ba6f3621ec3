import { getEmbedFile, getEmbedTrack, postEmbedCorrection, postEmbedRequest } from '../../shared/api/embed';
import type { Cue, EmbedFile, EmbedTrack, TrackSummary } from '../../shared/schemas/embed';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { describeError, embedClient, resolveApiUrl } from '../api';
import { emit } from '../events/events';
import type * as FormsModule from '../forms/contribution-forms';
import type { FormKind, FormState } from '../forms/contribution-forms';
import { clock, spokenTime } from '../format-time';
import { connectPlayer, platformEmbedUrl, type PlatformPlayer } from '../players/connect-player';
import type { PlayerAdapter } from '../players/player';
import type { AudioDescriber } from '../speech/audio-description';
import { CueList, cueIndexAt, findMatches } from './cue-list';
import { transcriptEmbedStyles } from './transcript-embed.styles';

const TEXT_KINDS = new Set(['captions', 'subtitles']);
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An interactive transcript of one media file, synced with its player.
 *
 * @tagname transcript-embed
 *
 * @attr workspace-id - The workspace that owns the file.
 * @attr file-id - The file whose transcript is shown.
 * @attr api-base - Base URL of the API; defaults to the origin the script was loaded from + `/api`.
 * @attr language - BCP 47 language of the track to show first; changes when the viewer switches.
 * @attr for - Id of a `<video>`, `<audio>` or YouTube/Vimeo `<iframe>` on the page to sync with; without it the element shows its own player.
 * @attr start-time - Seconds to start at; defaults to the page's `?t=`.
 * @attr no-autoscroll - Do not follow playback.
 * @attr no-search - Hide the search box.
 * @attr no-download - Hide the downloads.
 * @attr theme - `light`, `dark` or `auto` (default: follows the system).
 *
 * @prop {PlayerAdapter | null} player - The connected player adapter, once there is one.
 *
 * @event transcript-embed:ready - The transcript is shown. `detail: { fileId, language, cueCount }`
 * @event transcript-embed:cue-change - The playing cue changed. `detail: { cueId, startMs }`
 * @event transcript-embed:seek - A cue, chapter or `seek()` moved playback. `detail: { timeMs }`
 * @event transcript-embed:search - The in-transcript search changed. `detail: { query, matches }`
 * @event transcript-embed:language-change - Another track was chosen. `detail: { language, trackId }`
 * @event transcript-embed:suggestion-submitted - A correction was sent. `detail: { trackId, cueId }`
 * @event transcript-embed:request-submitted - An accessibility request was sent. `detail: { kind }`
 * @event transcript-embed:error - Loading, the player or a form failed. `detail: { message, status? }`
 *
 * @csspart base - The outer region.
 * @csspart skip-link - The "Skip transcript" link, visible on focus.
 * @csspart heading - The title.
 * @csspart player - The element's own player area.
 * @csspart media - The element's own `<audio>`, `<video>` or player `<iframe>`.
 * @csspart toolbar - Search, language, downloads and the other controls.
 * @csspart button - Every toolbar button.
 * @csspart search - The search form.
 * @csspart chapters - The chapters navigation.
 * @csspart cues - The scrolling list of cues.
 * @csspart cue - One cue's list item.
 * @csspart cue-button - The button that seeks to a cue (also `current-cue` on the playing one).
 * @csspart time - A cue's timestamp.
 * @csspart speaker - A speaker label, shown when the speaker changes.
 * @csspart text - A cue's text.
 * @csspart match - A search match (also `current-match` on the selected one).
 * @csspart status - Loading and error messages.
 * @csspart dialog - The correction and request forms.
 *
 * @cssproperty --transcript-embed-font-family - Font family.
 * @cssproperty --transcript-embed-color - Text colour.
 * @cssproperty --transcript-embed-background - Background.
 * @cssproperty --transcript-embed-border - Border.
 * @cssproperty --transcript-embed-radius - Corner radius.
 * @cssproperty --transcript-embed-padding - Inner padding.
 * @cssproperty --transcript-embed-accent - Buttons, focus ring and links (falls back to the showcase accent).
 * @cssproperty --transcript-embed-current-background - Background of the playing cue.
 * @cssproperty --transcript-embed-match-background - Background of search matches.
 * @cssproperty --transcript-embed-max-height - Height of the cue list before it scrolls.
 */
export class TranscriptEmbed extends LitElement {
  static override styles = transcriptEmbedStyles;

  static override properties = {
    workspaceId: { type: String, attribute: 'workspace-id', reflect: true },
    fileId: { type: String, attribute: 'file-id', reflect: true },
    apiBase: { type: String, attribute: 'api-base' },
    language: { type: String, reflect: true },
    for: { type: String, reflect: true },
    startTime: { type: Number, attribute: 'start-time' },
    noAutoscroll: { type: Boolean, attribute: 'no-autoscroll', reflect: true },
    noSearch: { type: Boolean, attribute: 'no-search', reflect: true },
    noDownload: { type: Boolean, attribute: 'no-download', reflect: true },
    theme: { type: String, reflect: true },
    phase: { state: true },
    file: { state: true },
    track: { state: true },
    chapters: { state: true },
    errorMessage: { state: true },
    playerError: { state: true },
    query: { state: true },
    matchIndex: { state: true },
    autoscrollPaused: { state: true },
    describing: { state: true },
    notice: { state: true },
    form: { state: true },
  };

  declare workspaceId: string;
  declare fileId: string;
  declare apiBase: string;
  declare language: string;
  declare for: string;
  declare startTime: number | undefined;
  declare noAutoscroll: boolean;
  declare noSearch: boolean;
  declare noDownload: boolean;
  declare theme: 'light' | 'dark' | 'auto';

  declare private phase: 'idle' | 'loading' | 'ready' | 'error';
  declare private file: EmbedFile | null;
  declare private track: EmbedTrack | null;
  declare private chapters: Cue[];
  declare private errorMessage: string;
  declare private playerError: string;
  declare private query: string;
  declare private matchIndex: number;
  declare private autoscrollPaused: boolean;
  declare private describing: boolean;
  declare private notice: string;
  declare private form: FormState | null;

  /** The connected player adapter, once there is one. */
  player: PlayerAdapter | null = null;

  private cueList: CueList | null = null;
  private searchMatches: [number, number][] = [];
  private abort: AbortController | null = null;
  private unsubscribe: (() => void) | null = null;
  private waitForTarget: MutationObserver | null = null;
  private describer: AudioDescriber | null = null;
  private forms: typeof FormsModule | null = null;
  private formOpener: HTMLElement | null = null;
  private ignoreScrollUntil = 0;
  private pointerFocus = false;
  private focusAfterLoad = false;
  private pendingSeekMs: number | null = null;

  constructor() {
    super();
    this.workspaceId = '';
    this.fileId = '';
    this.apiBase = '';
    this.language = '';
    this.for = '';
    this.startTime = undefined;
    this.noAutoscroll = false;
    this.noSearch = false;
    this.noDownload = false;
    this.theme = 'auto';
    this.phase = 'idle';
    this.file = null;
    this.track = null;
    this.chapters = [];
    this.errorMessage = '';
    this.playerError = '';
    this.query = '';
    this.matchIndex = 0;
    this.autoscrollPaused = false;
    this.describing = false;
    this.notice = '';
    this.form = null;
  }

  /** Moves playback to `ms` (or to it once the player is connected). */
  seek(ms: number) {
    if (this.player) this.player.seek(ms);
    else this.pendingSeekMs = ms;
    emit(this, 'transcript-embed:seek', { timeMs: ms });
  }

  override connectedCallback() {
    super.connectedCallback();
    if (this.phase === 'ready') void this.connectToPlayer();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.abort?.abort();
    this.disconnectPlayer();
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('workspaceId') || changed.has('fileId') || changed.has('apiBase')) void this.load();
    else if (changed.has('language') && this.file && this.track && this.track.language !== this.language) {
      const summary = this.pickTrack(this.file.tracks);
      if (summary && summary.id !== this.track.id) void this.switchTrack(summary);
    } else if (changed.has('for') && this.phase === 'ready') void this.connectToPlayer();
    this.dataset.state = this.phase;
  }

  protected override firstUpdated() {
    const list = this.renderRoot.querySelector<HTMLOListElement>('[part="cues"]')!;
    this.cueList = new CueList(list);
  }

  private async load() {
    this.abort?.abort();
    this.disconnectPlayer();
    this.searchMatches = [];
    this.query = '';
    if (!this.workspaceId || !this.fileId) {
      this.phase = 'idle';
      return;
    }
    const abort = (this.abort = new AbortController());
    const client = embedClient(this.apiBase);
    const ids = { workspaceId: this.workspaceId, fileId: this.fileId };
    this.phase = 'loading';
    try {
      const file = await getEmbedFile(client, ids, { signal: abort.signal });
      const summary = this.pickTrack(file.tracks);
      const chapterSummary = this.pickTrack(file.tracks, 'chapters');
      const [track, chapters] = await Promise.all([
        summary ? getEmbedTrack(client, { ...ids, trackId: summary.id }, { signal: abort.signal }) : null,
        chapterSummary ? getEmbedTrack(client, { ...ids, trackId: chapterSummary.id }, { signal: abort.signal }) : null,
      ]);
      if (abort.signal.aborted) return;
      this.file = file;
      this.track = track;
      this.chapters = chapters?.cues ?? [];
      if (track) this.language = track.language;
      this.phase = 'ready';
      await this.updateComplete;
      this.cueList!.setCues(track?.cues ?? [], -1);
      if (this.focusAfterLoad) this.renderRoot.querySelector<HTMLElement>('[part="heading"]')?.focus();
      emit(this, 'transcript-embed:ready', {
        fileId: file.id,
        language: track?.language ?? '',
        cueCount: track?.cues.length ?? 0,
      });
      const start = this.startTime ?? Number(new URLSearchParams(location.search).get('t'));
      if (Number.isFinite(start) && start > 0) this.pendingSeekMs = start * 1000;
      await this.connectToPlayer();
    } catch (error) {
      if (abort.signal.aborted) return;
      this.fail(error);
      this.phase = 'error';
      if (this.focusAfterLoad) {
        await this.updateComplete;
        this.renderRoot.querySelector<HTMLElement>('[part="status"] button')?.focus();
      }
    } finally {
      this.focusAfterLoad = false;
    }
  }

  private fail(error: unknown) {
    const described = describeError(error);
    this.errorMessage = described.message;
    emit(this, 'transcript-embed:error', described);
  }

  /** The track to show: `language` exactly, then by primary subtag, then the first of the kind. */
  private pickTrack(tracks: TrackSummary[], kind?: 'chapters' | 'descriptions'): TrackSummary | undefined {
    const candidates = tracks.filter((t) => (kind ? t.kind === kind : TEXT_KINDS.has(t.kind)));
    const wanted = this.language.toLowerCase();
    const primary = wanted.split('-')[0];
    return (
      candidates.find((t) => t.language.toLowerCase() === wanted) ??
      candidates.find((t) => t.language.toLowerCase().split('-')[0] === primary) ??
      candidates[0]
    );
  }

  private async switchTrack(summary: TrackSummary) {
    try {
      const track = await getEmbedTrack(embedClient(this.apiBase), {
        workspaceId: this.workspaceId,
        fileId: this.fileId,
        trackId: summary.id,
      });
      this.track = track;
      this.language = track.language;
      const current = this.player ? cueIndexAt(track.cues, this.player.currentTimeMs()) : -1;
      this.cueList!.setCues(track.cues, current);
      if (this.query) await this.runSearch(this.query, false);
      this.notice = `Showing ${summary.label}.`;
      emit(this, 'transcript-embed:language-change', { language: track.language, trackId: track.id });
    } catch (error) {
      this.fail(error);
      this.notice = this.errorMessage;
    }
  }

  private async connectToPlayer() {
    this.disconnectPlayer();
    this.playerError = '';
    await this.updateComplete;
    let target: Element | null;
    let platform: PlatformPlayer | null = null;
    if (this.for) {
      const root = this.getRootNode() as Document | ShadowRoot;
      target = root.getElementById(this.for);
      if (!target) {
        // The player may come later in the page than the transcript.
        this.waitForTarget = new MutationObserver(() => {
          if (root.getElementById(this.for)) void this.connectToPlayer();
        });
        this.waitForTarget.observe(root, { childList: true, subtree: true });
        return;
      }
    } else {
      target = this.renderRoot.querySelector('[part="media"]');
      const media = this.file?.media;
      if (media?.type === 'platform') platform = media.platformType as PlatformPlayer;
    }
    if (!target) return;
    try {
      const player = await connectPlayer(target, platform ?? undefined);
      if (!player) return;
      this.player = player;
      await player.ready;
      if (this.player !== player) return;
      this.unsubscribe = player.subscribe(() => this.onTick());
      if (this.pendingSeekMs !== null) {
        player.seek(this.pendingSeekMs);
        this.pendingSeekMs = null;
      }
      this.onTick();
    } catch {
      const name = platform === 'vimeo' ? 'Vimeo' : platform === 'youtube' ? 'YouTube' : 'media';
      this.playerError = `The ${name} player did not load, so playback cannot follow the transcript. The transcript still works.`;
      emit(this, 'transcript-embed:error', { message: this.playerError });
    }
  }

  private disconnectPlayer() {
    this.waitForTarget?.disconnect();
    this.waitForTarget = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.player?.destroy();
    this.player = null;
    this.describer?.stop();
    this.describer = null;
    this.describing = false;
  }

  /** A playback tick: find the cue (binary search) and move the highlight; the list is not re-rendered. */
  private onTick() {
    const player = this.player;
    const list = this.cueList;
    if (!player || !list || !this.track) return;
    const now = player.currentTimeMs();
    this.describer?.tick(now);
    const index = cueIndexAt(this.track.cues, now);
    if (index === list.current) return;
    list.setCurrent(index);
    const cue = this.track.cues[index];
    emit(this, 'transcript-embed:cue-change', { cueId: cue?.id ?? null, startMs: cue?.startMs ?? null });
    if (!this.noAutoscroll && !this.autoscrollPaused && index >= 0) this.scrollToCue(index);
  }

  private scrollToCue(index: number) {
    const item = this.cueList?.buttons[index]?.parentElement;
    const list = item?.parentElement;
    if (!item || !list) return;
    const smooth = !reducedMotion();
    this.ignoreScrollUntil = performance.now() + (smooth ? 1000 : 100);
    list.scrollTo({ top: item.offsetTop - list.clientHeight / 3, behavior: smooth ? 'smooth' : 'auto' });
  }

  private pauseAutoscroll() {
    if (!this.noAutoscroll && !this.autoscrollPaused && this.player) this.autoscrollPaused = true;
  }

  private onListScroll = () => {
    if (performance.now() > this.ignoreScrollUntil) this.pauseAutoscroll();
  };

  private onListFocusIn = () => {
    // A click already seeks; only keyboard focus means the viewer is reading on their own.
    if (!this.pointerFocus) this.pauseAutoscroll();
    this.pointerFocus = false;
  };

  private resumeAutoscroll() {
    this.autoscrollPaused = false;
    const list = this.cueList!;
    if (list.current >= 0) this.scrollToCue(list.current);
    // The button goes away: keep focus in the transcript, on the playing cue, without pausing again.
    this.pointerFocus = true;
    list.setActive(Math.max(list.current, 0), true);
    this.pointerFocus = false;
  }

  private onCueClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-index]');
    if (!button || !this.track) return;
    const index = Number(button.dataset.index);
    this.cueList!.setActive(index, false);
    this.seek(this.track.cues[index]!.startMs);
  };

  private onCueKeydown = (event: KeyboardEvent) => {
    const list = this.cueList!;
    const count = this.track?.cues.length ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: list.active + 1,
      ArrowUp: list.active - 1,
      PageDown: list.active + 10,
      PageUp: list.active - 10,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || count === 0) return;
    event.preventDefault();
    list.setActive(target, true);
  };

  private onSearchInput = (event: Event) => {
    void this.runSearch((event.target as HTMLInputElement).value, true);
  };

  private onSearchKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    this.step(event.shiftKey ? -1 : 1);
  };

  private async runSearch(query: string, announce: boolean) {
    this.query = query;
    this.searchMatches = findMatches(this.track?.cues ?? [], query);
    this.matchIndex = 0;
    if (announce) emit(this, 'transcript-embed:search', { query, matches: this.searchMatches.length });
    await this.cueList!.complete;
    this.showMatch();
  }

  /** Moves to the next (1) or previous (-1) match, wrapping around. */
  private step(delta: number) {
    const total = this.searchMatches.length;
    if (total === 0) return;
    this.matchIndex = (this.matchIndex + delta + total) % total;
    this.showMatch();
  }

  private showMatch() {
    const list = this.cueList!;
    list.mark(this.searchMatches, this.query.trim().length, this.matchIndex);
    const match = this.searchMatches[this.matchIndex];
    if (!match) return;
    // Reading matches is the viewer's own navigation: playback must not scroll it away.
    this.pauseAutoscroll();
    const item = list.buttons[match[0]]?.parentElement;
    const container = item?.parentElement;
    if (item && container) {
      this.ignoreScrollUntil = performance.now() + 100;
      container.scrollTop = item.offsetTop - container.clientHeight / 3;
    }
    list.setActive(match[0], false);
  }

  private onLanguageChange = (event: Event) => {
    const id = (event.target as HTMLSelectElement).value;
    const summary = this.file?.tracks.find((t) => t.id === id);
    if (summary) void this.switchTrack(summary);
  };

  private async toggleDescriptions(event: Event) {
    const on = (event.target as HTMLInputElement).checked;
    this.describing = on;
    this.describer?.stop();
    this.describer = null;
    const summary = this.file && this.pickTrack(this.file.tracks, 'descriptions');
    if (!on || !summary || !this.player) return;
    try {
      const [{ AudioDescriber }, track] = await Promise.all([
        import('../speech/audio-description'),
        getEmbedTrack(embedClient(this.apiBase), {
          workspaceId: this.workspaceId,
          fileId: this.fileId,
          trackId: summary.id,
        }),
      ]);
      if (!this.describing || !this.player) return;
      this.describer = new AudioDescriber(this.player, track.cues, track.language);
      this.notice = 'Audio description on.';
    } catch (error) {
      this.describing = false;
      this.fail(error);
      this.notice = this.errorMessage;
    }
  }

  private async download(format: 'txt' | 'srt' | 'vtt') {
    if (!this.track || !this.file) return;
    const { downloadTrack } = await import('./downloads');
    downloadTrack(this.track, this.file.name, format);
  }

  private async copyLink() {
    const url = new URL(location.href);
    url.searchParams.set('t', String(Math.floor((this.player?.currentTimeMs() ?? 0) / 1000)));
    try {
      await navigator.clipboard.writeText(url.href);
      this.notice = 'Link to this moment copied.';
    } catch {
      this.notice = `Copy this link: ${url.href}`;
    }
  }

  private async openForm(kind: FormKind, event: Event) {
    this.formOpener = event.currentTarget as HTMLElement;
    this.forms ??= await import('../forms/contribution-forms');
    const cue = this.track?.cues[this.cueList?.active ?? 0];
    this.form = { kind, cue, errors: {}, formError: '', submitting: false, done: false };
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog')!;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('textarea, select, input')?.focus();
  }

  private closeForm = () => {
    this.renderRoot.querySelector('dialog')?.close();
  };

  /** The dialog closed (button or Escape): drop the form and put focus back where it was. */
  private onDialogClose = () => {
    this.form = null;
    this.formOpener?.focus();
  };

  private onFormSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = this.form;
    const forms = this.forms;
    if (!form || !forms || form.submitting || !this.track) return;
    const data = new FormData(event.target as HTMLFormElement);
    const checked =
      form.kind === 'correction' && form.cue
        ? forms.validateCorrection(data, this.track.id, form.cue)
        : forms.validateRequest(data);
    if (Object.keys(checked.errors).length > 0) {
      this.form = { ...form, errors: checked.errors, formError: '' };
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('dialog [aria-invalid="true"]')?.focus();
      return;
    }
    this.form = { ...form, errors: {}, formError: '', submitting: true };
    const client = embedClient(this.apiBase);
    const ids = { workspaceId: this.workspaceId, fileId: this.fileId };
    try {
      if (checked.kind === 'correction') {
        await postEmbedCorrection(client, { ...ids, body: checked.body });
        emit(this, 'transcript-embed:suggestion-submitted', {
          trackId: checked.body.trackId,
          cueId: checked.body.cueId,
        });
      } else {
        await postEmbedRequest(client, { ...ids, body: checked.body });
        emit(this, 'transcript-embed:request-submitted', { kind: checked.body.kind });
      }
      this.form = { ...form, errors: {}, submitting: false, done: true };
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('dialog [data-autofocus]')?.focus();
    } catch (error) {
      const { errors, formError } = forms.serverErrors(error);
      this.form = { ...form, errors, formError, submitting: false };
      emit(this, 'transcript-embed:error', { message: formError || describeError(error).message, status: 400 });
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('dialog [aria-invalid="true"], dialog [part="form-error"]')?.focus();
    }
  };

  private retry() {
    this.focusAfterLoad = true;
    void this.load();
  }

  private retryPlayer() {
    const iframe = this.renderRoot.querySelector<HTMLIFrameElement>('iframe[part="media"]');
    // Reassigning src reloads the player frame.
    if (iframe) iframe.setAttribute('src', iframe.src);
    void this.connectToPlayer();
  }

  private skip() {
    this.renderRoot.querySelector<HTMLElement>('#end')?.focus();
  }

  override render() {
    const file = this.file;
    const ready = this.phase === 'ready' && file;
    return html`<a part="skip-link" href="#end" @click=${(e: Event) => (e.preventDefault(), this.skip())}
        >Skip transcript</a
      >
      <section part="base" aria-labelledby="heading">
        <h2 part="heading" id="heading" tabindex="-1">${ready ? `Transcript: ${file.name}` : 'Transcript'}</h2>
        ${this.renderStatus()} ${ready ? this.renderPlayer(file) : nothing}
        ${ready ? this.renderToolbar(file) : nothing}
        ${ready && this.chapters.length > 0 ? this.renderChapters() : nothing}
        <ol
          part="cues"
          aria-label="Transcript text"
          ?hidden=${!ready}
          @click=${this.onCueClick}
          @keydown=${this.onCueKeydown}
          @scroll=${this.onListScroll}
          @wheel=${() => this.pauseAutoscroll()}
          @touchmove=${() => this.pauseAutoscroll()}
          @pointerdown=${() => (this.pointerFocus = true)}
          @focusin=${this.onListFocusIn}
        ></ol>
        <p class="visually-hidden" role="status">${this.notice}</p>
        ${
          this.form && this.forms
            ? html`<dialog part="dialog" aria-labelledby="form-title" @close=${this.onDialogClose}>
                ${this.forms.renderForm(this.form, this.track, { submit: this.onFormSubmit, close: this.closeForm })}
              </dialog>`
            : nothing
        }
      </section>
      <span id="end" tabindex="-1" class="visually-hidden">End of transcript</span>`;
  }

  private renderStatus() {
    if (this.phase === 'error') {
      return html`<div part="status" role="alert">
        <p>${this.errorMessage}</p>
        <button part="button" type="button" @click=${this.retry}>Try again</button>
      </div>`;
    }
    if (this.phase === 'loading') return html`<p part="status" role="status">The transcript is loading…</p>`;
    if (this.phase === 'idle') {
      return html`<p part="status" role="status">No file chosen: set the workspace-id and file-id attributes.</p>`;
    }
    if (!this.track) return html`<p part="status" role="status">This file has no transcript yet.</p>`;
    return nothing;
  }

  private renderPlayer(file: EmbedFile) {
    const error = this.playerError
      ? html`<div part="status" role="alert">
          <p>${this.playerError}</p>
          <button part="button" type="button" @click=${this.retryPlayer}>Try again</button>
        </div>`
      : nothing;
    if (this.for || !file.media) return error;
    const media = file.media;
    let player;
    if (media.type === 'url') {
      const video = media.mimeType?.startsWith('video/') ?? /\.(mp4|webm|mov|m4v)(\?|$)/i.test(media.url);
      const src = resolveApiUrl(media.url, this.apiBase);
      player = video
        ? html`<video part="media" controls preload="metadata" playsinline src=${src} aria-label=${file.name}></video>`
        : html`<audio part="media" controls preload="metadata" src=${src} aria-label=${file.name}></audio>`;
    } else if (media.platformType === 'youtube' || media.platformType === 'vimeo') {
      player = html`<iframe
        part="media"
        title=${`${media.platformType === 'youtube' ? 'YouTube' : 'Vimeo'} player: ${file.name}`}
        src=${platformEmbedUrl(media.platformType, media.videoId)}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowfullscreen
      ></iframe>`;
    } else {
      player = html`<p>This media plays on ${media.platformType}; the transcript cannot follow it here.</p>`;
    }
    return html`<div part="player">${player}</div>
      ${error}`;
  }

  private renderToolbar(file: EmbedFile) {
    const textTracks = file.tracks.filter((t) => TEXT_KINDS.has(t.kind));
    const downloads = !this.noDownload && file.options.downloads && this.track;
    const total = this.searchMatches.length;
    const count = !this.query.trim() ? '' : total === 0 ? 'No matches' : `${this.matchIndex + 1} of ${total}`;
    const hasDescriptions = file.tracks.some((t) => t.kind === 'descriptions') && 'speechSynthesis' in window;
    return html`<div part="toolbar">
      ${
        this.noSearch || !file.options.search || !this.track
          ? nothing
          : html`<form
              part="search"
              role="search"
              aria-label="Search the transcript"
              @submit=${(e: Event) => e.preventDefault()}
            >
              <label for="search">Search</label>
              <input
                id="search"
                type="search"
                autocomplete="off"
                .value=${this.query}
                @input=${this.onSearchInput}
                @keydown=${this.onSearchKeydown}
              />
              <button
                part="button"
                type="button"
                ?disabled=${total === 0}
                @click=${() => this.step(-1)}
                aria-label="Previous match"
              >
                Previous
              </button>
              <button
                part="button"
                type="button"
                ?disabled=${total === 0}
                @click=${() => this.step(1)}
                aria-label="Next match"
              >
                Next
              </button>
              <span part="search-count" role="status" aria-atomic="true">${count}</span>
            </form>`
      }
      ${
        textTracks.length > 1
          ? html`<label
              >Language
              <select @change=${this.onLanguageChange}>
                ${textTracks.map((t) => html`<option value=${t.id} ?selected=${t.id === this.track?.id}>${t.label}</option>`)}
              </select></label
            >`
          : nothing
      }
      ${
        this.autoscrollPaused
          ? html`<button part="button" type="button" @click=${this.resumeAutoscroll}>Resume autoscroll</button>`
          : nothing
      }
      ${
        hasDescriptions && (this.player || this.describing)
          ? html`<label
              ><input type="checkbox" .checked=${this.describing} @change=${this.toggleDescriptions} /> Audio
              description</label
            >`
          : nothing
      }
      ${
        downloads
          ? html`<span role="group" aria-label="Download transcript" class="group">
              Download:
              <button part="button" type="button" aria-label="Download as TXT" @click=${() => this.download('txt')}>
                TXT
              </button>
              <button part="button" type="button" aria-label="Download as SRT" @click=${() => this.download('srt')}>
                SRT
              </button>
              <button part="button" type="button" aria-label="Download as WebVTT" @click=${() => this.download('vtt')}>
                WebVTT
              </button>
            </span>`
          : nothing
      }
      <button part="button" type="button" @click=${this.copyLink}>Copy link to this moment</button>
      ${
        file.options.suggestions && this.track
          ? html`<button part="button" type="button" @click=${(e: Event) => this.openForm('correction', e)}>
              Suggest a correction
            </button>`
          : nothing
      }
      ${
        file.options.requests
          ? html`<button part="button" type="button" @click=${(e: Event) => this.openForm('request', e)}>
              Request accessibility
            </button>`
          : nothing
      }
    </div>`;
  }

  private renderChapters() {
    return html`<nav part="chapters" aria-label="Chapters">
      <ol>
        ${this.chapters.map(
          (c) =>
            html`<li>
              <button part="button" type="button" @click=${() => this.seek(c.startMs)}>
                <span aria-hidden="true">${clock(c.startMs)}</span
                ><span class="visually-hidden">${spokenTime(c.startMs)}:</span> ${c.text}
              </button>
            </li>`,
        )}
      </ol>
    </nav>`;
  }
}
