import { html, LitElement } from 'lit';
import { transcriptEmbedStyles } from './transcript-embed.styles';

/**
 * An interactive transcript of one media file, synced with its player.
 *
 * @attr workspace-id - The workspace that owns the file.
 * @attr file-id - The file whose transcript is shown.
 * @attr api-base - Base URL of the API; defaults to the origin the script was loaded from.
 * @attr language - BCP 47 language of the track to show first.
 * @attr for - Id of a `<video>` or `<audio>` on the host page to sync with.
 * @attr no-autoscroll - Do not follow playback.
 * @attr no-search - Hide the search box.
 * @attr no-download - Hide the download menu.
 * @attr theme - `light`, `dark` or `auto` (default).
 *
 * @csspart base - The outer region.
 * @csspart heading - The title.
 * @csspart status - The status line, announced to screen readers.
 *
 * @cssproperty --transcript-embed-font-family - Font family.
 * @cssproperty --transcript-embed-color - Text colour.
 * @cssproperty --transcript-embed-background - Background.
 * @cssproperty --transcript-embed-border - Border.
 * @cssproperty --transcript-embed-radius - Corner radius.
 * @cssproperty --transcript-embed-padding - Inner padding.
 */
export class TranscriptEmbed extends LitElement {
  static override styles = transcriptEmbedStyles;

  static override properties = {
    workspaceId: { type: String, attribute: 'workspace-id', reflect: true },
    fileId: { type: String, attribute: 'file-id', reflect: true },
    apiBase: { type: String, attribute: 'api-base' },
    language: { type: String, reflect: true },
    for: { type: String, reflect: true },
    noAutoscroll: { type: Boolean, attribute: 'no-autoscroll', reflect: true },
    noSearch: { type: Boolean, attribute: 'no-search', reflect: true },
    noDownload: { type: Boolean, attribute: 'no-download', reflect: true },
    theme: { type: String, reflect: true },
  };

  declare workspaceId: string;
  declare fileId: string;
  declare apiBase: string;
  declare language: string;
  declare for: string;
  declare noAutoscroll: boolean;
  declare noSearch: boolean;
  declare noDownload: boolean;
  declare theme: 'light' | 'dark' | 'auto';

  constructor() {
    super();
    this.workspaceId = '';
    this.fileId = '';
    this.apiBase = '';
    this.language = '';
    this.for = '';
    this.noAutoscroll = false;
    this.noSearch = false;
    this.noDownload = false;
    this.theme = 'auto';
  }

  override render() {
    const ready = Boolean(this.workspaceId && this.fileId);
    return html`<section part="base" aria-labelledby="heading">
      <h2 part="heading" id="heading">Transcript</h2>
      <p part="status" role="status">
        ${ready ? 'The transcript is loading.' : 'No file chosen: set the workspace-id and file-id attributes.'}
      </p>
    </section>`;
  }
}
