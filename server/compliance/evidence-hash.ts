import { createHash } from 'node:crypto';

// The evidence log's hash chain (docs/compliance.md#the-evidence-chain): entry n's hash is the SHA-256 of its
// content and entry n−1's hash, written as canonical JSON (keys sorted at every level, no spaces), so anyone can
// recompute it from the rows alone.

/** The "previous hash" of a workspace's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every column but the hash itself. */
export interface EvidenceContent {
  workspaceId: string;
  seq: number;
  /** ISO 8601 with milliseconds, as stored. */
  createdAt: string;
  actorType: 'user' | 'system';
  actorId: string | null;
  actorName: string;
  action: string;
  assetId: string | null;
  assetTitle: string | null;
  criterion: string | null;
  statusFrom: string | null;
  statusTo: string | null;
  trackId: string | null;
  trackVersion: number | null;
  details: Record<string, unknown>;
  previousHash: string;
}

/** JSON with object keys sorted at every level; `undefined` members are left out, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function evidenceHash(content: EvidenceContent): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}
