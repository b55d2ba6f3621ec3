// Boots an /embed/... iframe page: picks the element for the route and reads `?t=`, `?lang=` and `?q=`.
// The elements come from media-access.js.
import { parseEmbedRoute } from '../../shared/embed-route';

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
  }
  if (Number.isFinite(t) && t > 0) element.setAttribute('start-time', String(t));
  root.replaceChildren(element);
}

// Tell the host page our height so it can size the iframe without scrollbars. Nothing private is sent.
if (window.parent !== window) {
  let last = 0;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'media-access:resize', height }, '*');
  }).observe(document.documentElement);
}
