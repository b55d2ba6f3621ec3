import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canReviewCorrections, canReviewMediaRequests } from './contribution';

// role → [read corrections, read media requests]
const table: [Role, boolean, boolean][] = [
  ['admin', true, true],
  ['content-manager', true, true],
  ['transcript-editor', true, false],
  ['viewer', false, false],
];

describe.each(table)('a %s', (role, corrections, requests) => {
  it('reads the review queues as the table says', () => {
    expect(canReviewCorrections(role)).toBe(corrections);
    expect(canReviewMediaRequests(role)).toBe(requests);
  });
});
