const RELOADED_KEY = 'media-access:reloaded-for-chunk';
const LOOP_WINDOW_MS = 30_000;

/**
 * After a deploy, a tab opened on the previous build asks for screen chunks that are gone. Vite reports that as
 * `vite:preloadError`: load the new build instead (the route renders nothing meanwhile, see router.tsx). Not
 * again for the same address within 30 s, so a chunk that truly cannot load ends on the error page rather than
 * in a reload loop.
 */
export function reloadOnStaleBuild() {
  window.addEventListener('vite:preloadError', (event) => {
    const here = window.location.pathname + window.location.search;
    const [path, at] = (sessionStorage.getItem(RELOADED_KEY) ?? '').split('\n');
    if (path === here && Date.now() - Number(at) < LOOP_WINDOW_MS) return;
    sessionStorage.setItem(RELOADED_KEY, `${here}\n${Date.now()}`);
    event.preventDefault();
    window.location.reload();
  });
}
