// Boots an /embed/... iframe page: picks the element for the route and reads `?t=`, `?lang=` (the track),
// `?ui=` (the element's own words; else the browser's language, since this page's own `lang` is ours, not the viewer's), `?q=` and the design attributes
// `?layout=`, `?theme=` and `?accent=`.
// The elements come from media-access.js.
import { parseEmbedRoute } from '../../shared/embed-route';
import type { TranscriptEmbed } from '../transcript-embed/transcript-embed.component';
import { fitFrame } from './fit-frame';

/**
 * An address that names nothing: the message (English above) in the viewer's language, through the element's
 * own catalogues; importing them here would split them out of the element's chunk, a request more for every page.
 */
async function translate(message: HTMLElement) {
  const Embed = (await customElements.whenDefined('transcript-embed')) as typeof TranscriptEmbed;
  const { locale, strings } = await Embed.localise(message);
  message.textContent = strings.invalidLink;
  if (locale === 'ar') message.dir = 'rtl';
}

const root = document.getElementById('embed-root');
const route = parseEmbedRoute(location.pathname);
const params = new URLSearchParams(location.search);
const t = Number(params.get('t'));

if (root) {
  let element: HTMLElement;
  if (route.kind === 'file') {
    element = document.createElement('transcript-embed');
    element.setAttribute('workspace-id', route.workspaceId);
    element.setAttribute('file-id', route.fileId);
    if (params.get('lang')) element.setAttribute('language', params.get('lang')!);
  } else if (route.kind === 'showcase') {
    element = document.createElement('showcase-embed');
    element.setAttribute('workspace-id', route.workspaceId);
    element.setAttribute('showcase-id', route.showcaseId);
    element.setAttribute('view', route.view);
    if (route.fileId) element.setAttribute('file-id', route.fileId);
    if (params.get('q')) element.setAttribute('query', params.get('q')!);
  } else {
    element = document.createElement('p');
    element.setAttribute('role', 'alert');
    element.textContent = 'This embed link is not valid. Check the address you were given.';
    void translate(element);
  }
  element.setAttribute('lang', params.get('ui') || navigator.language);
  if (Number.isFinite(t) && t > 0) element.setAttribute('start-time', String(t));
  for (const name of ['layout', 'theme', 'accent']) {
    const value = params.get(name);
    if (value && route.kind !== 'unknown') element.setAttribute(name, value);
  }
  // The frame's own background follows a forced theme too (through the CSSOM, which a strict CSP allows).
  const theme = params.get('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.style.setProperty('color-scheme', theme);
  root.replaceChildren(element);
}

// The transcript fits the frame, and the host page hears the height the content needs (docs/sdk.md).
fitFrame();
