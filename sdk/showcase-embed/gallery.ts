import type { EmbedShowcase } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { resolveApiUrl } from '../api';
import { clock, spokenTime } from '../format-time';
import type { ShowcaseEmbed } from './showcase-embed.component';

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([navigator.language, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The showcase's files as cards: thumbnail, name (a link that opens the file), duration and languages. */
export function renderGallery(host: ShowcaseEmbed, showcase: EmbedShowcase) {
  if (showcase.files.length === 0) return html`<p>This showcase has no media yet.</p>`;
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
            ${f.thumbnailUrl ? html`<img part="thumbnail" src=${resolveApiUrl(f.thumbnailUrl, host.apiBase)} alt="" loading="lazy" />` : nothing}
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
