import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientConfig } from '@shared/api/client-config';
import { forgetStoredSession } from '@/lib/firebase';
import { testConfig } from '@/testing/providers';
import { boot } from './boot';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/client-config');
vi.mock('@/lib/error-reporting', () => ({ initErrorReporting: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ initFirebase: vi.fn(() => ({})), forgetStoredSession: vi.fn() }));
vi.mock('./app', () => ({ App: () => <p>The app</p> }));

let root: Root;
beforeEach(() => {
  // The 5-second retry is faked, so a slow machine never retries behind the test's back. user-event and
  // Testing Library's waits run on timers too, so these tests click with fireEvent inside act.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('boot', () => {
  it('shows the load-failure alert when the client config does not load, and Try Again loads it now', async () => {
    vi.mocked(getClientConfig).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(testConfig);
    await act(() => boot(root));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load Media Access');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' })));
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(getClientConfig).toHaveBeenCalledTimes(2);
  });

  it('keeps trying every 5 seconds on its own', async () => {
    vi.mocked(getClientConfig).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(testConfig);
    await act(() => boot(root));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('Log Out drops the session stored in this browser', async () => {
    vi.mocked(getClientConfig).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.mocked(forgetStoredSession).mockReturnValue(new Promise(() => {}));
    await act(() => boot(root));
    await act(async () => fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Log Out' })));
    expect(forgetStoredSession).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(getClientConfig).toHaveBeenCalledTimes(1);
  });
});
