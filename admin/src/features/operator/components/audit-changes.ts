import { PLANS } from '@shared/constants';
import type { OperatorAction, OperatorAuditEntry } from '@shared/schemas/operator';

export const ACTION_LABELS: Record<OperatorAction, string> = {
  grant_minutes: 'Granted minutes',
  change_plan: 'Changed plan',
  change_type: 'Changed type',
  open_workspace: 'Opened as admin',
  workspace_write: 'Acted in workspace',
};

/** One changed field, in words: `before → after`; a field only one side has shows that side alone. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const FIELD_LABELS: Record<string, string> = {
  balance: 'Balance',
  minutes: 'Minutes granted',
  planId: 'Plan',
  pendingPlanId: 'Plan from next month',
  type: 'Type',
};
// Internal ids that say nothing to a reader (the ledger entry a grant wrote).
const HIDDEN = new Set(['entryId']);
// What the workspace column already says.
const SAID_ELSEWHERE: Partial<Record<OperatorAction, readonly string[]>> = { open_workspace: ['name'] };

const planName = (id: unknown) => PLANS.find((p) => p.id === id)?.name ?? String(id);
const minutes = (n: unknown) => (typeof n === 'number' ? `${n.toLocaleString('en')} minutes` : String(n));

/** `pendingPlanId` → "Pending plan id": a readable name for a field nobody gave one. */
function fieldName(path: string[]): string {
  return path
    .map(
      (key) =>
        FIELD_LABELS[key] ??
        key
          .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
          .replace(/_/g, ' ')
          .toLowerCase(),
    )
    .map((words, i) => (i === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words))
    .join(' › ');
}

function shown(key: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (key === 'balance' || key === 'minutes') return minutes(value);
  if (key === 'planId' || key === 'pendingPlanId') return planName(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map((v) => shown('', v)).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field by field, what changed; nested objects are followed one level down ("Settings › Name"). */
function changesOf(before: unknown, after: unknown, path: string[], hidden: Set<string>): AuditChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((k) => !hidden.has(k));
  return keys.flatMap((key): AuditChange[] => {
    const [a, b] = [from[key], to[key]];
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    if (path.length === 0 && (isRecord(a) || isRecord(b))) return changesOf(a, b, [key], hidden);
    return [
      {
        field: fieldName([...path, key]),
        before: key in from ? shown(key, a) : null,
        after: key in to ? shown(key, b) : null,
      },
    ];
  });
}

/** What an audit entry changed, in words, instead of its raw before and after. */
export function auditChanges(entry: Pick<OperatorAuditEntry, 'action' | 'before' | 'after'>): AuditChange[] {
  const hidden = new Set([...HIDDEN, ...(SAID_ELSEWHERE[entry.action] ?? [])]);
  return changesOf(entry.before, entry.after, [], hidden);
}
