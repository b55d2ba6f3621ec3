import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickHomeWorkspace, readLastWorkspace, writeLastWorkspace } from './last-workspace';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('last-workspace cache', () => {
  it('is kept per user and used while they are still a member', () => {
    writeLastWorkspace('u1', 'w2');
    expect(localStorage.getItem('media-access:last-workspace:u1')).toBe('"w2"');
    expect(pickHomeWorkspace('u1', ['w1', 'w2'])).toBe('w2');
    expect(pickHomeWorkspace('u2', ['w1', 'w2'])).toBe('w1');
  });

  it('falls back to the first workspace when stale, and to none without any', () => {
    writeLastWorkspace('u1', 'gone');
    expect(pickHomeWorkspace('u1', ['w1'])).toBe('w1');
    expect(pickHomeWorkspace('u1', [])).toBeNull();
  });

  it('survives corrupt values and storage that throws', () => {
    localStorage.setItem('media-access:last-workspace:u1', '{oops');
    expect(readLastWorkspace('u1')).toBeNull();
    localStorage.setItem('media-access:last-workspace:u1', '"../../etc"');
    expect(readLastWorkspace('u1')).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeLastWorkspace('u1', 'w1')).not.toThrow();
    expect(pickHomeWorkspace('u1', ['w1', 'w2'])).toBe('w1');
  });
});
