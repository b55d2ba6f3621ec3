import { describe, expect, it } from 'vitest';
import { transcriptPassages } from './paragraphs';

describe('transcriptPassages', () => {
  it('keeps paragraphs separated by blank lines, joining their wrapped lines', () => {
    expect(transcriptPassages('Four score and seven\nyears ago.\n\n  \nOur fathers brought forth.\r\n')).toEqual([
      'Four score and seven years ago.',
      'Our fathers brought forth.',
    ]);
  });

  it('falls back to one passage per line when there are no blank lines', () => {
    expect(transcriptPassages('First line\nSecond line\n\tThird  line')).toEqual([
      'First line',
      'Second line',
      'Third line',
    ]);
  });

  it('answers nothing for whitespace only', () => {
    expect(transcriptPassages(' \n\t\n ')).toEqual([]);
  });
});
