import { describe, expect, it } from 'vitest';
import { formatTimecode, parseTimecode } from './timecode';

describe('timecodes', () => {
  it('formats minutes, and hours when there are some', () => {
    expect(formatTimecode(62_345)).toBe('1:02.345');
    expect(formatTimecode(3_723_004)).toBe('1:02:03.004');
  });
  it('reads what it writes and shorter forms', () => {
    expect(parseTimecode('1:02.345')).toBe(62_345);
    expect(parseTimecode('1:02:03.004')).toBe(3_723_004);
    expect(parseTimecode('75,5')).toBe(75_500);
    expect(parseTimecode('00:00:01.2')).toBe(1200);
  });
  it('refuses what is not a time', () => {
    expect(parseTimecode('1:75.000')).toBeNull();
    expect(parseTimecode('soon')).toBeNull();
    expect(parseTimecode('')).toBeNull();
  });
});
