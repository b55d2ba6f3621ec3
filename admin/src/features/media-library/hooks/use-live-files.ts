import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Job, jobSchema } from '@shared/schemas/jobs';
import { mediaLibraryKeys } from '../api/keys';
import type { JobProgress } from '../components/file-state';

/** How often the list refreshes while files are being processed and no event stream is open. */
export const POLL_MS = 3000;

type Stream = 'connecting' | 'open' | 'unavailable';

/** When to ask again for a stream the server refused; after the last, polling alone stays. */
const RETRY_DELAYS_MS = [2000, 5000, 15_000, 60_000];

/**
 * Follows the workspace's processing live: the events stream (`/api/workspaces/{id}/events`, authorised by
 * the session cookie) reports job progress and file state changes. Until it is open, or when the server
 * refuses it, callers poll instead (`POLL_MS`) while any file is still uploading, queued or processing.
 */
export function useLiveFiles(workspaceId: string) {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<Stream>(() =>
    typeof EventSource === 'undefined' ? 'unavailable' : 'connecting',
  );
  const [progress, setProgress] = useState<Record<string, JobProgress>>({});
  // Bumped to open the stream again after a refusal.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/workspaces/${encodeURIComponent(workspaceId)}/events`);
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.all }, { cancelRefetch: false });
    source.onopen = () => setStream('open');
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return setStream('connecting'); // the browser reconnects
      // Refused: typically opened before the session cookie was set at sign-in. Poll, and ask again later.
      setStream('unavailable');
      if (attempt < RETRY_DELAYS_MS.length) retry = setTimeout(() => setAttempt(attempt + 1), RETRY_DELAYS_MS[attempt]);
    };
    source.addEventListener('job', (event: MessageEvent<string>) => {
      const parsed = jobSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      const job: Job = parsed.data;
      if (job.kind !== 'media' || !job.fileId) return;
      const fileId = job.fileId;
      setProgress((current) => ({ ...current, [fileId]: { progress: job.progress, step: job.step } }));
      if (job.state === 'succeeded' || job.state === 'failed') refresh();
    });
    source.addEventListener('file', refresh);
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [workspaceId, queryClient, attempt]);

  return { progress, streamOpen: stream === 'open' };
}
