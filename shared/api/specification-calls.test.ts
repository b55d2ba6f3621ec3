import { describe, expect, it } from 'vitest';
import { addManualTimeEntry, startTimer, stopTimer } from './assignments';
import { getSupportedTranscriptions, getSupportedTranslations } from './catalogues';
import { createApiClient } from './client';
import { listMediaRequests } from './contributions';
import { getFileDetail } from './files';

/** A client whose fetch records each URL and answers `body`. */
function recording(body: unknown = {}) {
  const urls: URL[] = [];
  const client = createApiClient({
    baseUrl: 'https://app.example/api',
    fetch: async (input) => {
      urls.push(new URL(String(input)));
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, urls, last: () => urls.at(-1)! };
}

const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

// The calls the specification lists, with exactly the parameters it lists.
describe("the specification's calls", () => {
  it('GET /supported_transcriptions names the provider, the UI language, version v2 and model chirp_2', async () => {
    const { client, last } = recording({ results: [] });
    await getSupportedTranscriptions(client, { displayLanguageCode: 'es' });
    expect(last().pathname).toBe('/api/supported_transcriptions');
    expect(queryOf(last())).toEqual({
      transcriptionProvider: 'google',
      displayLanguageCode: 'es',
      version: 'v2',
      model: 'chirp_2',
    });
  });

  it('GET /supported_translations names the provider and the UI language', async () => {
    const { client, last } = recording({ languages: [] });
    await getSupportedTranslations(client, { displayLanguageCode: 'en' });
    expect(last().pathname).toBe('/api/supported_translations');
    expect(queryOf(last())).toEqual({ translationProvider: 'google', displayLanguageCode: 'en' });
  });

  it('GET /media_requests/workspaces/{workspaceId} repeats the workspace in the query, with a page of 20', async () => {
    const { client, last } = recording({ requests: [], nextCursor: null });
    await listMediaRequests(client, { workspaceId: 'w 1' });
    expect(last().pathname).toBe('/api/media_requests/workspaces/w%201');
    expect(queryOf(last())).toEqual({ workspaceId: 'w 1', limit: '20' });
    await listMediaRequests(client, { workspaceId: 'w1', limit: 50, status: 'fulfilled', cursor: 'c' });
    expect(queryOf(last())).toEqual({ workspaceId: 'w1', limit: '50', status: 'fulfilled', cursor: 'c' });
  });

  it("GET /file_detail_get asks for one file's detail by fileId and workspaceId", async () => {
    const { client, last } = recording({ id: 'f1', name: 'Lecture 1' });
    expect(await getFileDetail(client, { fileId: 'f1', workspaceId: 'w1' })).toEqual({ id: 'f1', name: 'Lecture 1' });
    expect(last().pathname).toBe('/api/file_detail_get');
    expect(queryOf(last())).toEqual({ fileId: 'f1', workspaceId: 'w1' });
  });
});

describe('time-entry calls', () => {
  const answer = (error?: string) => ({
    timeEntry: { id: 'e1' },
    status: 'in_progress',
    version: 2,
    totalTimeSpent: 60_000,
    ...(error ? { error } : {}),
  });
  const calls = {
    startTimer: (client: ReturnType<typeof createApiClient>) =>
      startTimer(client, 'a1', 'u1', {
        workspaceId: 'w1',
        assignmentId: 'a1',
        assigneeId: 'u1',
        startTime: 1,
        action: 'started_timer',
      }),
    stopTimer: (client: ReturnType<typeof createApiClient>) =>
      stopTimer(client, 'a1', 'u1', 'e1', { workspaceId: 'w1', endTime: 2, action: 'stopped_timer' }),
    addManualTimeEntry: (client: ReturnType<typeof createApiClient>) =>
      addManualTimeEntry(client, 'a1', 'u1', { workspaceId: 'w1', startTime: 1, endTime: 2, notes: '' }),
  };

  it.each(Object.entries(calls))('%s throws the error the server put in a successful answer', async (_, call) => {
    await expect(call(recording(answer('The assignment was closed meanwhile')).client)).rejects.toThrow(
      'The assignment was closed meanwhile',
    );
  });

  it.each(Object.entries(calls))('%s answers the entry when there is no error', async (_, call) => {
    await expect(call(recording(answer()).client)).resolves.toMatchObject({ totalTimeSpent: 60_000 });
  });
});
