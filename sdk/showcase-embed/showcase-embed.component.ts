import { html, LitElement } from 'lit';
import { showcaseEmbedStyles } from './showcase-embed.styles';

/**
 * A public gallery of a workspace's media with transcript search.
 *
 * @attr workspace-id - The workspace that owns the showcase.
 * @attr showcase-id - The published showcase to show.
 * @attr api-base - Base URL of the API; defaults to the origin the script was loaded from.
 * @attr view - `gallery` (default), `search` or `file`.
 * @attr file-id - The file shown in the `file` view.
 * @attr theme - `light`, `dark` or `auto` (default).
 *
 * @csspart base - The outer region.
 * @csspart heading - The title.
 * @csspart status - The status line, announced to screen readers.
 *
 * @cssproperty --showcase-embed-font-family - Font family.
 * @cssproperty --showcase-embed-color - Text colour.
 * @cssproperty --showcase-embed-background - Background.
 * @cssproperty --showcase-embed-padding - Inner padding.
 */
export class ShowcaseEmbed extends LitElement {
  static override styles = showcaseEmbedStyles;

  static override properties = {
    workspaceId: { type: String, attribute: 'workspace-id', reflect: true },
    showcaseId: { type: String, attribute: 'showcase-id', reflect: true },
    apiBase: { type: String, attribute: 'api-base' },
    view: { type: String, reflect: true },
    fileId: { type: String, attribute: 'file-id', reflect: true },
    theme: { type: String, reflect: true },
  };

  declare workspaceId: string;
  declare showcaseId: string;
  declare apiBase: string;
  declare view: 'gallery' | 'search' | 'file';
  declare fileId: string;
  declare theme: 'light' | 'dark' | 'auto';

  constructor() {
    super();
    this.workspaceId = '';
    this.showcaseId = '';
    this.apiBase = '';
    this.view = 'gallery';
    this.fileId = '';
    this.theme = 'auto';
  }

  override render() {
    const ready = Boolean(this.workspaceId && this.showcaseId);
    return html`<section part="base" aria-labelledby="heading">
      <h2 part="heading" id="heading">Media showcase</h2>
      <p part="status" role="status">
        ${ready ? 'The showcase is loading.' : 'No showcase chosen: set the workspace-id and showcase-id attributes.'}
      </p>
    </section>`;
  }
}
