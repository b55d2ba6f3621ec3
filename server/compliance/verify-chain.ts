import type { EvidenceVerification } from '@shared/schemas/compliance';
import { type EvidenceContent, evidenceHash, GENESIS_HASH } from './evidence-hash';

// Recomputes a workspace's evidence chain from its rows (docs/compliance.md#verifying-the-evidence): every entry's
// hash must be the hash of its content, name the entry before it, and the sequence must run 1, 2, 3… up to the
// ledger's recorded head, so an edited, deleted or appended-behind-our-back row names the first entry that fails.

export interface StoredEntry extends Omit<EvidenceContent, 'createdAt'> {
  createdAt: Date;
  hash: string;
}

/** The chain's verification: valid, how many entries, the head, and the first broken entry if any. */
export function verifiedChain(rows: StoredEntry[], head: { seq: number; hash: string }): EvidenceVerification {
  let previousHash = GENESIS_HASH;
  for (const [i, row] of rows.entries()) {
    const seq = i + 1;
    const broken = (reason: NonNullable<EvidenceVerification['firstBroken']>['reason'], message: string) => ({
      valid: false,
      entries: rows.length,
      head: rows.at(-1)?.hash ?? null,
      firstBroken: { seq, reason, message },
    });
    if (row.seq !== seq) return broken('missing_entry', `Entry ${seq} is missing (the next one is ${row.seq})`);
    if (row.previousHash !== previousHash) {
      return broken('chain_broken', `Entry ${seq} does not name the hash of entry ${seq - 1}`);
    }
    const { hash, createdAt, ...content } = row;
    if (evidenceHash({ ...content, createdAt: createdAt.toISOString() }) !== hash) {
      return broken('content_changed', `Entry ${seq} was changed after it was written: its hash does not match`);
    }
    previousHash = hash;
  }
  const last = rows.at(-1);
  if (rows.length < head.seq || (last && last.hash !== head.hash)) {
    return {
      valid: false,
      entries: rows.length,
      head: last?.hash ?? null,
      firstBroken: {
        seq: rows.length + 1,
        reason: 'missing_tail',
        message: `The ledger's head is entry ${head.seq}, but the log ends at entry ${rows.length}`,
      },
    };
  }
  return { valid: true, entries: rows.length, head: last?.hash ?? null };
}
