import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultFlags, readFlagOverrides, useFeatureFlags, useFlagOverrides } from './feature-flags';

afterEach(() => localStorage.clear());

const BETA_ONLY = ['sso', 'brightcove', 'canvas', 'dropbox', 'mux', 'panopto', 'vimeo', 'wistia'] as const;
const EVERYWHERE = ['referrals', 'box', 'googledrive', 'kaltura', 'rev', 'youtube'] as const;

describe('feature flag defaults', () => {
  it.each(['local', 'beta', 'production'] as const)('in %s', (environment) => {
    const flags = defaultFlags(environment);
    for (const flag of EVERYWHERE) expect(flags[flag]).toBe(true);
    for (const flag of BETA_ONLY) expect(flags[flag]).toBe(environment === 'beta');
  });

  it('turns youtube on everywhere, production included, and never as a beta-only flag', () => {
    expect(defaultFlags('production').youtube).toBe(true);
    expect(BETA_ONLY).not.toContain('youtube');
  });
});

describe('flag overrides', () => {
  // jsdom runs on localhost, so the defaults are the local ones.
  it('persist in local storage until reset', () => {
    const { result } = renderHook(() => ({ flags: useFeatureFlags(), overrides: useFlagOverrides() }));
    expect(result.current.flags.panopto).toBe(false);
    act(() => result.current.overrides.setFlag('panopto', true));
    act(() => result.current.overrides.setFlag('youtube', false));
    expect(result.current.flags).toMatchObject({ panopto: true, youtube: false });
    expect(JSON.parse(localStorage.getItem('media-access:flag-overrides')!)).toEqual({ panopto: true, youtube: false });

    const again = renderHook(() => useFeatureFlags());
    expect(again.result.current).toMatchObject({ panopto: true, youtube: false });

    act(() => result.current.overrides.reset());
    expect(result.current.flags).toEqual(defaultFlags('local'));
    expect(localStorage.getItem('media-access:flag-overrides')).toBeNull();
  });

  it('an override back to the default is dropped', () => {
    const { result } = renderHook(() => useFlagOverrides());
    act(() => result.current.setFlag('youtube', false));
    act(() => result.current.setFlag('youtube', true));
    expect(localStorage.getItem('media-access:flag-overrides')).toBeNull();
  });

  it('ignore corrupt, wrongly shaped and unknown stored values', () => {
    localStorage.setItem('media-access:flag-overrides', '{not json');
    expect(readFlagOverrides()).toEqual({});
    localStorage.setItem('media-access:flag-overrides', '["sso"]');
    expect(readFlagOverrides()).toEqual({});
    localStorage.setItem('media-access:flag-overrides', '{"sso":true,"gone":true,"box":"yes"}');
    expect(readFlagOverrides()).toEqual({ sso: true });
  });
});
