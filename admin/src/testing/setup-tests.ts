import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// Uppy checks the connection 3 s after it is created and never cancels that timer, so in a test file that ends
// sooner it fires after jsdom is gone ("window is not defined"). Cancel the checks still pending at the end.
const realSetTimeout = globalThis.setTimeout;
const pendingOnlineChecks = new Set<Parameters<typeof clearTimeout>[0]>();
globalThis.setTimeout = Object.assign((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
  const id = realSetTimeout(handler, ms, ...args);
  if (typeof handler === 'function' && handler.name === 'bound updateOnlineStatus') pendingOnlineChecks.add(id);
  return id;
}, realSetTimeout) as typeof setTimeout;
afterAll(() => {
  for (const id of pendingOnlineChecks) clearTimeout(id);
});

// jsdom has no matchMedia; answer like a wide screen in light mode unless a test overrides it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver (nor layout for one to report): the resizable panes and virtual lists need the API.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
