import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listFiles } from '@shared/api/media';
import type { Job } from '@shared/schemas/jobs';
import { giveElementsHeight, makeFile, page, renderLibrary, WORKSPACE } from '../testing';
import { MediaLibrary } from './media-library';

vi.mock('@/lib/api-client', () => ({ apiClient: { request: vi.fn() } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/media');

/** Stands in for the browser's EventSource: the test opens it, sends events or refuses it. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const job = (overrides: Partial<Job>): Job => ({
  id: 'j-1',
  workspaceId: WORKSPACE,
  fileId: 'up',
  kind: 'media',
  state: 'running',
  progress: 0,
  step: 'probe',
  error: null,
  result: null,
  attempts: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const processing = makeFile({ id: 'up', name: 'talk.wav', status: 'processing' });
const latest = () => FakeEventSource.instances.at(-1)!;

beforeAll(() => giveElementsHeight());
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  vi.useRealTimers();
});

describe('live updates from the workspace’s event stream', () => {
  it('shows a job’s progress and step, and refreshes the list when the file changes state', async () => {
    vi.mocked(listFiles).mockResolvedValueOnce(page([processing]));
    renderLibrary(<MediaLibrary workspaceId={WORKSPACE} role="viewer" />);
    const bar = await screen.findByRole('progressbar', { name: 'Processing talk.wav' });
    expect(latest().url).toBe(`/api/workspaces/${WORKSPACE}/events`);
    act(() => latest().open());
    act(() => latest().send('job', job({ progress: 0.5, step: 'peaks' })));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Processing (drawing the waveform)…')).toBeInTheDocument();

    vi.mocked(listFiles).mockResolvedValue(page([{ ...processing, status: 'ready', durationMs: 3000 }]));
    act(() => latest().send('file', { id: 'up', status: 'ready' }));
    expect(await screen.findByText('talk.wav: Ready')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '0:03' })).toBeInTheDocument();
  });

  it('does not poll while the stream is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(listFiles).mockResolvedValue(page([processing]));
    renderLibrary(<MediaLibrary workspaceId={WORKSPACE} role="viewer" />);
    await screen.findByRole('progressbar');
    act(() => latest().open());
    const calls = vi.mocked(listFiles).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(vi.mocked(listFiles).mock.calls.length).toBe(calls);
  });

  it('polls when the stream is refused and asks for the stream again a little later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(listFiles).mockResolvedValue(page([processing]));
    renderLibrary(<MediaLibrary workspaceId={WORKSPACE} role="viewer" />);
    await screen.findByRole('progressbar');
    act(() => latest().refuse());
    const calls = vi.mocked(listFiles).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(vi.mocked(listFiles).mock.calls.length).toBeGreaterThan(calls));
    // The session cookie may simply not have been set yet: the stream is opened again.
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(latest().readyState).toBe(FakeEventSource.CONNECTING);
  });
});
