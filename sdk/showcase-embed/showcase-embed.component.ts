import { getEmbedShowcase, searchEmbedShowcase } from '../../shared/api/embed';
import type { EmbedShowcase, SearchHit } from '../../shared/schemas/embed';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { describeError, embedClient, resolveApiUrl } from '../api';
import { emit } from '../events/events';
import { clock, spokenTime } from '../format-time';
import { baseStyles } from '../styles/base.styles';
import { showcaseEmbedStyles } from './showcase-embed.styles';

type View = 'gallery' | 'search' | 'file';
const SEARCH_PAGE = 20;

/** `<mark>`-wrapped matches of a server snippet as text and marks; nothing is parsed as HTML. */
export function snippetParts(snippet: string) {
  const unescape = (s: string) =>
    s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
  return snippet
    .split(/(<mark>.*?<\/mark>)/)
    .map((part) =>
      part.startsWith('<mark>') ? html`<mark part="match">${unescape(part.slice(6, -7))}</mark>` : unescape(part),
    );
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([navigator.language, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A public gallery of a workspace's media with search across every transcript; opening a file shows its
 * player and a `<transcript-embed>`. The view is kept in the URL hash (`#<showcase-id>/files/<file-id>/<t>`,
 * `#<showcase-id>/search/<query>`) so the browser's back button works inside it.
 *
 * @tagname showcase-embed
 *
 * @attr workspace-id - The workspace that owns the showcase.
 * @attr showcase-id - The published showcase to show.
 * @attr api-base - Base URL of the API; defaults to the origin the script was loaded from + `/api`.
 * @attr view - `gallery` (default), `search` or `file`.
 * @attr file-id - The file shown in the `file` view.
 * @attr query - The search shown in the `search` view.
 * @attr start-time - Seconds to start the `file` view's media at.
 * @attr theme - `light`, `dark` or `auto` (default).
 *
 * @event showcase-embed:ready - The showcase is shown. `detail: { showcaseId, fileCount }`
 * @event showcase-embed:navigate - The view changed. `detail: { view, fileId? }`
 * @event showcase-embed:search - Search results arrived. `detail: { query, hits }`
 * @event showcase-embed:error - Loading or searching failed. `detail: { message, status? }`
 *
 * @csspart base - The outer region.
 * @csspart heading - The showcase title.
 * @csspart status - Loading and error messages.
 * @csspart search - The search form.
 * @csspart gallery - The list of files.
 * @csspart card - One file in the gallery.
 * @csspart card-link - The link that opens a file.
 * @csspart thumbnail - A file's thumbnail.
 * @csspart hits - The list of search results.
 * @csspart hit - One search result link.
 * @csspart match - The matched words in a result.
 * @csspart button - Every button.
 * @csspart transcript - The `<transcript-embed>` of the file view.
 *
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
    showcase: { state: true },
    phase: { state: true },
    errorMessage: { state: true },
    hits: { state: true },
    nextCursor: { state: true },
    searchState: { state: true },
  };

  declare workspaceId: string;
  declare showcaseId: string;
  declare apiBase: string;
  declare view: View;
  declare fileId: string;
  declare query: string;
  declare startTime: number | undefined;
  declare theme: 'light' | 'dark' | 'auto';

  declare private showcase: EmbedShowcase | null;
  declare private phase: 'idle' | 'loading' | 'ready' | 'error';
  declare private errorMessage: string;
  declare private hits: SearchHit[];
  declare private nextCursor: string | null;
  declare private searchState: 'idle' | 'loading' | 'done' | 'error';

  private abort: AbortController | null = null;
  private searched = '';
  private initial: { view: View; fileId: string; query: string } | null = null;
  /** The hash before the last change: Back is `history.back()` when that is where it leads. */
  private previousHash: string | null = null;
  /** Which link to focus when returning to a view, so the viewer lands where they left. */
  private returnTo: Partial<Record<View, string>> = {};
  private focusNext: 'heading' | 'return' | 'first-new-hit' | null = null;
  private firstNewHit = 0;

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
    this.showcase = null;
    this.phase = 'idle';
    this.errorMessage = '';
    this.hits = [];
    this.nextCursor = null;
    this.searchState = 'idle';
  }

  override connectedCallback() {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    this.initial ??= { view: this.view, fileId: this.fileId, query: this.query };
    this.applyHash();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHashChange);
    this.abort?.abort();
  }

  private onHashChange = (event: HashChangeEvent) => {
    this.previousHash = new URL(event.oldURL).hash;
    const before = this.view;
    this.applyHash();
    if (this.view !== before) this.focusNext = this.view === 'file' ? 'heading' : 'return';
  };

  /** Reads this showcase's view from the hash; any other hash means the view the page started with. */
  private applyHash() {
    const [id, view, arg, t] = location.hash.slice(1).split('/').map(decodeURIComponent);
    if (id && id === this.showcaseId && (view === 'files' || view === 'search')) {
      this.view = view === 'files' ? 'file' : 'search';
      if (view === 'files') {
        this.fileId = arg ?? '';
        this.startTime = t ? Number(t) : undefined;
      } else this.query = arg ?? '';
    } else if (this.initial && (!id || id === this.showcaseId)) {
      this.view = id ? 'gallery' : this.initial.view;
      this.fileId = id ? '' : this.initial.fileId;
      this.query = id ? '' : this.initial.query;
      this.startTime = undefined;
    }
  }

  private link(view: 'files' | 'search', ...args: (string | number)[]) {
    return `#${[this.showcaseId, view, ...args].map((a) => encodeURIComponent(a)).join('/')}`;
  }

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('workspaceId') || changed.has('showcaseId') || changed.has('apiBase')) void this.load();
    if ((changed.has('view') || changed.has('query')) && this.view === 'search' && this.phase === 'ready') {
      if (this.query.trim() && this.query !== this.searched) void this.search(this.query, null);
    }
    if (changed.has('view') || changed.has('fileId')) {
      emit(
        this,
        'showcase-embed:navigate',
        this.view === 'file' ? { view: 'file', fileId: this.fileId } : { view: this.view },
      );
    }
    this.dataset.state = this.phase;
  }

  protected override updated() {
    const focus = this.focusNext;
    if (!focus) return;
    this.focusNext = null;
    const root = this.renderRoot;
    if (focus === 'heading') root.querySelector<HTMLElement>('#file-heading')?.focus();
    else if (focus === 'first-new-hit') root.querySelectorAll<HTMLElement>('[part="hit"]')[this.firstNewHit]?.focus();
    else {
      const key = this.returnTo[this.view];
      const target =
        (key && root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)) ||
        root.querySelector<HTMLElement>('#heading');
      target?.focus();
    }
  }

  private async load() {
    this.abort?.abort();
    if (!this.workspaceId || !this.showcaseId) {
      this.phase = 'idle';
      return;
    }
    const abort = (this.abort = new AbortController());
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
      if (this.view === 'search' && this.query.trim()) void this.search(this.query, null);
    } catch (error) {
      if (abort.signal.aborted) return;
      this.fail(error);
      this.phase = 'error';
    }
  }

  private fail(error: unknown) {
    const described = describeError(error);
    this.errorMessage = described.message;
    emit(this, 'showcase-embed:error', described);
  }

  private async search(query: string, cursor: string | null) {
    this.searched = query;
    this.searchState = 'loading';
    try {
      const page = await searchEmbedShowcase(embedClient(this.apiBase), {
        workspaceId: this.workspaceId,
        showcaseId: this.showcaseId,
        q: query.trim(),
        limit: SEARCH_PAGE,
        ...(cursor ? { cursor } : {}),
      });
      if (this.searched !== query) return;
      this.firstNewHit = cursor ? this.hits.length : 0;
      this.hits = cursor ? [...this.hits, ...page.hits] : page.hits;
      this.nextCursor = page.nextCursor;
      this.searchState = 'done';
      if (cursor) this.focusNext = 'first-new-hit';
      emit(this, 'showcase-embed:search', { query, hits: this.hits });
    } catch (error) {
      this.fail(error);
      this.searchState = 'error';
    }
  }

  private onSearchSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const query = String(new FormData(event.target as HTMLFormElement).get('q') ?? '').trim();
    if (!query) return;
    this.searched = '';
    location.hash = this.link('search', query);
  };

  private remember(view: View, key: string) {
    this.returnTo = view === 'gallery' ? { gallery: key } : { ...this.returnTo, search: key };
  }

  /** Back to the results or the gallery: through history when the viewer came from there, so Forward works too. */
  private back = () => {
    const fromSearch = Boolean(this.returnTo.search && this.query);
    const parent = fromSearch ? this.link('search', this.query) : `#${encodeURIComponent(this.showcaseId)}`;
    if (this.previousHash === parent || (!fromSearch && this.previousHash === '')) history.back();
    else location.hash = parent;
  };

  override render() {
    const showcase = this.showcase;
    return html`<section part="base" aria-labelledby="heading">
      <h2 part="heading" id="heading" tabindex="-1">${showcase?.title ?? 'Media showcase'}</h2>
      ${
        this.phase === 'error'
          ? html`<div part="status" role="alert">
              <p>${this.errorMessage}</p>
              <button part="button" type="button" @click=${() => this.load()}>Try again</button>
            </div>`
          : this.phase === 'loading'
            ? html`<p part="status" role="status">The showcase is loading…</p>`
            : this.phase === 'idle' || !showcase
              ? html`<p part="status" role="status">
                  No showcase chosen: set the workspace-id and showcase-id attributes.
                </p>`
              : this.view === 'file'
                ? this.renderFile(showcase)
                : html`${showcase.description ? html`<p>${showcase.description}</p>` : nothing}
                  ${showcase.options.search ? this.renderSearchForm() : nothing}
                  ${this.view === 'search' ? this.renderHits(showcase) : this.renderGallery(showcase)}`
      }
    </section>`;
  }

  private renderSearchForm() {
    return html`<form part="search" role="search" aria-label="Search every transcript" @submit=${this.onSearchSubmit}>
      <label for="q">Search every transcript</label>
      <input id="q" name="q" type="search" .value=${this.view === 'search' ? this.query : ''} required />
      <button part="button" type="submit">Search</button>
    </form>`;
  }

  private renderGallery(showcase: EmbedShowcase) {
    if (showcase.files.length === 0) return html`<p>This showcase has no media yet.</p>`;
    return html`<ul part="gallery">
      ${showcase.files.map(
        (f) =>
          html`<li part="card">
            <a
              part="card-link"
              href=${this.link('files', f.id)}
              data-key=${f.id}
              @click=${() => this.remember('gallery', f.id)}
            >
              ${f.thumbnailUrl ? html`<img part="thumbnail" src=${resolveApiUrl(f.thumbnailUrl, this.apiBase)} alt="" loading="lazy" />` : nothing}
              <span class="title">${f.name}</span>
            </a>
            <p class="meta">
              ${
                f.durationMs === null
                  ? nothing
                  : html`<span aria-hidden="true">${clock(f.durationMs)}</span
                      ><span class="visually-hidden">Duration ${spokenTime(f.durationMs)}.</span>`
              }
              ${f.languages.length > 0 ? html`<span>${f.languages.map(languageName).join(', ')}</span>` : nothing}
            </p>
          </li>`,
      )}
    </ul>`;
  }

  private renderHits(showcase: EmbedShowcase) {
    const names = new Map(showcase.files.map((f) => [f.id, f.name]));
    const status =
      this.searchState === 'loading'
        ? 'Searching…'
        : this.searchState === 'error'
          ? this.errorMessage
          : this.searchState === 'done'
            ? `${this.hits.length}${this.nextCursor ? '+' : ''} ${this.hits.length === 1 ? 'result' : 'results'} for “${this.query}”.`
            : '';
    return html`<p part="status" role="status">${status}</p>
      ${
        this.searchState === 'error'
          ? html`<button part="button" type="button" @click=${() => this.search(this.query, null)}>Try again</button>`
          : nothing
      }
      <ol part="hits">
        ${this.hits.map((hit) => {
          const key = `${hit.fileId}:${hit.cueId}`;
          return html`<li>
            <a
              part="hit"
              data-key=${key}
              href=${this.link('files', hit.fileId, hit.startMs / 1000)}
              @click=${() => this.remember('search', key)}
            >
              <span class="title">${names.get(hit.fileId) ?? hit.fileId}</span>
              <span aria-hidden="true">${clock(hit.startMs)}</span
              ><span class="visually-hidden">at ${spokenTime(hit.startMs)}:</span>
              <span class="snippet">${snippetParts(hit.snippet)}</span>
            </a>
          </li>`;
        })}
      </ol>
      ${
        this.nextCursor
          ? html`<button part="button" type="button" @click=${() => this.search(this.query, this.nextCursor)}>
              More results
            </button>`
          : nothing
      }
      <p><a href=${`#${encodeURIComponent(this.showcaseId)}`}>All media in ${showcase.title}</a></p>`;
  }

  private renderFile(showcase: EmbedShowcase) {
    const file = showcase.files.find((f) => f.id === this.fileId);
    return html`<button part="button" type="button" @click=${this.back}>
        ${this.returnTo.search && this.query ? 'Back to results' : 'Back to all media'}
      </button>
      <h3 id="file-heading" tabindex="-1">${file?.name ?? 'Media'}</h3>
      <transcript-embed
        part="transcript"
        workspace-id=${this.workspaceId}
        file-id=${this.fileId}
        api-base=${this.apiBase || nothing}
        start-time=${this.startTime ?? nothing}
        theme=${this.theme}
      ></transcript-embed>`;
  }
}
