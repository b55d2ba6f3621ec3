import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [['x', 1]])).toBe('a,b\r\nx,1\r\n');
  });

  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('quotes %j only where RFC 4180 needs it', (value, written) => {
    expect(toCsv(['v'], [[value]])).toBe(`v\r\n${written}\r\n`);
  });

  it.each(['=SUM(A1)', '+1', '-cmd', '@x', '\tx'])('defuses the formula-like text %j', (value) => {
    expect(toCsv(['v'], [[value]]).split('\r\n')[1]).toMatch(/^"?'/);
  });

  it('keeps numbers (negative ones too) and booleans as they are, and empty cells empty', () => {
    expect(toCsv(['n', 'm', 'b', 'e', 'u'], [[-5, 2.5, true, null, undefined]])).toBe('n,m,b,e,u\r\n-5,2.5,true,,\r\n');
  });
});
