import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { createdAt, files, users, workspaces } from './schema';

export const labels = pgTable(
  'labels',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('labels_file_name_idx').on(t.fileId, sql`lower(${t.name})`),
    check('labels_color_check', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Null once the file is deleted: the assignment is then retired, its time entries kept. */
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull().default('custom'),
    status: text('status').notNull().default('pending'),
    priority: text('priority').notNull().default('medium'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    /** Bumped by every change; a PUT carrying an older one is refused with 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleting only retires an assignment, so the time people recorded on it survives. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
  },
  (t) => [
    index('assignments_file_idx').on(t.workspaceId, t.fileId),
    check(
      'assignments_status_check',
      sql`${t.status} in ('pending', 'in_progress', 'completed', 'blocked', 'cancelled')`,
    ),
    check('assignments_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
  ],
);

export const assignmentAssignees = pgTable(
  'assignment_assignees',
  {
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), index('assignment_assignees_user_idx').on(t.userId)],
);

export const assignmentLabels = pgTable(
  'assignment_labels',
  {
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    labelId: text('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.labelId] })],
);

export const timeEntries = pgTable(
  'time_entries',
  {
    id: text('id').primaryKey(),
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, precision: 3 }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, precision: 3 }),
    isManualEntry: boolean('is_manual_entry').notNull().default(false),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_entries_assignment_idx').on(t.assignmentId),
    // At most one running entry per user and assignment, however many starts race.
    uniqueIndex('time_entries_one_running_idx')
      .on(t.assignmentId, t.userId)
      .where(sql`${t.endTime} is null`),
    check('time_entries_order_check', sql`${t.endTime} is null or ${t.endTime} >= ${t.startTime}`),
  ],
);

export const assignmentActivity = pgTable(
  'assignment_activity',
  {
    id: text('id').primaryKey(),
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('assignment_activity_assignment_idx').on(t.assignmentId, t.at)],
);
