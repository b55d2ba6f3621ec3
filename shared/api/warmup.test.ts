import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { warmup } from './warmup';

/** Each test gets its own base, since warmup remembers the last call per base for the whole process. */
function clientWith(options: { isLocal?: boolean; fail?: boolean } = {}) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => {
    if (options.fail) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  });
  const client = createApiClient({ baseUrl: `https://${randomUUID()}.example/api`, isLocal: options.isLocal, fetch });
  return { client, fetch };
}

describe('warmup', () => {
  it('calls GET /warmup at most once per 60 s per API base', async () => {
    const { client, fetch } = clientWith();
    let time = 1_000_000;
    const now = () => time;

    expect(await warmup(client, now)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${client.baseUrl}/warmup`);

    time += 59_999;
    expect(await warmup(client, now)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);

    time += 1;
    expect(await warmup(client, now)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps a separate interval for each API base', async () => {
    const first = clientWith();
    const second = clientWith();
    const now = () => 5_000;
    expect(await warmup(first.client, now)).toBe(true);
    expect(await warmup(second.client, now)).toBe(true);
    expect(first.fetch).toHaveBeenCalledTimes(1);
    expect(second.fetch).toHaveBeenCalledTimes(1);
  });

  it('never calls when the app runs locally', async () => {
    const { client, fetch } = clientWith({ isLocal: true });
    expect(await warmup(client, () => 0)).toBe(false);
    expect(await warmup(client, () => 120_000)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never throws when the call fails, and still waits before trying again', async () => {
    const { client, fetch } = clientWith({ fail: true });
    await expect(warmup(client, () => 0)).resolves.toBe(true);
    await expect(warmup(client, () => 30_000)).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never throws when the server answers with an error', async () => {
    const client = createApiClient({
      baseUrl: `https://${randomUUID()}.example/api`,
      fetch: async () => new Response('Service Unavailable', { status: 503 }),
    });
    await expect(warmup(client, () => 0)).resolves.toBe(true);
  });
});
