import { z } from 'zod';
import { epochMsSchema, idSchema, PG_INTEGER_MAX } from './common';

export const ASSIGNMENT_STATUSES = ['pending', 'in_progress', 'completed', 'blocked', 'cancelled'] as const;
export const ASSIGNMENT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const ASSIGNMENT_TYPES = [
  'transcription_edit',
  'translation_review',
  'voiceover_request',
  'embed_in_lms',
  'publish_captions',
  'create_audio_description',
  'edit_audio_description',
  'translate_audio_description',
  'publish_audio_description',
  'review_corrections',
  'custom',
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export type AssignmentPriority = (typeof ASSIGNMENT_PRIORITIES)[number];
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

/** Statuses in which nobody may start a timer. */
export const TIMER_LOCKED_STATUSES: readonly AssignmentStatus[] = ['completed', 'cancelled'];

export const ASSIGNMENT_LIMITS = {
  title: 120,
  description: 2000,
  labelName: 40,
  notes: 500,
  assignees: 20,
  /** The longest manual time entry, in milliseconds (24 hours). */
  manualEntryMs: 86_400_000,
} as const;

export const ASSIGNMENT_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  noActiveEntry: 'No active time entry found for this user',
  notFound: 'Assignment or time entries not found',
  entryNotFound: 'Time entry not found',
} as const;

const statusSchema = z.enum(ASSIGNMENT_STATUSES, { error: `Status must be one of: ${ASSIGNMENT_STATUSES.join(', ')}` });
const prioritySchema = z.enum(ASSIGNMENT_PRIORITIES, {
  error: `Priority must be one of: ${ASSIGNMENT_PRIORITIES.join(', ')}`,
});
const typeSchema = z.enum(ASSIGNMENT_TYPES, { error: `Type must be one of: ${ASSIGNMENT_TYPES.join(', ')}` });
const versionSchema = z.number().int().positive().max(PG_INTEGER_MAX);

export const titleSchema = z
  .string({ error: ASSIGNMENT_MESSAGES.titleRequired })
  .trim()
  .min(1, ASSIGNMENT_MESSAGES.titleRequired)
  .max(ASSIGNMENT_LIMITS.title, `Title must be at most ${ASSIGNMENT_LIMITS.title} characters`);
export const descriptionSchema = z
  .string({ error: ASSIGNMENT_MESSAGES.descriptionRequired })
  .trim()
  .min(1, ASSIGNMENT_MESSAGES.descriptionRequired)
  .max(ASSIGNMENT_LIMITS.description, `Description must be at most ${ASSIGNMENT_LIMITS.description} characters`);

