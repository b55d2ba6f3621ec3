import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { EmbedBeacon } from '../beacon/beacon';
import { emit } from '../events/events';
import { ENGLISH, isolate, localise, type Words } from '../i18n/localise';
import { uiDirection } from '../i18n/ui-locale';
import type { PlayerAdapter } from '../../shared/players/player';
import { baseStyles } from '../styles/base.styles';
import { AudioDescriptionToggle } from './audio-description-toggle';
import { AudioTrackMenu } from './audio-track-menu';
import { Autoscroll } from './autoscroll';
import { CaptionsOverlay } from './captions-overlay';
import { ContributionDialog } from './contribution-dialog';
import { CueList, type ReadingMode } from './cue-list';
import { ToolbarMenus } from './menu-button';
import { PhraseAnnouncer } from './phrase-announcer';
import { pickTrack } from './pick-track';
import { isVideoFile, PlayerSync } from './player-sync';
import { textDirection } from './text-direction';
import { renderToolbar } from './toolbar';
import { TrackLoader } from './track-loader';
import { transcriptEmbedStyles } from './transcript-embed.styles';
import { TranscriptSearch } from './transcript-search';

export type Layout = 'auto' | 'stacked' | 'side-by-side' | 'compact' | 'transcript-only';

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
 * @attr theme - `light`, `dark` or `auto` (default: follows the page's `prefers-color-scheme`).
 * @attr layout - `auto` (default), `stacked`, `side-by-side`, `compact` or `transcript-only`; `auto` puts a video beside the transcript when the element is 720 px wide or more and above it when narrower, an audio file in `compact`, and is `transcript-only` with `for`; `side-by-side` stacks an audio file (it has no picture to sit beside).
 * @attr accent - Accent colour (any CSS colour); lightened in dark mode so it keeps its contrast.
 * @attr no-beacon - Do not count plays, searches, cue clicks, downloads and corrections for the workspace.
 * @attr lang - The language of the element's own words (`en`, `es`, `fr`, `de`, `pt`, `ar`); defaults to the page's `lang`, then the browser's.
 * @attr reading-mode - `paragraphs` (default: a speaker's turn as running text, split at pauses) or `lines` (one cue per line); the viewer can switch in the More menu.
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
 * @csspart audio-bar - Our controls for an audio file: `play-button`, `seek`, `audio-time`, `speed-button`, `mute-button`, `volume`.
 * @csspart captions - The captions drawn over the video, in the viewer's caption style.
 * @csspart toolbar - The row of icon buttons: audio description, search, chapters, captions and language, more.
 * @csspart icon-button - A toolbar button showing an icon (its name is in its tooltip and for screen readers).
 * @csspart icon - An icon's `<svg>`.
 * @csspart menu - An open menu (also `chapters-menu`, `captions-menu` or `more-menu`).
 * @csspart menu-item - One entry of a menu.
 * @csspart back-to-current - The "Back to current" button over the transcript, once the viewer scrolled away.
 * @csspart button - Every button (also `primary` on Try again).
 * @csspart search - The search form.
 * @csspart cues - The scrolling list of cues.
 * @csspart cue - One list item: a cue (`lines`) or a paragraph (also `paragraph`).
 * @csspart cue-button - The button that seeks to a cue (also `current-cue` on the playing one).
 * @csspart time - A cue's or a paragraph's timestamp.
 * @csspart chapter - The list item holding a chapter's heading (`chapter-heading`, an `<h3>`) before its first cue.
 * @csspart speaker - A speaker label, shown when the speaker changes.
 * @csspart text - A cue's text.
 * @csspart match - A search match (also `current-match` on the selected one).
 * @csspart status - Loading and error messages.
 * @csspart notice - A message beside a control: audio description read by the browser because the recorded one failed.
 * @csspart dialog - The correction and request forms, and the caption style dialog.
 *
 * @cssproperty --ma-accent - Accent for buttons, links and the focus ring (all `--ma-*` are shared with `<showcase-embed>`).
 * @cssproperty --ma-bg - Background.
 * @cssproperty --ma-fg - Text colour.
 * @cssproperty --ma-muted - Secondary text (timestamps).
 * @cssproperty --ma-border - Borders of the element, fields and buttons.
 * @cssproperty --ma-radius - Corner radius.
 * @cssproperty --ma-font - Font family.
 * @cssproperty --ma-focus - Focus ring colour; defaults to the accent.
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
  static override styles = [baseStyles, transcriptEmbedStyles];

  /** @internal The words for an element's language: the /embed page says an invalid address with them. */
  static localise = localise;

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
    extendedDescriptions: { type: Boolean, attribute: 'extended-descriptions', reflect: true },
    theme: { type: String, reflect: true },
    layout: { type: String, reflect: true },
    accent: { type: String, reflect: true },
    readingMode: { type: String, attribute: 'reading-mode', reflect: true },
    notice: { state: true },
    words: { state: true },
  };

  // `lang` is the element's own global attribute: watched for the viewer's language, not declared as a property.
  static override get observedAttributes() {
    return [...super.observedAttributes, 'lang'];
  }

  declare workspaceId: string;
  declare fileId: string;
  declare apiBase: string;
  declare language: string;
  declare for: string;
  declare startTime: number | undefined;
  declare noAutoscroll: boolean;
  declare noSearch: boolean;
  declare noDownload: boolean;
  /** Every description pauses the media while it is heard, not only the cues marked extended; it resumes after. */
  declare extendedDescriptions: boolean;
  declare theme: 'light' | 'dark' | 'auto';
  declare layout: Layout;
  declare accent: string;
  declare readingMode: ReadingMode | '';

  /** What the live region says (language switched, link copied…). */
  declare private notice: string;

  /** @internal The element's words in the viewer's language (`lang`, the page's, the browser's). */
  declare words: Words;

  /** The connected player adapter, once there is one. */
  player: PlayerAdapter | null = null;

  // The concerns the element wires together, each in its own module; they reach each other through it.
  /** @internal */
  cueList: CueList | null = null;
  /** @internal */
  readonly loader = new TrackLoader(this);
  /** @internal */
  readonly sync = new PlayerSync(this);
  /** @internal */
  readonly autoscroll = new Autoscroll(this);
  /** @internal */
  readonly search = new TranscriptSearch(this);
  /** @internal */
  readonly descriptions = new AudioDescriptionToggle(this);
  /** @internal */
  readonly audioTracks = new AudioTrackMenu(this);
  /** @internal */
  readonly phrases = new PhraseAnnouncer(this);
  /** @internal */
  readonly dialog = new ContributionDialog(this);
  /** @internal */
  readonly beacon = new EmbedBeacon(this);
  /** @internal */
  readonly captions = new CaptionsOverlay(this);
  /** @internal */
  readonly menus = new ToolbarMenus(this);
  /** The viewer's own choice of reading mode, over the owner's `reading-mode`. */
  #viewerMode: ReadingMode | null = null;

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
    this.extendedDescriptions = false;
    this.theme = 'auto';
    this.layout = 'auto';
    this.accent = '';
    this.readingMode = '';
    this.notice = '';
    this.words = ENGLISH;
  }

  /** Moves playback to `ms` (or to it once the player is connected). */
  seek(ms: number) {
    const player = this.player;
    if (player) {
      // Playback stays as it was: YouTube starts playing when asked to seek before the first play.
      const paused = player.paused();
      player.seek(ms);
      if (paused) player.pause();
    } else this.sync.pendingSeekMs = ms;
    emit(this, 'transcript-embed:seek', { timeMs: ms });
  }

  /**
   * @internal The layout in use: `auto` stays `auto` for a video, whose stacked or side-by-side arrangement the
   * stylesheet picks by container width.
   */
  get layoutName(): Layout {
    const file = this.loader.file;
    const soundOnly = file?.media ? !isVideoFile(file) : false;
    // Beside the transcript, a sound-only player would be a bar over an empty column: it goes above instead.
    if (this.layout === 'side-by-side' && soundOnly) return 'stacked';
    if (this.layout && this.layout !== 'auto') return this.layout;
    if (this.for) return 'transcript-only';
    return soundOnly ? 'compact' : 'auto';
  }

  /** @internal The reading mode shown: the viewer's choice, else the owner's, else paragraphs. */
  get readingModeInUse(): ReadingMode {
    return this.#viewerMode ?? (this.readingMode === 'lines' ? 'lines' : 'paragraphs');
  }

  /** @internal The viewer switched the reading mode (More menu): the list is rebuilt, the marks redone. */
  setReadingMode(mode: ReadingMode) {
    this.#viewerMode = mode;
    this.#rebuild();
    this.announce(this.words.strings.readingAs(mode));
  }

  #rebuild() {
    const list = this.cueList;
    const track = this.loader.track;
    if (!list || list.mode === this.readingModeInUse) return;
    list.setCues(track?.cues ?? [], list.current, this.readingModeInUse);
    if (this.search.query) void this.search.run(this.search.query, false);
    if (list.current >= 0) this.autoscroll.reveal(list.current, false);
  }

  /** @internal Says `text` in the element's live region. */
  announce(text: string) {
    this.notice = text;
  }

  override connectedCallback() {
    super.connectedCallback();
    void this.#localise();
    if (this.loader.phase === 'ready') void this.sync.connect();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null) {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang' && old !== value && this.isConnected) void this.#localise();
  }

  async #localise() {
    const words = await localise(this);
    if (words.locale === this.words.locale) return;
    this.words = words;
    // The list's spoken times are built with it.
    const list = this.cueList;
    if (list) list.setCues(this.loader.track?.cues ?? [], list.current, list.mode, words.locale);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.loader.abort();
    this.sync.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    const { file, track, phase } = this.loader;
    if (changed.has('workspaceId') || changed.has('fileId') || changed.has('apiBase')) void this.loader.load();
    else if (changed.has('language') && file && track && track.language !== this.language) {
      const summary = pickTrack(file.tracks, this.language);
      if (summary && summary.id !== track.id) void this.loader.switchTrack(summary);
    } else if (changed.has('for') && phase === 'ready') void this.sync.connect();
    this.dataset.state = this.loader.phase;
    this.dataset.layout = this.layoutName;
    // Set through the CSSOM, which a strict CSP allows (a style attribute would not be).
    if (changed.has('accent')) this.style.setProperty('--_attr-accent', this.accent || null);
  }

  protected override updated(changed: PropertyValues<this>) {
    if (changed.has('readingMode')) {
      this.#viewerMode = null;
      this.#rebuild();
    }
  }

  protected override firstUpdated() {
    this.cueList = new CueList(this.renderRoot.querySelector<HTMLOListElement>('[part="cues"]')!);
    this.cueList.mode = this.readingModeInUse;
  }

  #onCueClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-index]');
    const track = this.loader.track;
    if (!button || !track) return;
    const index = Number(button.dataset.index);
    this.cueList!.setActive(index, false);
    this.seek(track.cues[index]!.startMs);
  };

  #onCueKeydown = (event: KeyboardEvent) => {
    const list = this.cueList!;
    const count = this.loader.track?.cues.length ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: list.active + 1,
      ArrowUp: list.active - 1,
      PageDown: list.active + 10,
      PageUp: list.active - 10,
      Home: 0,
      End: count - 1,
    };
    const phrase = (event.target as Element).closest('span[data-index]');
    // A phrase of a paragraph is a span with the button role: Enter and Space seek, as a button's would.
    if (phrase && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      (phrase as HTMLElement).click();
      return;
    }
    const target = moves[event.key];
    if (target === undefined || count === 0) return;
    event.preventDefault();
    list.setActive(target, true);
  };

  #skip(event: Event) {
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>('#end')?.focus();
  }

  override render() {
    const { file, phase, track } = this.loader;
    const ready = phase === 'ready' && file;
    const autoscroll = this.autoscroll;
    const { locale, strings } = this.words;
    const heading = ready ? strings.transcriptOf(isolate(file.name)) : strings.transcript;
    return html`<a part="skip-link" href="#end" @click=${this.#skip}>${strings.skipTranscript}</a>
      <section part="base" aria-labelledby="heading" lang=${locale} dir=${uiDirection(locale) ?? nothing}>
        <h2 part="heading" id="heading" tabindex="-1">${heading}</h2>
        ${this.loader.renderStatus()}
        <div class="layout">
          ${ready ? this.sync.render(file) : nothing}
          <div class="text">
            ${ready ? renderToolbar(this, file) : nothing}
            <div class="cues">
              <ol
                part="cues"
                aria-label=${strings.transcriptText}
                lang=${track?.language || nothing}
                dir=${track ? textDirection(track.language) : nothing}
                ?hidden=${!ready}
                @click=${this.#onCueClick}
                @keydown=${this.#onCueKeydown}
                @scroll=${autoscroll.onScroll}
                @wheel=${autoscroll.pause}
                @touchmove=${autoscroll.pause}
                @pointerdown=${autoscroll.onPointerDown}
                @focusin=${autoscroll.onFocusIn}
              ></ol>
              ${
                ready && autoscroll.paused
                  ? html`<button part="button back-to-current" type="button" @click=${autoscroll.resume}>
                      ${strings.backToCurrent}
                    </button>`
                  : nothing
              }
            </div>
          </div>
        </div>
        <p class="visually-hidden" role="status">${this.notice}</p>
        ${this.phrases.render()} ${this.dialog.render()}
      </section>
      <span id="end" tabindex="-1" class="visually-hidden">${strings.endOfTranscript}</span>`;
  }
}
