import { searchEmbedShowcase } from '../../shared/api/embed';
import type { EmbedShowcase, SearchHit } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { embedClient } from '../api';
import { emit } from '../events/events';
import { clock, spokenTime } from '../format-time';
import { isolate } from '../i18n/localise';
import type { ShowcaseEmbed } from './showcase-embed.component';

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

/** The showcase-wide search: pages of timed hits, each a link that opens the file at that moment. */
export class ShowcaseSearch {
  /** The query whose results are shown or on their way. */
  searched = '';
  #hits: SearchHit[] = [];
  #nextCursor: string | null = null;
  #state: 'idle' | 'loading' | 'done' | 'error' = 'idle';
  #errorMessage = '';
  #host: ShowcaseEmbed;

  constructor(host: ShowcaseEmbed) {
    this.#host = host;
  }

  /** The first page for `query`, or with `cursor` the next one, appended (focus goes to its first hit). */
  async run(query: string, cursor: string | null) {
    const host = this.#host;
    this.searched = query;
    this.#state = 'loading';
    host.requestUpdate();
    try {
      const page = await searchEmbedShowcase(embedClient(host.apiBase), {
        workspaceId: host.workspaceId,
        showcaseId: host.showcaseId,
        q: query.trim(),
        limit: SEARCH_PAGE,
        ...(cursor ? { cursor } : {}),
      });
      if (this.searched !== query) return;
      if (cursor) host.focusNext = { hit: this.#hits.length };
      this.#hits = cursor ? [...this.#hits, ...page.hits] : page.hits;
      this.#nextCursor = page.nextCursor;
      this.#state = 'done';
      emit(host, 'showcase-embed:search', { query, hits: this.#hits });
    } catch (error) {
      this.#errorMessage = host.fail(error).message;
      this.#state = 'error';
    }
    host.requestUpdate();
  }

  render(showcase: EmbedShowcase) {
    const host = this.#host;
    const { query, showcaseId } = host;
    const hits = this.#hits;
    const names = new Map(showcase.files.map((f) => [f.id, f.name]));
    const { locale, strings } = host.words;
    const status =
      this.#state === 'loading'
        ? strings.searching
        : this.#state === 'error'
          ? this.#errorMessage
          : this.#state === 'done'
            ? strings.results(hits.length, Boolean(this.#nextCursor), query)
            : '';
    return html`<p part="status" role="status">${status}</p>
      ${
        this.#state === 'error'
          ? html`<button part="button primary" type="button" @click=${() => this.run(query, null)}>
              ${strings.tryAgain}
            </button>`
          : nothing
      }
      <ol part="hits">
        ${hits.map((hit) => {
          const key = `${hit.fileId}:${hit.cueId}`;
          return html`<li>
            <a
              part="hit"
              data-key=${key}
              href=${host.link('files', hit.fileId, hit.startMs / 1000)}
              @click=${() => host.remember('search', key)}
            >
              <span class="title">${names.get(hit.fileId) ?? hit.fileId}</span>
              <span part="hit-time" aria-hidden="true">${clock(hit.startMs)}</span
              ><span class="visually-hidden">${strings.at(spokenTime(hit.startMs, locale))}</span>
              <span class="snippet">${snippetParts(hit.snippet)}</span>
            </a>
          </li>`;
        })}
      </ol>
      ${
        this.#nextCursor
          ? html`<button part="button" type="button" @click=${() => this.run(query, this.#nextCursor)}>
              ${strings.moreResults}
            </button>`
          : nothing
      }
      <p class="actions">
        <a href=${`#${encodeURIComponent(showcaseId)}`}>${strings.allMediaIn(isolate(showcase.title))}</a>
      </p>`;
  }
}
