import { describe, expect, it } from 'vitest';
import { isSpoken, significantWords } from './spoken';

const transcript = [
  { startMs: 1_000, endMs: 3_000, text: 'Welcome to the campus tour.' },
  { startMs: 40_000, endMs: 42_000, text: 'The library opens on Monday.' },
];

describe('isSpoken', () => {
  it('hears text the speaker says near the time it shows, forgiving misread letters', () => {
    expect(isSpoken('WELCOME', 500, transcript)).toBe(true);
    expect(isSpoken('CAMPUS T0UR', 2_000, transcript)).toBe(true);
    expect(isSpoken('LIBRARY OPENS MONDAY', 45_000, transcript)).toBe(true);
    expect(isSpoken('LIBRARV 0PENS MONDAY', 45_000, transcript)).toBe(true);
  });

  it('does not hear text said only far from when it shows, or never said', () => {
    expect(isSpoken('LIBRARY OPENS MONDAY', 3_000, transcript)).toBe(false);
    expect(isSpoken('EXIT ROUTE 42', 2_000, transcript)).toBe(false);
    expect(isSpoken('Fire exit', 1_000, [])).toBe(false);
  });

  it('counts words of three or more characters, and numbers', () => {
    expect(significantWords('A to Z: room 7, Building B')).toEqual(['room', '7', 'building']);
  });
});
