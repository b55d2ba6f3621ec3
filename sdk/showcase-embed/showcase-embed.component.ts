import { getEmbedShowcase } from '../../shared/api/embed';
import type { EmbedShowcase } from '../../shared/schemas/embed';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { describeError, embedClient } from '../api';
import { emit } from '../events/events';
import { ENGLISH, localise, type Words } from '../i18n/localise';
import { uiDirection } from '../i18n/ui-locale';
import { baseStyles } from '../styles/base.styles';
import { renderGallery, renderGallerySkeleton } from './gallery';
import { showcaseEmbedStyles } from './showcase-embed.styles';
import { ShowcaseSearch } from './showcase-search';

type View = 'gallery' | 'search' | 'file';

/**
 * A public gallery of a workspace's media with search across every transcript; opening a file shows its
 * player and a `<transcript-embed>`. The view is kept in the URL hash (`#<showcase-id>/files/<file-id>/<t>`,
 * `#<showcase-id>/search/<query>`) so the browser's back button works inside it.
 *
 * @tagname showcase-embed
 *
 * @attr workspace-id - The workspace that owns the showcase.
 * @attr lang - The language of the element's own words (`en`, `es`, `fr`, `de`, `pt`, `ar`); defaults to the page's `lang`, then the browser's.
 * @attr showcase-id - The published showcase to show.
 * @attr api-base - Base URL of the API; defaults to the origin the script was loaded from + `/api`.
 * @attr view - `gallery` (default), `search` or `file`.
 * @attr file-id - The file shown in the `file` view.
 * @attr query - The search shown in the `search` view.
 * @attr start-time - Seconds to start the `file` view's media at.
 * @attr theme - `light`, `dark` or `auto` (default: follows the page's `prefers-color-scheme`).
 * @attr layout - Layout of the file view's `<transcript-embed>` (`auto` by default; see its `layout`).
 * @attr accent - Accent colour (any CSS colour); defaults to the owner's showcase option. Lightened in dark mode.
 *
 * @event showcase-embed:ready - The showcase is shown. `detail: { showcaseId, fileCount }`
 * @event showcase-embed:navigate - The view changed. `detail: { view, fileId? }`
 * @event showcase-embed:search - Search results arrived. `detail: { query, hits }`
 * @event showcase-embed:error - Loading or searching failed. `detail: { message, status? }`
 *
 * @csspart base - The outer region.
 * @csspart heading - The showcase title.
 * @csspart status - Loading, empty, not found and error messages (also `empty` when there is no media).
 * @csspart skeleton - The placeholder gallery and cards while loading.
 * @csspart search - The search form.
 * @csspart gallery - The list of files.
 * @csspart card - One file in the gallery.
 * @csspart card-link - The link that opens a file.
 * @csspart thumbnail - A file's thumbnail.
 * @csspart duration - A file's duration over its thumbnail.
 * @csspart languages - A card's languages.
 * @csspart hits - The list of search results.
 * @csspart hit - One search result link.
 * @csspart hit-time - The moment a result opens the file at.
 * @csspart match - The matched words in a result.
 * @csspart button - Every button (also `primary` on Search and Try again).
 * @csspart transcript - The `<transcript-embed>` of the file view.
 *
 * @cssproperty --ma-accent - Accent for links, buttons and the focus ring (all `--ma-*` are shared with `<transcript-embed>`).
 * @cssproperty --ma-bg - Background.
 * @cssproperty --ma-fg - Text colour.
 * @cssproperty --ma-muted - Secondary text (durations, languages, timestamps).
 * @cssproperty --ma-border - Borders of cards, fields and buttons.
 * @cssproperty --ma-radius - Corner radius.
 * @cssproperty --ma-font - Font family.
 * @cssproperty --ma-focus - Focus ring colour; defaults to the accent.
 * @cssproperty --showcase-embed-match-background - Background of search matches.
 * @cssproperty --showcase-embed-match-color - Text colour of search matches.
 * @cssproperty --showcase-embed-font-family - Font family.
 * @cssproperty --showcase-embed-color - Text colour.
 * @cssproperty --showcase-embed-background - Background.
 * @cssproperty --showcase-embed-padding - Inner padding.
 * @cssproperty --showcase-embed-accent - Links, buttons and focus ring; defaults to the owner's accent colour.
 * @cssproperty --showcase-embed-card-min-width - Narrowest a gallery card gets before the grid wraps.
 */
export class ShowcaseEmbed extends LitElement {
  static override styles = [baseStyles, showcaseEmbedStyles];

  static override properties = {
    workspaceId: { type: String, attribute: 'workspace-id', reflect: true },
    showcaseId: { type: String, attribute: 'showcase-id', reflect: true },
    apiBase: { type: String, attribute: 'api-base' },
    view: { type: String, reflect: true },
    fileId: { type: String, attribute: 'file-id', reflect: true },
    query: { type: String },
    startTime: { type: Number, attribute: 'start-time' },
    theme: { type: String, reflect: true },
    accent: { type: String, reflect: true },
    layout: { type: String, reflect: true },
    showcase: { state: true },
    phase: { state: true },
    errorMessage: { state: true },
    words: { state: true },
  };

