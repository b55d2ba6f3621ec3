// Boots an /embed/... iframe page: picks the element for the route. The elements come from media-access.js.
import { parseEmbedRoute } from './embed-route';

const root = document.getElementById('embed-root');
const route = parseEmbedRoute(location.pathname);

if (root) {
  if (route.kind === 'file') {
    const element = document.createElement('transcript-embed');
    element.setAttribute('workspace-id', route.workspaceId);
    element.setAttribute('file-id', route.fileId);
    root.replaceChildren(element);
  } else if (route.kind === 'showcase') {
    const element = document.createElement('showcase-embed');
    element.setAttribute('workspace-id', route.workspaceId);
    element.setAttribute('showcase-id', route.showcaseId);
    element.setAttribute('view', route.view);
    if (route.fileId) element.setAttribute('file-id', route.fileId);
    root.replaceChildren(element);
  } else {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = 'This embed link is not valid. Check the address you were given.';
    root.replaceChildren(message);
  }
}
