import type { EmbedFile } from '../../shared/schemas/embed';
import { css, html, nothing } from 'lit';
import { resolveApiUrl } from '../api';
import { clock } from '../format-time';
import { iconButton, type IconName } from './icons';
import type * as Popup from './menu-popup';
import type { MenuHelpers, MenuId } from './menu-popup';
import { TEXT_KINDS, trackName } from './pick-track';
import type { TranscriptEmbed } from './transcript-embed.component';

/**
 * The toolbar's menu buttons, as the WAI-ARIA menu-button pattern has them: Enter, Space or ↓ open on the
 * checked or first item, ↑ on the last; in the menu ↑/↓, Home/End and a typed letter move, Escape closes and
 * puts focus back on the button, Tab closes and moves on, a click outside closes. One menu is open at a time.
 * The menus themselves (`menu-popup.ts`) load with the first one opened.
 */
export class ToolbarMenus {
  open: MenuId | '' = '';
  #popup: typeof Popup | null = null;
  #host: TranscriptEmbed;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  #button(id: MenuId) {
    return this.#host.renderRoot.querySelector<HTMLElement>(`#${id}-button`);
  }

  /** Loads the menus and the tooltips' styles: when the viewer first reaches the toolbar, or opens a menu. */
  load = async () => {
    if (this.#popup) return this.#popup;
    const popup = await import('./menu-popup');
    if (!this.#popup) {
      this.#popup = popup;
      const root = this.#host.renderRoot as ShadowRoot;
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, popup.menuStyles({ css }).styleSheet!];
    }
    return popup;
  };

  async #show(id: MenuId, focus: 'first' | 'last') {
    const host = this.#host;
    await this.load();
    this.open = id;
    host.requestUpdate();
    await host.updateComplete;
    const list = [...host.renderRoot.querySelectorAll<HTMLElement>(`#${id}-menu [role^="menuitem"]`)];
    const checked = list.find((item) => item.getAttribute('aria-checked') === 'true');
    (focus === 'last' ? list.at(-1) : (checked ?? list[0]))?.focus();
  }

  close(refocus = false) {
    const id = this.open;
    if (!id) return;
    this.open = '';
    this.#host.requestUpdate();
    if (refocus) this.#button(id)?.focus();
  }

  #onButtonKeydown(id: MenuId, event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    void this.#show(id, event.key === 'ArrowUp' ? 'last' : 'first');
  }

  #onFocusOut(id: MenuId, event: FocusEvent) {
    const wrap = event.currentTarget as Element;
    if (this.open === id && !wrap.contains(event.relatedTarget as Node | null)) this.close();
  }

  /** The button named `label` with its icon and tooltip, and below it the menu when open. */
  render(id: MenuId, label: string, iconName: IconName, file: EmbedFile) {
    const popup = this.#popup;
    const host = this.#host;
    const helpers: MenuHelpers = {
      lit: { html, nothing },
      host,
      file,
      strings: host.words.strings,
      clock,
      textKinds: TEXT_KINDS,
      trackName,
      // The caption serializers load only when someone downloads.
      loadDownloads: () => import('./downloads'),
      resolveApiUrl,
    };
    const open = this.open === id && popup;
    return html`<div class="menu-wrap" @focusout=${(e: FocusEvent) => this.#onFocusOut(id, e)}>
      ${iconButton(label, iconName, () => (open ? this.close() : void this.#show(id, 'first')), {
        id: `${id}-button`,
        expanded: Boolean(open),
        menu: open ? `${id}-menu` : '',
        onKeydown: (e) => this.#onButtonKeydown(id, e),
      })}
      ${
        open
          ? popup.renderMenu(
              helpers.lit,
              id,
              label,
              popup.MENUS[id](helpers),
              (refocus) => this.close(refocus),
              (item) => {
                this.close(true);
                item.run(this.#button(id)!);
              },
            )
          : nothing
      }
    </div>`;
  }
}
