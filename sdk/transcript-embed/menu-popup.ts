// Lazy chunk: the toolbar's menus themselves (their entries, keys and styles), loaded when one first opens. It
// imports nothing: Lit and the element's helpers come in as `MenuHelpers`, since a module shared with the entry
// would be split into a chunk of its own and cost the initial load a request and its bytes.
import type { EmbedFile } from '../../shared/schemas/embed';
import type { css, html, nothing } from 'lit';
import type { resolveApiUrl } from '../api';
import type { clock } from '../format-time';
import type * as Downloads from './downloads';
import type { TEXT_KINDS, trackName } from './pick-track';
import type { Strings } from '../i18n/en';
import type { TranscriptEmbed } from './transcript-embed.component';

/** What the menus need from the element's own modules. */
export interface MenuHelpers {
  lit: { html: typeof html; nothing: typeof nothing };
  host: TranscriptEmbed;
  file: EmbedFile;
  strings: Strings;
  clock: typeof clock;
  textKinds: typeof TEXT_KINDS;
  trackName: typeof trackName;
  loadDownloads: () => Promise<typeof Downloads>;
  resolveApiUrl: typeof resolveApiUrl;
}

/** One entry of a menu: a command, or (with `checked`) one of a set of choices, or (also `checkbox`) a switch. */
export interface MenuItem {
  label: string;
  checked?: boolean;
  checkbox?: boolean;
  /** Runs after the menu closed and focus went back to its button (`opener`). */
  run: (opener: HTMLElement) => void;
}

/** Adopted by the element's shadow root when the chunk loads: the menus and the buttons' tooltips. */
type Css = typeof css;

// Destructured so the build's template minifier sees a plain `css` tag.
export const menuStyles = ({ css }: { css: Css }) => css`
  /* The tooltip: the button's name under it on hover and keyboard focus, centred in either direction. */
  :where(.tip) {
    display: none;
    position: absolute;
    top: calc(100% + 0.25rem);
    inset-inline: -10rem;
    z-index: 4;
    width: max-content;
    margin-inline: auto;
    padding: 0.25rem 0.5rem;
    background: var(--_fg);
    color: var(--_bg);
    border-radius: calc(var(--_radius) * 0.5);
    font-size: 0.8125rem;
    pointer-events: none;
  }
  :where([part~='icon-button']:is(:hover, :focus-visible):not([aria-expanded='true']) .tip) {
    display: block;
  }
  :where([part~='menu']) {
    position: absolute;
    top: calc(100% + 0.25rem);
    inset-inline-start: 0;
    z-index: 5;
    display: grid;
    min-width: 14rem;
    max-width: min(22rem, 90cqi);
    max-height: 18rem;
    overflow-y: auto;
    padding: 0.25rem;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
    box-shadow: 0 6px 20px light-dark(#0000002e, #00000080);
  }
  :where([part~='more-menu']) {
    inset-inline: auto 0;
  }
  /* A narrow element: menus open across the toolbar's width rather than from their button, so none overflows. */
  @container (max-width: 480px) {
    :where([part='toolbar']) {
      position: relative;
    }
    :where(.menu-wrap) {
      position: static;
    }
    :where([part~='menu']) {
      max-width: 100%;
      box-sizing: border-box;
    }
  }
  :where([part='menu-item']) {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.25rem 0.75rem;
    text-align: start;
    background: transparent;
    border: 0;
    border-radius: calc(var(--_radius) * 0.5);
    cursor: pointer;
  }
  :where([part='menu-item']:is(:hover, :focus)) {
    background: var(--_surface);
  }
  :where([part='menu-item']:focus-visible) {
    outline-offset: -3px;
  }
  /* A choice: a check mark beside the chosen one, room for it beside the others. */
  :where([part='menu-item'][aria-checked])::before {
    content: '';
    flex: none;
    width: 1ch;
  }
  :where([part='menu-item'][aria-checked='true'])::before {
    content: '✓';
    font-weight: 700;
  }
  :where([part='menu-separator']) {
    margin: 0.25rem 0.5rem;
    border-top: 1px solid var(--_border);
  }
  @media (forced-colors: active) {
    :where([part~='menu'], .tip) {
      border: 1px solid CanvasText;
    }
  }
`;

/** Each menu's entries (null: a separator). */
async function download({ host, loadDownloads }: MenuHelpers, format: 'txt' | 'srt' | 'vtt') {
  const { track, file } = host.loader;
  if (!track || !file) return;
  const { downloadTrack } = await loadDownloads();
  host.beacon.record('download');
  downloadTrack(track, file.name, format);
}

async function copyLink({ host, strings }: MenuHelpers) {
  const url = new URL(location.href);
  url.searchParams.set('t', String(Math.floor((host.player?.currentTimeMs() ?? 0) / 1000)));
  try {
    await navigator.clipboard.writeText(url.href);
    host.announce(strings.linkCopied);
  } catch {
    host.announce(strings.copyThisLink(url.href));
  }
}

