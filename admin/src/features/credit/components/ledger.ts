import type { CREDIT_ENTRY_KINDS, CreditEntry } from '@shared/schemas/credit';
import { toCsv } from '@shared/csv';

export type CreditKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const KIND_LABELS: Record<CreditKind, string> = {
  grant: 'Grant',
  debit: 'Job',
  refund: 'Refund',
  referral_reward: 'Referral reward',
  allowance: 'Plan minutes',
  expiry: 'Expired plan minutes',
};

export interface LedgerFilter {
  kind: CreditKind | '';
  /** `YYYY-MM-DD`, inclusive, UTC. */
  from: string;
  to: string;
}

/** The entries the filter keeps. */
export function filteredEntries(entries: readonly CreditEntry[], filter: LedgerFilter): CreditEntry[] {
  return entries.filter((entry) => {
    const day = entry.createdAt.slice(0, 10);
    return (
      (!filter.kind || entry.kind === filter.kind) &&
      (!filter.from || day >= filter.from) &&
      (!filter.to || day <= filter.to)
    );
  });
}

/** The ledger as CSV: one row per entry, minutes signed. */
export function ledgerCsv(entries: readonly CreditEntry[]): string {
  return toCsv(
    ['date', 'kind', 'minutes', 'reason', 'job'],
    entries.map((e) => [e.createdAt, KIND_LABELS[e.kind], e.minutes, e.reason, e.jobId]),
  );
}
