import type { EmbedShowcase } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { resolveApiUrl } from '../api';
import { clock, spokenTime } from '../format-time';
import { languageName } from '../language-name';
import type { ShowcaseEmbed } from './showcase-embed.component';

/** Placeholder cards while the showcase loads, hidden from assistive technology (the status says it). */
export function renderGallerySkeleton() {
  return html`<ul part="gallery skeleton" aria-hidden="true">
    ${[1, 2, 3].map(() => html`<li part="card skeleton"></li>`)}
  </ul>`;
}

/**
 * The showcase's files as cards: thumbnail with its duration, name (a link that opens the file and covers the
 * card) and languages. The link comes first in the DOM so it is what a screen reader meets; the grid draws the
 * thumbnail above it.
 */
export function renderGallery(host: ShowcaseEmbed, showcase: EmbedShowcase) {
  const { locale, strings } = host.words;
  if (showcase.files.length === 0) return html`<p part="status empty">${strings.emptyShowcase}</p>`;
  return html`<ul part="gallery">
    ${showcase.files.map(
      (f) =>
        html`<li part="card">
          <a
            part="card-link"
            href=${host.link('files', f.id)}
            data-key=${f.id}
            @click=${() => host.remember('gallery', f.id)}
          >
            <span class="title">${f.name}</span>
          </a>
          <div class="frame">
            ${f.thumbnailUrl ? html`<img part="thumbnail" src=${resolveApiUrl(f.thumbnailUrl, host.apiBase)} alt="" loading="lazy" />` : nothing}
            ${f.durationMs === null ? nothing : html`<span part="duration" aria-hidden="true">${clock(f.durationMs)}</span>`}
          </div>
          <p class="meta">
            ${f.durationMs === null ? nothing : html`<span class="visually-hidden">${strings.duration(spokenTime(f.durationMs, locale))}</span>`}
            ${f.languages.length > 0 ? html`<span part="languages">${f.languages.map((l) => languageName(l, locale)).join(', ')}</span>` : nothing}
          </p>
        </li>`,
    )}
  </ul>`;
}
