import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { type Assignment, OPEN_ASSIGNMENT_STATUSES } from '@shared/schemas/assignments';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

const seenSchema = z.array(z.string().max(64)).max(1000).nullable();
// Enough for anyone's open work; the oldest ids fall off first.
const KEEP = 500;

/**
 * Which of the user's open assignments they have not seen in the nav's list yet (kept per browser), and a way to
 * mark all of them seen. The first time, everything already there counts as seen: only later work is new.
 */
export function useNewAssignments(userId: string, workspaceId: string, assignments: readonly Assignment[] | undefined) {
  const key = storageKeys.seenAssignments(userId, workspaceId);
  const [seen, setSeen] = useState(() => ({ key, ids: readStored(key, seenSchema, null) }));

  // Another workspace (or user) has its own list; a first visit starts from what is there now.
  if (seen.key !== key) setSeen({ key, ids: readStored(key, seenSchema, null) });
  else if (seen.ids === null && assignments) setSeen({ key, ids: assignments.map((a) => a.id).slice(-KEEP) });

  useEffect(() => {
    if (seen.ids !== null) writeStored(seen.key, seen.ids);
  }, [seen]);

  const fresh = useMemo(() => {
    if (seen.key !== key || !seen.ids || !assignments) return [];
    const known = new Set(seen.ids);
    return assignments.filter((a) => OPEN_ASSIGNMENT_STATUSES.includes(a.status) && !known.has(a.id));
  }, [seen, key, assignments]);

  const markSeen = useCallback(() => {
    if (fresh.length === 0) return;
    setSeen((current) => ({ key, ids: [...(current.ids ?? []), ...fresh.map((a) => a.id)].slice(-KEEP) }));
  }, [fresh, key]);

  return { newIds: new Set(fresh.map((a) => a.id)), markSeen };
}