  // `lang` is the element's own global attribute: watched for the viewer's language, not declared as a property.
  static override get observedAttributes() {
    return [...super.observedAttributes, 'lang'];
  }

  declare workspaceId: string;
  declare showcaseId: string;
  declare apiBase: string;
  declare view: View;
  declare fileId: string;
  declare query: string;
  declare startTime: number | undefined;
  declare theme: 'light' | 'dark' | 'auto';
  declare accent: string;
  declare layout: string;
  /** @internal The element's words in the viewer's language (`lang`, the page's, the browser's). */
  declare words: Words;

  declare private showcase: EmbedShowcase | null;
  declare private phase: 'idle' | 'loading' | 'ready' | 'error' | 'not-found';
  declare private errorMessage: string;

  /** @internal */
  readonly search = new ShowcaseSearch(this);
  /** @internal What to focus after the next render: the file heading, where the viewer left a list, or a hit. */
  focusNext: 'heading' | 'return' | { hit: number } | null = null;
  #abort: AbortController | null = null;
  #initial: { view: View; fileId: string; query: string } | null = null;
  /** The hash before the last change: Back is `history.back()` when that is where it leads. */
  #previousHash: string | null = null;
  /** Which link to focus when returning to a view, so the viewer lands where they left. */
  #returnTo: Partial<Record<View, string>> = {};

  constructor() {
    super();
    this.workspaceId = '';
    this.showcaseId = '';
    this.apiBase = '';
    this.view = 'gallery';
    this.fileId = '';
    this.query = '';
    this.startTime = undefined;
    this.theme = 'auto';
    this.accent = '';
    this.layout = 'auto';
    this.showcase = null;
    this.phase = 'idle';
    this.errorMessage = '';
    this.words = ENGLISH;
  }

  override connectedCallback() {
    super.connectedCallback();
    void this.#localise();
    window.addEventListener('hashchange', this.#onHashChange);
    this.#initial ??= { view: this.view, fileId: this.fileId, query: this.query };
    this.#applyHash();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null) {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang' && old !== value && this.isConnected) void this.#localise();
  }

  async #localise() {
    const words = await localise(this);
    if (words.locale !== this.words.locale) this.words = words;
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.#onHashChange);
    this.#abort?.abort();
  }