export const MENUS = {
  /** The chapters, the playing one checked. */
  chapters({ host, clock }: MenuHelpers): (MenuItem | null)[] {
    const now = host.player?.currentTimeMs() ?? 0;
    const chapters = host.loader.chapters;
    const current = chapters.findLastIndex((c) => c.startMs <= now);
    return chapters.map((c, i) => ({
      label: `${clock(c.startMs)} ${c.text}`,
      checked: i === current,
      run: () => host.seek(c.startMs),
    }));
  },
  /**
   * The captions and subtitles tracks by language, "(auto-generated)" where a machine's work is unreviewed; over
   * our own video also captions on/off and the style dialog.
   */
  captions({ host, file, strings, textKinds, trackName }: MenuHelpers): (MenuItem | null)[] {
    const captions = host.captions;
    const overlay: (MenuItem | null)[] = captions.drawn(file)
      ? [
          null,
          {
            label: strings.captions,
            checked: captions.on,
            checkbox: true,
            run: () => captions.set({ on: !captions.on }),
          },
          { label: strings.captionStyle, run: (opener) => void captions.openStyle(opener) },
        ]
      : [];
    const tracks = file.tracks
      .filter((t) => textKinds.has(t.kind))
      .map((t) => ({
        label: trackName(t, host.words),
        checked: t.id === host.loader.track?.id,
        // The toolbar is drawn again for the new track: focus goes back to the (new) menu button.
        run: async () => {
          await host.loader.switchTrack(t);
          await host.updateComplete;
          host.renderRoot.querySelector<HTMLElement>('#captions-button')?.focus();
        },
      }));
    return [...tracks, ...overlay];
  },
  /** Copy link, downloads, print, the forms, and the reading mode. */
  more(helpers: MenuHelpers): (MenuItem | null)[] {
    const { host, file, strings } = helpers;
    const track = host.loader.track;
    const mode = host.readingModeInUse;
    const entries: (MenuItem | null)[] = [{ label: strings.copyLink, run: () => void copyLink(helpers) }];
    if (!host.noDownload && file.options.downloads && track) {
      for (const [name, format] of [
        ['TXT', 'txt'],
        ['SRT', 'srt'],
        ['WebVTT', 'vtt'],
      ] as const) {
        entries.push({ label: strings.download(name), run: () => void download(helpers, format) });
      }
      // The server's page in a new tab, to read, save or print; its language is the first descriptions track's.
      if (file.tracks.some((t) => t.kind === 'descriptions'))
        entries.push({
          label: strings.descriptiveTranscript,
          run: () =>
            open(
              helpers.resolveApiUrl(
                `/api/embed/workspaces/${host.workspaceId}/files/${file.id}/descriptive-transcript`,
                host.apiBase,
              ),
            ),
        });
    }
    entries.push({ label: strings.print, run: () => print() });
    if (file.options.suggestions && track)
      entries.push({ label: strings.suggest, run: (opener) => void host.dialog.open('correction', opener) });
    if (file.options.requests)
      entries.push({ label: strings.request, run: (opener) => void host.dialog.open('request', opener) });
    entries.push(
      null,
      { label: strings.paragraphs, checked: mode === 'paragraphs', run: () => host.setReadingMode('paragraphs') },
      { label: strings.lines, checked: mode === 'lines', run: () => host.setReadingMode('lines') },
      null,
      { label: strings.announcePhrase, checked: host.phrases.on, checkbox: true, run: () => host.phrases.toggle() },
    );
    return entries;
  },
};

export type MenuId = keyof typeof MENUS;

const items = (menu: Element) => [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];

/** ↑/↓ (wrapping), Home/End and a typed letter move; Escape closes and refocuses; Tab closes. */
function onKeydown(event: KeyboardEvent, close: (refocus: boolean) => void) {
  const list = items(event.currentTarget as Element);
  const at = list.indexOf(event.target as HTMLElement);
  const key = event.key;
  let next = -1;
  if (key === 'ArrowDown') next = (at + 1) % list.length;
  else if (key === 'ArrowUp') next = (at - 1 + list.length) % list.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = list.length - 1;
  else if (key === 'Escape') {
    event.preventDefault();
    return close(true);
  } else if (key === 'Tab') return close(false);
  else if (key.length === 1 && /\S/.test(key)) {
    // Typeahead: the next item after this one whose label starts with the letter.
    const letter = key.toLocaleLowerCase();
    const order = [...list.slice(at + 1), ...list.slice(0, at + 1)];
    next = list.indexOf(order.find((item) => item.textContent!.trim().toLocaleLowerCase().startsWith(letter))!);
  }
  if (next < 0) return;
  event.preventDefault();
  list[next]?.focus();
}

/** The open menu `id`, named `label`; `select` closes it and runs the entry. */
export function renderMenu(
  { html, nothing }: MenuHelpers['lit'],
  id: MenuId,
  label: string,
  entries: (MenuItem | null)[],
  close: (refocus: boolean) => void,
  select: (item: MenuItem) => void,
) {
  return html`<div
    part=${`menu ${id}-menu`}
    role="menu"
    id=${`${id}-menu`}
    aria-label=${label}
    @keydown=${(e: KeyboardEvent) => onKeydown(e, close)}
  >
    ${entries.map((item) =>
      item
        ? html`<button
            part="menu-item"
            type="button"
            tabindex="-1"
            role=${item.checked === undefined ? 'menuitem' : item.checkbox ? 'menuitemcheckbox' : 'menuitemradio'}
            aria-checked=${item.checked === undefined ? nothing : String(item.checked)}
            @click=${() => select(item)}
          >
            ${item.label}
          </button>`
        : html`<div role="separator" part="menu-separator"></div>`,
    )}
  </div>`;
}
