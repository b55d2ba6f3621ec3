import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  // No wait between attempts here: what is under test is how many there are.
  const fetchWith = (queryFn: () => Promise<string>) =>
    createQueryClient().fetchQuery({ queryKey: ['answer'], queryFn, retryDelay: 0 });

  it('tries a failed query once more, so one dropped request does not show an error', async () => {
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue('ok');
    await expect(fetchWith(queryFn)).resolves.toBe('ok');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('gives up after that one retry', async () => {
    const queryFn = vi.fn().mockRejectedValue(new Error('Service unavailable'));
    await expect(fetchWith(queryFn)).rejects.toThrow('Service unavailable');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