export const timeEntrySchema = z.object({
  id: idSchema,
  userId: z.string(),
  userName: z.string(),
  startTime: epochMsSchema,
  endTime: epochMsSchema.nullable(),
  /** Milliseconds; null while the entry is running. */
  duration: z.number().int().nonnegative().nullable(),
  isManualEntry: z.boolean(),
  notes: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const activitySchema = z.object({
  id: idSchema,
  userId: z.string(),
  userName: z.string(),
  action: z.string(),
  /** Field → [before, after] for the fields this update changed. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  at: epochMsSchema,
});
export type Activity = z.infer<typeof activitySchema>;

export const assignmentSchema = z.object({
  id: idSchema,
  fileId: idSchema,
  /** The file's name, so a list of someone's work says what each task is on. */
  fileName: z.string(),
  workspaceId: idSchema,
  title: z.string(),
  description: z.string(),
  type: typeSchema,
  status: statusSchema,
  priority: prioritySchema,
  dueDate: epochMsSchema.nullable(),
  assignees: z.array(z.string()),
  labels: z.array(idSchema),
  createdBy: z.string(),
  timeEntries: z.array(timeEntrySchema),
  /** Milliseconds over finished entries, computed by the server. */
  totalTimeSpent: z.number().int().nonnegative(),
  createdAt: epochMsSchema,
  updatedAt: epochMsSchema,
  /** Increases with every update; send it back with a PUT (or as `If-Match`) so a stale form is refused with 409. */
  version: versionSchema,
  activity: z.array(activitySchema),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** An assignment in a list: everything but its time entries and activity. */
export const assignmentSummarySchema = assignmentSchema.omit({ timeEntries: true, activity: true });
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

/** Statuses still to be worked on: what `status=open` and "overdue" mean. */
export const OPEN_ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ['pending', 'in_progress', 'blocked'];
export const ASSIGNMENT_STATUS_FILTERS = ['all', 'open', ...ASSIGNMENT_STATUSES] as const;
export type AssignmentStatusFilter = (typeof ASSIGNMENT_STATUS_FILTERS)[number];
/** `overdue`: due before now and still open; `next_7_days`: due from now to a week on; `none`: no due date. */
export const ASSIGNMENT_DUE_FILTERS = ['any', 'overdue', 'next_7_days', 'none'] as const;
export type AssignmentDueFilter = (typeof ASSIGNMENT_DUE_FILTERS)[number];
/** The assignee filter's value for assignments nobody is assigned to. */
export const UNASSIGNED = 'none';

/** `GET /workspaces/{workspaceId}/assignments` (admins and content-managers). */
export const workspaceAssignmentsQuerySchema = z.object({
  /** A member's user id, or `none` for unassigned work. */
  assignee: z.string().trim().min(1).max(128).optional(),
  status: z
    .enum(ASSIGNMENT_STATUS_FILTERS, { error: `Status must be one of: ${ASSIGNMENT_STATUS_FILTERS.join(', ')}` })
    .default('all'),
  due: z
    .enum(ASSIGNMENT_DUE_FILTERS, { error: `Due must be one of: ${ASSIGNMENT_DUE_FILTERS.join(', ')}` })
    .default('any'),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type WorkspaceAssignmentsQuery = Omit<z.input<typeof workspaceAssignmentsQuerySchema>, 'limit'> & {
  limit?: number;
};

export const workspaceAssignmentsResponseSchema = z.object({
  /** By due date (undated last), then creation. */
  assignments: z.array(assignmentSummarySchema),
  /** Pass back as `cursor` with the same filters for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type WorkspaceAssignmentsResponse = z.infer<typeof workspaceAssignmentsResponseSchema>;

export const listAssignmentsQuerySchema = z
  .object({ workspaceId: idSchema, fileId: idSchema.optional(), userId: z.string().min(1).max(128).optional() })
  .refine((q) => Boolean(q.fileId) !== Boolean(q.userId), {
    message: 'Give either fileId or userId',
    path: ['fileId'],
  });

export const createAssignmentBodySchema = z.object({
  fileId: idSchema,
  workspaceId: idSchema,
  title: titleSchema,
  description: descriptionSchema,
  type: typeSchema.default('custom'),
  priority: prioritySchema.default('medium'),
  dueDate: epochMsSchema.nullable().default(null),
  assignees: z.array(z.string().min(1).max(128)).max(ASSIGNMENT_LIMITS.assignees).default([]),
  labels: z.array(idSchema).max(50).default([]),
  /** Kept for compatibility; the server records the signed-in user. */
  userName: z.string().max(200).optional(),
  createdBy: z.string().max(128).optional(),
});
export type CreateAssignmentBody = z.input<typeof createAssignmentBodySchema>;

export const updateMetadataSchema = z.object({
  /** Kept for compatibility; the server records the signed-in user. */
  userId: z.string().max(128).optional(),
  /** Kept for compatibility; the server records the signed-in user's name. */
  userName: z.string().max(200).optional(),
  action: z.string().trim().min(1).max(60),
});

export const updateAssignmentBodySchema = z.object({
  workspaceId: idSchema,
  assignmentId: idSchema,
  /** The version the change is based on; optional (or sent as `If-Match`): without it the fields sent just apply. */
  version: z
    .number({ error: 'version must be the version you loaded' })
    .int()
    .positive()
    .max(PG_INTEGER_MAX)
    .optional(),
  updateMetadata: updateMetadataSchema,
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  type: typeSchema.optional(),
  status: statusSchema.optional(),
  priority: prioritySchema.optional(),
  dueDate: epochMsSchema.nullable().optional(),
  assignees: z.array(z.string().min(1).max(128)).max(ASSIGNMENT_LIMITS.assignees).optional(),
  labels: z.array(idSchema).max(50).optional(),
});
export type UpdateAssignmentBody = z.input<typeof updateAssignmentBodySchema>;

export const labelSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.string(),
  fileId: idSchema,
  createdBy: z.string(),
});
export type Label = z.infer<typeof labelSchema>;

export const labelNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(ASSIGNMENT_LIMITS.labelName, `Name must be at most ${ASSIGNMENT_LIMITS.labelName} characters`);

export const createLabelBodySchema = z.object({
  fileId: idSchema,
  workspaceId: idSchema,
  name: labelNameSchema,
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #1a73e8')
    .transform((c) => c.toLowerCase()),
  createdBy: z.string().max(128).optional(),
});
export type CreateLabelBody = z.input<typeof createLabelBodySchema>;

export const startTimerBodySchema = z.object({
  workspaceId: idSchema,
  assignmentId: idSchema,
  assigneeId: z.string().min(1).max(128),
  isManualEntry: z.literal(false).default(false),
  startTime: epochMsSchema,
  /** Kept for compatibility; entries and activity carry the signed-in user's name. */
  userName: z.string().max(200).optional(),
  action: z.literal('started_timer'),
});
export type StartTimerBody = z.input<typeof startTimerBodySchema>;

export const stopTimerBodySchema = z.object({
  workspaceId: idSchema,
  assignmentId: idSchema.optional(),
  assigneeId: z.string().max(128).optional(),
  entryId: idSchema.optional(),
  endTime: epochMsSchema,
  /** Kept for compatibility; entries and activity carry the signed-in user's name. */
  userName: z.string().max(200).optional(),
  action: z.literal('stopped_timer'),
});
export type StopTimerBody = z.input<typeof stopTimerBodySchema>;

export const manualEntryBodySchema = z
  .object({
    workspaceId: idSchema,
    startTime: epochMsSchema,
    endTime: epochMsSchema,
    /** Kept for compatibility; entries and activity carry the signed-in user's name. */
    userName: z.string().max(200).optional(),
    notes: z
      .string()
      .trim()
      .max(ASSIGNMENT_LIMITS.notes, `Notes must be at most ${ASSIGNMENT_LIMITS.notes} characters`),
  })
  .refine((b) => b.endTime > b.startTime, { path: ['endTime'], message: 'The end must be after the start' })
  .refine((b) => b.endTime - b.startTime <= ASSIGNMENT_LIMITS.manualEntryMs, {
    path: ['endTime'],
    message: 'A manual entry covers at most 24 hours',
  });
export type ManualEntryBody = z.input<typeof manualEntryBodySchema>;

/** What the time-entry calls answer: the entry, the assignment's status after the update, and the total. */
export const timeEntryResponseSchema = z.object({
  timeEntry: timeEntrySchema,
  status: statusSchema,
  /** The assignment's version after the update, so an open form stays current. */
  version: versionSchema,
  totalTimeSpent: z.number().int().nonnegative(),
  error: z.string().optional(),
});
export type TimeEntryResponse = z.infer<typeof timeEntryResponseSchema>;
