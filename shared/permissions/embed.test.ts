import { describe, expect, it } from 'vitest';
import { isFilePublic, isFilePublicInShowcase, isShowcasePublic } from './embed';

describe('public embed visibility', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('a file embeddable=%s, in a published showcase=%s, is public: %s', (embeddable, inPublishedShowcase, expected) => {
    expect(isFilePublic({ embeddable, inPublishedShowcase })).toBe(expected);
  });

  it('shows a showcase only while it is published', () => {
    expect(isShowcasePublic({ published: true })).toBe(true);
    expect(isShowcasePublic({ published: false })).toBe(false);
  });

  it('shows a file through a showcase page only when it is one of that published showcase’s files', () => {
    expect(isFilePublicInShowcase({ published: true, fileIds: ['a', 'b'] }, 'b')).toBe(true);
    expect(isFilePublicInShowcase({ published: true, fileIds: ['a'] }, 'b')).toBe(false);
    expect(isFilePublicInShowcase({ published: false, fileIds: ['b'] }, 'b')).toBe(false);
  });
});
