import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-debounced-search';

function List() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useDebouncedSearch(params.get('q') ?? '', (q) => setParams({ q }, { replace: true }));
  return (
    <>
      <label>
        Search by name <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/files/lecture">lecture.wav</Link>
    </>
  );
}

/** A router whose file screen loads lazily, as the app's screens do, and finishes loading when the test says. */
function routerWithSlowScreen() {
  let load!: () => void;
  const loaded = new Promise<void>((resolve) => (load = resolve));
  const router = createMemoryRouter(
    [
      { path: '/files', element: <List /> },
      {
        path: '/files/lecture',
        lazy: async () => {
          await loaded;
          return { Component: () => <h1>lecture.wav</h1> };
        },
      },
    ],
    { initialEntries: ['/files'] },
  );
  return { router, load };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useDebouncedSearch', () => {
  it('puts what was typed in the address once typing pauses', async () => {
    const { router } = routerWithSlowScreen();
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: ' lecture ' } });
    expect(router.state.location.search).toBe('');
    await pause(SEARCH_DEBOUNCE_MS + 100);
    expect(router.state.location.search).toBe('?q=lecture');
  });

  it('a result clicked before the search lands opens, instead of bouncing back to the list', async () => {
    const { router, load } = routerWithSlowScreen();
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'lecture' } });
    fireEvent.click(screen.getByRole('link', { name: 'lecture.wav' }));
    // The screen is still loading when the search would have run.
    await pause(SEARCH_DEBOUNCE_MS + 100);
    load();
    expect(await screen.findByRole('heading', { name: 'lecture.wav' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/files/lecture');
    expect(router.state.location.search).toBe('');
  });

  it('a click whose navigation the screen has not drawn yet still wins over the search', async () => {
    vi.useFakeTimers();
    try {
      const { router, load } = routerWithSlowScreen();
      render(<RouterProvider router={router} />);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'lecture' } });
      // The router starts loading the screen, but React has not rendered that yet when the timer fires.
      void router.navigate('/files/lecture');
      expect(router.state.navigation.state).toBe('loading');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 1);
      expect(router.state.location.search).toBe('');
      await act(async () => load());
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));
      expect(router.state.location.pathname).toBe('/files/lecture');
      expect(router.state.location.search).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
