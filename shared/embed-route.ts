/** What an `/embed/...` iframe URL asks to show; the SDK's embed page and the server both read it. */
export type EmbedRoute =
  | { kind: 'file'; workspaceId: string; fileId: string }
  | { kind: 'showcase'; workspaceId: string; showcaseId: string; view: 'gallery' | 'search' | 'file'; fileId?: string }
  | { kind: 'unknown' };

const segment = '([A-Za-z0-9_-]{1,64})';
const FILE = new RegExp(`^/embed/${segment}/files/${segment}/?$`);
const SHOWCASE = new RegExp(`^/embed/${segment}/showcases/${segment}(?:/(search)|/files/${segment})?/?$`);

export function parseEmbedRoute(pathname: string): EmbedRoute {
  const file = FILE.exec(pathname);
  if (file) return { kind: 'file', workspaceId: file[1]!, fileId: file[2]! };
  const showcase = SHOWCASE.exec(pathname);
  if (showcase) {
    const [, workspaceId, showcaseId, search, fileId] = showcase;
    if (fileId) return { kind: 'showcase', workspaceId: workspaceId!, showcaseId: showcaseId!, view: 'file', fileId };
    return {
      kind: 'showcase',
      workspaceId: workspaceId!,
      showcaseId: showcaseId!,
      view: search ? 'search' : 'gallery',
    };
  }
  return { kind: 'unknown' };
}

/** The path of an iframe page (the inverse of `parseEmbedRoute`). */
export function embedPath(route: Exclude<EmbedRoute, { kind: 'unknown' }>): string {
  const base = `/embed/${encodeURIComponent(route.workspaceId)}`;
  if (route.kind === 'file') return `${base}/files/${encodeURIComponent(route.fileId)}`;
  const showcase = `${base}/showcases/${encodeURIComponent(route.showcaseId)}`;
  if (route.view === 'search') return `${showcase}/search`;
  if (route.view === 'file' && route.fileId) return `${showcase}/files/${encodeURIComponent(route.fileId)}`;
  return showcase;
}
