import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { OPERATOR_ACTIONS } from '@shared/schemas/operator';
import { createdAt, users } from './schema';

// The operator audit log (issue 17): one row per operator write — inserted in the write's own transaction by the
// operator routes, and when access is granted (before the write) for a write in a workspace they do not belong to.
// No foreign key to the workspace: an entry outlives a deleted workspace, and the actor's email is kept for when
// the user is gone.

export const operatorAuditEntries = pgTable(
  'operator_audit_entries',
  {
    /** Orders the log exactly (timestamps can tie); the cursor, never shown. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    id: text('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull().$type<(typeof OPERATOR_ACTIONS)[number]>(),
    workspaceId: text('workspace_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_audit_entries_seq_idx').on(t.seq),
    index('operator_audit_entries_workspace_idx').on(t.workspaceId, t.seq),
    index('operator_audit_entries_actor_idx').on(t.actorId, t.seq),
    // Finds an operator's recent opening of a workspace, so reloading a page does not log another.
    index('operator_audit_entries_actor_workspace_idx').on(t.actorId, t.workspaceId, t.action, t.createdAt),
    check(
      'operator_audit_entries_action_check',
      sql`${t.action} in ('grant_minutes', 'change_plan', 'change_type', 'open_workspace', 'workspace_write')`,
    ),
  ],
);
