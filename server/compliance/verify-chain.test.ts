// The evidence chain's verification on rows alone: a valid chain, then each way a row can be tampered with.
import { describe, expect, it } from 'vitest';
import { evidenceHash, GENESIS_HASH } from './evidence-hash';
import { type StoredEntry, verifiedChain } from './verify-chain';

function chain(length: number): StoredEntry[] {
  const rows: StoredEntry[] = [];
  let previousHash = GENESIS_HASH;
  for (let seq = 1; seq <= length; seq += 1) {
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, seq));
    const content = {
      workspaceId: 'w',
      seq,
      actorType: 'user' as const,
      actorId: 'u1',
      actorName: 'Edith Editor',
      action: 'track_reviewed',
      assetId: 'a1',
      assetTitle: 'Lecture',
      criterion: '1.2.2',
      statusFrom: 'needs_review',
      statusTo: 'met',
      trackId: 't1',
      trackVersion: seq,
      details: { b: 1, a: [1, { z: true, y: null }] },
      previousHash,
    };
    const hash = evidenceHash({ ...content, createdAt: createdAt.toISOString() });
    rows.push({ ...content, createdAt, hash });
    previousHash = hash;
  }
  return rows;
}
const headOf = (rows: StoredEntry[]) => ({ seq: rows.length, hash: rows.at(-1)!.hash });

describe('verifiedChain', () => {
  it('accepts an untouched chain and answers its length and head', () => {
    const rows = chain(4);
    expect(verifiedChain(rows, headOf(rows))).toEqual({ valid: true, entries: 4, head: rows[3]!.hash });
    expect(verifiedChain([], { seq: 0, hash: '' })).toEqual({ valid: true, entries: 0, head: null });
  });

  it('names an edited entry, whatever column changed (details key order does not matter)', () => {
    const rows = chain(4);
    const head = headOf(rows);
    const reordered = rows.map((r) => (r.seq === 2 ? { ...r, details: { a: [1, { y: null, z: true }], b: 1 } } : r));
    expect(verifiedChain(reordered, head).valid).toBe(true);
    for (const change of [{ actorName: 'Someone' }, { statusTo: 'not_met' }, { createdAt: new Date(0) }]) {
      const edited = rows.map((r) => (r.seq === 2 ? { ...r, ...change } : r));
      expect(verifiedChain(edited, head).firstBroken).toMatchObject({ seq: 2, reason: 'content_changed' });
    }
  });

  it('names a deleted entry, a rewritten link and a cut-off tail', () => {
    const rows = chain(4);
    const head = headOf(rows);
    expect(
      verifiedChain(
        rows.filter((r) => r.seq !== 3),
        head,
      ).firstBroken,
    ).toMatchObject({
      seq: 3,
      reason: 'missing_entry',
    });
    const relinked = rows.map((r) => (r.seq === 3 ? { ...r, previousHash: GENESIS_HASH } : r));
    expect(verifiedChain(relinked, head).firstBroken).toMatchObject({ seq: 3, reason: 'chain_broken' });
    expect(verifiedChain(rows.slice(0, 2), head)).toMatchObject({
      valid: false,
      entries: 2,
      firstBroken: { seq: 3, reason: 'missing_tail' },
    });
  });
});
