import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ANALYTICS_JOB_KINDS, type AnalyticsDay } from '@shared/schemas/analytics';
import type { Db } from '../open-database';
import { files } from '../schema';
import { corrections, mediaRequests } from '../schema-contributions';
import { creditEntries } from '../schema-credit';
import { jobs } from '../schema-jobs';

type Counter = Exclude<keyof AnalyticsDay, 'date' | 'minutes'>;

const DAY_MS = 86_400_000;
const dayOf = (column: PgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The workspace's figures per UTC day from `from` to `to` (inclusive, `YYYY-MM-DD`), every day present. */
export async function analyticsOfWorkspace(
  db: Db,
  workspaceId: string,
  range: { from: string; to: string },
): Promise<AnalyticsDay[]> {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  const days = new Map<string, AnalyticsDay>();
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.set(date, {
      date,
      minutes: Object.fromEntries(ANALYTICS_JOB_KINDS.map((k) => [k, 0])) as AnalyticsDay['minutes'],
      filesAdded: 0,
      correctionsReceived: 0,
      correctionsHandled: 0,
      requestsReceived: 0,
      requestsHandled: 0,
    });
  }
  const within = (column: PgColumn) => and(gte(column, start), lt(column, end));

  // Minutes by kind: each debit on the day it was taken, less its refund on the day it was given back.
  const minutes = await db
    .select({
      day: dayOf(creditEntries.createdAt),
      kind: jobs.kind,
      spent: sql<string>`-sum(${creditEntries.minutes})`,
    })
    .from(creditEntries)
    .innerJoin(jobs, eq(jobs.id, creditEntries.jobId))
    .where(
      and(
        eq(creditEntries.workspaceId, workspaceId),
        sql`${creditEntries.kind} in ('debit', 'refund')`,
        within(creditEntries.createdAt),
      ),
    )
    .groupBy(dayOf(creditEntries.createdAt), jobs.kind);
  for (const row of minutes) {
    const day = days.get(row.day);
    const kind = row.kind as (typeof ANALYTICS_JOB_KINDS)[number];
    if (day && kind in day.minutes) day.minutes[kind] += Number(row.spent);
  }

  const countPerDay = async (
    counter: Counter,
    table: typeof files | typeof corrections | typeof mediaRequests,
    column: PgColumn,
    extra?: SQL,
  ) => {
    const rows = await db
      .select({ day: dayOf(column), n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.workspaceId, workspaceId), within(column), extra))
      .groupBy(dayOf(column));
    for (const row of rows) {
      const day = days.get(row.day);
      if (day) day[counter] += row.n;
    }
  };
  await countPerDay('filesAdded', files, files.createdAt);
  await countPerDay('correctionsReceived', corrections, corrections.createdAt);
  await countPerDay('correctionsHandled', corrections, corrections.decidedAt, isNotNull(corrections.decidedAt));
  await countPerDay('requestsReceived', mediaRequests, mediaRequests.createdAt);
  await countPerDay('requestsHandled', mediaRequests, mediaRequests.decidedAt, isNotNull(mediaRequests.decidedAt));
  return [...days.values()];
}
