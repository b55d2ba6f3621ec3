import type { EmbedFile } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { TEXT_KINDS } from './pick-track';
import type { TranscriptEmbed } from './transcript-embed.component';

/**
 * One quiet row: audio description beside the player, search, chapters, captions and language, the audio
 * menu when voiceovers exist, and "more" (copy link, downloads, print, the forms, reading mode) at the end.
 */
export function renderToolbar(host: TranscriptEmbed, file: EmbedFile) {
  const { track, chapters } = host.loader;
  const menus = host.menus;
  const { strings } = host.words;
  return html`<div part="toolbar" @pointerover=${menus.load} @focusin=${menus.load}>
    ${host.descriptions.render(file)}
    ${host.noSearch || !file.options.search || !track ? nothing : host.search.render()}
    ${chapters.length > 0 ? menus.render('chapters', strings.chapters, 'list', file) : nothing}
    ${
      file.tracks.filter((t) => TEXT_KINDS.has(t.kind)).length > 1 || (track && host.captions.drawn(file))
        ? menus.render('captions', strings.captionsAndLanguage, 'captions', file)
        : nothing
    }
    ${host.audioTracks.render(file)}
    <span class="spacer"></span>
    ${menus.render('more', strings.more, 'more', file)} ${host.descriptions.renderNotice()}
  </div>`;
}
