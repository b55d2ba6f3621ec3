import { PLAYER_TIMEOUT_MS } from './player';

/**
 * A postMessage conversation with one player iframe: only messages from that frame's window and origin
 * are read. `hello` is posted until the frame first answers, since the frame may load after us.
 */
export function iframeChannel(
  iframe: HTMLIFrameElement,
  hello: () => unknown,
  onMessage: (data: Record<string, unknown>) => void,
  timeoutMs = PLAYER_TIMEOUT_MS,
) {
  const origin = new URL(iframe.src, location.href).origin;
  let answered = false;
  let settle!: (ok: boolean) => void;
  const ready = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('The player did not load')));
  });
  const post = (message: unknown) => iframe.contentWindow?.postMessage(JSON.stringify(message), origin);
  const handle = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin) return;
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    if (typeof data !== 'object' || data === null) return;
    answered = true;
    onMessage(data as Record<string, unknown>);
  };
  window.addEventListener('message', handle);
  const started = Date.now();
  const timer = setInterval(() => {
    if (answered) return clearInterval(timer);
    if (Date.now() - started > timeoutMs) {
      clearInterval(timer);
      settle(false);
      return;
    }
    post(hello());
  }, 250);
  // Nobody may be awaiting `ready` yet: an unhandled rejection would reach the host page's error handlers.
  ready.catch(() => undefined);
  return {
    ready,
    post,
    markReady: () => settle(true),
    close() {
      clearInterval(timer);
      window.removeEventListener('message', handle);
    },
  };
}
