import type { EmbedFile } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { TEXT_KINDS, trackName } from './pick-track';
import type { TranscriptEmbed } from './transcript-embed.component';

async function download(host: TranscriptEmbed, format: 'txt' | 'srt' | 'vtt') {
  const { track, file } = host.loader;
  if (!track || !file) return;
  // The caption serializers load only when someone downloads.
  const { downloadTrack } = await import('./downloads');
  host.beacon.record('download');
  downloadTrack(track, file.name, format);
}

async function copyLink(host: TranscriptEmbed) {
  const url = new URL(location.href);
  url.searchParams.set('t', String(Math.floor((host.player?.currentTimeMs() ?? 0) / 1000)));
  try {
    await navigator.clipboard.writeText(url.href);
    host.announce('Link to this moment copied.');
  } catch {
    host.announce(`Copy this link: ${url.href}`);
  }
}

function onLanguageChange(host: TranscriptEmbed, file: EmbedFile, event: Event) {
  const summary = file.tracks.find((t) => t.id === (event.target as HTMLSelectElement).value);
  if (summary) void host.loader.switchTrack(summary);
}

/** Search, language, audio track, autoscroll, audio description, downloads, link and the contribution forms' buttons. */
export function renderToolbar(host: TranscriptEmbed, file: EmbedFile) {
  const track = host.loader.track;
  const textTracks = file.tracks.filter((t) => TEXT_KINDS.has(t.kind));
  const downloadButton = (format: 'txt' | 'srt' | 'vtt', name: string) =>
    html`<button part="button" type="button" aria-label=${`Download as ${name}`} @click=${() => download(host, format)}>
      ${name}
    </button>`;
  return html`<div part="toolbar">
    ${host.noSearch || !file.options.search || !track ? nothing : host.search.render()}
    ${
      textTracks.length > 1
        ? html`<label
            >Language
            <select @change=${(e: Event) => onLanguageChange(host, file, e)}>
              ${textTracks.map((t) => html`<option value=${t.id} ?selected=${t.id === track?.id}>${trackName(t)}</option>`)}
            </select></label
          >`
        : nothing
    }
    ${host.audioTracks.render(file)}
    ${
      host.autoscroll.paused
        ? html`<button part="button" type="button" @click=${host.autoscroll.resume}>Resume autoscroll</button>`
        : nothing
    }
    ${host.descriptions.render(file)}
    ${
      !host.noDownload && file.options.downloads && track
        ? html`<span role="group" aria-label="Download transcript" class="group">
            Download: ${downloadButton('txt', 'TXT')} ${downloadButton('srt', 'SRT')} ${downloadButton('vtt', 'WebVTT')}
          </span>`
        : nothing
    }
    <button part="button" type="button" @click=${() => copyLink(host)}>Copy link to this moment</button>
    ${
      file.options.suggestions && track
        ? html`<button part="button" type="button" @click=${(e: Event) => host.dialog.open('correction', e)}>
            Suggest a correction
          </button>`
        : nothing
    }
    ${
      file.options.requests
        ? html`<button part="button" type="button" @click=${(e: Event) => host.dialog.open('request', e)}>
            Request accessibility
          </button>`
        : nothing
    }
  </div>`;
}
