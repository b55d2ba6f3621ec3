import { afterEach, describe, expect, it, vi } from 'vitest';
import { followTheme, readTheme, writeTheme } from './theme';

const systemDark = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockReturnValue({
    matches,
    addEventListener: () => {},
  } as unknown as MediaQueryList);

afterEach(() => {
  writeTheme('system');
  vi.restoreAllMocks();
});

describe('theme', () => {
  it('follows the system until a theme is chosen, then the choice, at once', () => {
    systemDark(true);
    followTheme();
    expect(readTheme()).toBe('system');
    expect(document.documentElement).toHaveClass('dark');
    writeTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    writeTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(readTheme()).toBe('dark');
  });
});