  #onHashChange = (event: HashChangeEvent) => {
    this.#previousHash = new URL(event.oldURL).hash;
    const before = this.view;
    this.#applyHash();
    if (this.view !== before) this.focusNext = this.view === 'file' ? 'heading' : 'return';
  };

  /** Reads this showcase's view from the hash; any other hash means the view the page started with. */
  #applyHash() {
    const [id, view, arg, t] = location.hash.slice(1).split('/').map(decodeURIComponent);
    if (id && id === this.showcaseId && (view === 'files' || view === 'search')) {
      this.view = view === 'files' ? 'file' : 'search';
      if (view === 'files') {
        this.fileId = arg ?? '';
        this.startTime = t ? Number(t) : undefined;
      } else this.query = arg ?? '';
    } else if (this.#initial && (!id || id === this.showcaseId)) {
      this.view = id ? 'gallery' : this.#initial.view;
      this.fileId = id ? '' : this.#initial.fileId;
      this.query = id ? '' : this.#initial.query;
      this.startTime = undefined;
    }
  }

  /** @internal The hash that opens a file or a search of this showcase. */
  link(view: 'files' | 'search', ...args: (string | number)[]) {
    return `#${[this.showcaseId, view, ...args].map((a) => encodeURIComponent(a)).join('/')}`;
  }

  /** @internal The viewer opened `key` from `view`: Back returns focus there. */
  remember(view: View, key: string) {
    this.#returnTo = view === 'gallery' ? { gallery: key } : { ...this.#returnTo, search: key };
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('workspaceId') || changed.has('showcaseId') || changed.has('apiBase')) void this.#load();
    if ((changed.has('view') || changed.has('query')) && this.view === 'search' && this.phase === 'ready') {
      if (this.query.trim() && this.query !== this.search.searched) void this.search.run(this.query, null);
    }
    if (changed.has('view') || changed.has('fileId')) {
      emit(
        this,
        'showcase-embed:navigate',
        this.view === 'file' ? { view: 'file', fileId: this.fileId } : { view: this.view },
      );
    }
    this.dataset.state = this.phase;
    // Set through the CSSOM, which a strict CSP allows (a style attribute would not be).
    if (changed.has('accent')) this.style.setProperty('--_attr-accent', this.accent || null);
  }

  protected override updated() {
    const focus = this.focusNext;
    if (!focus) return;
    this.focusNext = null;
    const root = this.renderRoot;
    if (focus === 'heading') root.querySelector<HTMLElement>('#file-heading')?.focus();
    else if (focus !== 'return') root.querySelectorAll<HTMLElement>('[part="hit"]')[focus.hit]?.focus();
    else {
      const key = this.#returnTo[this.view];
      const target =
        (key && root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)) ||
        root.querySelector<HTMLElement>('#heading');
      target?.focus();
    }
  }

  async #load() {
    this.#abort?.abort();
    if (!this.workspaceId || !this.showcaseId) {
      this.phase = 'idle';
      return;
    }
    const abort = (this.#abort = new AbortController());
    this.phase = 'loading';
    try {
      const showcase = await getEmbedShowcase(
        embedClient(this.apiBase),
        { workspaceId: this.workspaceId, showcaseId: this.showcaseId },
        { signal: abort.signal },
      );
      if (abort.signal.aborted) return;
      this.showcase = showcase;
      // Set through the CSSOM, which a strict CSP allows (a style attribute would not be).
      this.style.setProperty('--_owner-accent', showcase.options.accentColor);
      this.phase = 'ready';
      emit(this, 'showcase-embed:ready', { showcaseId: showcase.id, fileCount: showcase.files.length });
      if (this.view === 'search' && this.query.trim()) void this.search.run(this.query, null);
    } catch (error) {
      if (abort.signal.aborted) return;
      this.phase = this.fail(error).status === 404 ? 'not-found' : 'error';
    }
  }

  /** @internal Keeps the message, reports it as `showcase-embed:error` and returns it. */
  fail(error: unknown): { message: string; status?: number } {
    const described = describeError(error, this.words.strings);
    this.errorMessage = described.message;
    emit(this, 'showcase-embed:error', described);
    return described;
  }

  #onSearchSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const query = String(new FormData(event.target as HTMLFormElement).get('q') ?? '').trim();
    if (!query) return;
    this.search.searched = '';
    location.hash = this.link('search', query);
  };

  /** Back to the results or the gallery: through history when the viewer came from there, so Forward works too. */
  #back = () => {
    const fromSearch = Boolean(this.#returnTo.search && this.query);
    const parent = fromSearch ? this.link('search', this.query) : `#${encodeURIComponent(this.showcaseId)}`;
    if (this.#previousHash === parent || (!fromSearch && this.#previousHash === '')) history.back();
    else location.hash = parent;
  };

  override render() {
    const showcase = this.showcase;
    const { locale, strings } = this.words;
    return html`<section part="base" aria-labelledby="heading" lang=${locale} dir=${uiDirection(locale) ?? nothing}>
      <h2 part="heading" id="heading" tabindex="-1">${showcase?.title ?? strings.showcase}</h2>
      ${
        this.phase === 'error'
          ? html`<div part="status" role="alert">
              <p>${this.errorMessage}</p>
              <button part="button primary" type="button" @click=${() => this.#load()}>${strings.tryAgain}</button>
            </div>`
          : this.phase === 'not-found'
            ? html`<p part="status" role="alert">${this.errorMessage}</p>`
            : this.phase === 'loading'
              ? html`<p part="status" role="status" class="visually-hidden">${strings.loadingShowcase}</p>
                  ${renderGallerySkeleton()}`
              : this.phase === 'idle' || !showcase
                ? html`<p part="status" role="status">${strings.noShowcase}</p>`
                : this.view === 'file'
                  ? this.#renderFile(showcase)
                  : html`${showcase.description ? html`<p class="description">${showcase.description}</p>` : nothing}
                    ${showcase.options.search ? this.#renderSearchForm() : nothing}
                    ${this.view === 'search' ? this.search.render(showcase) : renderGallery(this, showcase)}`
      }
    </section>`;
  }

  #renderSearchForm() {
    const { strings } = this.words;
    return html`<form part="search" role="search" aria-label=${strings.searchEvery} @submit=${this.#onSearchSubmit}>
      <label for="q">${strings.searchEvery}</label>
      <input id="q" name="q" type="search" .value=${this.view === 'search' ? this.query : ''} required />
      <button part="button primary" type="submit">${strings.search}</button>
    </form>`;
  }

  #renderFile(showcase: EmbedShowcase) {
    const file = showcase.files.find((f) => f.id === this.fileId);
    const { locale, strings } = this.words;
    return html`<button part="button" type="button" @click=${this.#back}>
        ${this.#returnTo.search && this.query ? strings.backToResults : strings.backToAll}
      </button>
      <h3 id="file-heading" tabindex="-1">${file?.name ?? strings.media}</h3>
      <transcript-embed
        part="transcript"
        lang=${locale}
        workspace-id=${this.workspaceId}
        file-id=${this.fileId}
        api-base=${this.apiBase || nothing}
        start-time=${this.startTime ?? nothing}
        theme=${this.theme}
        layout=${this.layout}
      ></transcript-embed>`;
  }
}
