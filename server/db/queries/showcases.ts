import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ShowcaseOptions } from '@shared/schemas/embed';
import { DEFAULT_SHOWCASE_OPTIONS, type Showcase } from '@shared/schemas/showcases';
import { firstFreeSlug, slugFromTitle } from '@shared/showcase-slug';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { files, showcaseFiles, showcases } from '../schema';
import { isUniqueViolation } from '../unique-violation';

type Queryable = Db | Tx;

export interface ShowcaseChanges {
  title?: string;
  slug?: string;
  description?: string;
  published?: boolean;
  /** Merged into the current options. */
  options?: Partial<ShowcaseOptions>;
}

/** Either the showcase, or the ids that are not files of its workspace (nothing was changed then). */
export type ShowcaseOrMissingFiles = { showcase: Showcase } | { missingFileIds: string[] };
/** A slug another showcase of the workspace already answers to (as its slug or its id); nothing was changed. */
export type SlugTaken = { slugTaken: string };

function toShowcase(row: typeof showcases.$inferSelect, fileIds: string[]): Showcase {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    title: row.title,
    slug: row.slug,
    description: row.description,
    published: row.published,
    options: row.options,
    fileIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Files of many showcases in display order, in one query. */
async function fileIdsOf(db: Queryable, showcaseIds: string[]): Promise<Map<string, string[]>> {
  const byShowcase = new Map(showcaseIds.map((id) => [id, [] as string[]]));
  if (showcaseIds.length === 0) return byShowcase;
  const rows = await db
    .select({ showcaseId: showcaseFiles.showcaseId, fileId: showcaseFiles.fileId })
    .from(showcaseFiles)
    .where(inArray(showcaseFiles.showcaseId, showcaseIds))
    .orderBy(asc(showcaseFiles.position));
  for (const row of rows) byShowcase.get(row.showcaseId)!.push(row.fileId);
  return byShowcase;
}

/** A workspace's showcases, newest first, each with its files in display order. */
export async function showcasesOfWorkspace(db: Queryable, workspaceId: string): Promise<Showcase[]> {
  const rows = await db
    .select()
    .from(showcases)
    .where(eq(showcases.workspaceId, workspaceId))
    .orderBy(desc(showcases.createdAt), asc(showcases.id));
  const ids = await fileIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toShowcase(r, ids.get(r.id)!));
}

/** One showcase of the workspace, or null. */
export async function showcaseOfWorkspace(db: Queryable, workspaceId: string, showcaseId: string) {
  const [row] = await db
    .select()
    .from(showcases)
    .where(and(eq(showcases.id, showcaseId), eq(showcases.workspaceId, workspaceId)));
  if (!row) return null;
  const ids = await fileIdsOf(db, [row.id]);
  return toShowcase(row, ids.get(row.id)!);
}

/** The ids among `fileIds` that are not files of the workspace. */
async function missingFiles(tx: Queryable, workspaceId: string, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const found = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.workspaceId, workspaceId), inArray(files.id, fileIds)));
  const known = new Set(found.map((f) => f.id));
  return fileIds.filter((id) => !known.has(id));
}

async function replaceFiles(tx: Tx, showcaseId: string, fileIds: string[]) {
  await tx.delete(showcaseFiles).where(eq(showcaseFiles.showcaseId, showcaseId));
  if (fileIds.length > 0) {
    await tx.insert(showcaseFiles).values(fileIds.map((fileId, position) => ({ showcaseId, fileId, position })));
  }
}

/** Every slug and id the workspace's showcases answer to in public URLs (but `exceptId`'s). */
async function addressesInUse(tx: Queryable, workspaceId: string, exceptId?: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: showcases.id, slug: showcases.slug })
    .from(showcases)
    .where(and(eq(showcases.workspaceId, workspaceId), exceptId ? ne(showcases.id, exceptId) : undefined));
  return new Set(rows.flatMap((r) => [r.id, r.slug]));
}

/**
 * A new unpublished showcase holding these files in this order. Its slug is the one asked for (refused when
 * taken), else made from the title with "-2", "-3"… as needed; a showcase created meanwhile with the same
 * slug makes it try the next one.
 */
export async function createdShowcase(
  db: Db,
  workspaceId: string,
  values: { title: string; slug?: string; description: string; options: Partial<ShowcaseOptions> },
  fileIds: string[],
): Promise<ShowcaseOrMissingFiles | SlugTaken> {
  return db.transaction(async (tx) => {
    const missingFileIds = await missingFiles(tx, workspaceId, fileIds);
    if (missingFileIds.length > 0) return { missingFileIds };
    const id = newId();
    for (;;) {
      const taken = await addressesInUse(tx, workspaceId);
      if (values.slug && taken.has(values.slug)) return { slugTaken: values.slug };
      const slug = values.slug ?? firstFreeSlug(slugFromTitle(values.title), taken);
      const inserted = await tx
        .insert(showcases)
        .values({
          id,
          workspaceId,
          title: values.title,
          slug,
          description: values.description,
          options: { ...DEFAULT_SHOWCASE_OPTIONS, ...values.options },
        })
        .onConflictDoNothing({ target: [showcases.workspaceId, showcases.slug] })
        .returning({ id: showcases.id });
      if (inserted.length > 0) break;
    }
    await replaceFiles(tx, id, fileIds);
    return { showcase: (await showcaseOfWorkspace(tx, workspaceId, id))! };
  });
}

/**
 * The changed showcase, or null when the workspace has none with this id. Options merge atomically. A slug
 * another of the workspace's showcases answers to (as slug or id) is refused, also when taken meanwhile.
 */
export async function updatedShowcase(
  db: Db,
  workspaceId: string,
  showcaseId: string,
  { options, ...values }: ShowcaseChanges,
): Promise<Showcase | SlugTaken | null> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ options: showcases.options })
        .from(showcases)
        .where(and(eq(showcases.id, showcaseId), eq(showcases.workspaceId, workspaceId)))
        .for('update');
      if (!current) return null;
      if (values.slug && (await addressesInUse(tx, workspaceId, showcaseId)).has(values.slug)) {
        return { slugTaken: values.slug };
      }
      await tx
        .update(showcases)
        .set({ ...values, ...(options ? { options: { ...current.options, ...options } } : {}), updatedAt: new Date() })
        .where(eq(showcases.id, showcaseId));
      return showcaseOfWorkspace(tx, workspaceId, showcaseId);
    });
  } catch (error) {
    if (values.slug && isUniqueViolation(error)) return { slugTaken: values.slug };
    throw error;
  }
}

/** The showcase holding exactly these files in this order, or null when the workspace has no such showcase. */
export async function showcaseWithFiles(
  db: Db,
  workspaceId: string,
  showcaseId: string,
  fileIds: string[],
): Promise<ShowcaseOrMissingFiles | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: showcases.id })
      .from(showcases)
      .where(and(eq(showcases.id, showcaseId), eq(showcases.workspaceId, workspaceId)))
      .for('update');
    if (!locked) return null;
    const missingFileIds = await missingFiles(tx, workspaceId, fileIds);
    if (missingFileIds.length > 0) return { missingFileIds };
    await replaceFiles(tx, showcaseId, fileIds);
    await tx.update(showcases).set({ updatedAt: new Date() }).where(eq(showcases.id, showcaseId));
    return { showcase: (await showcaseOfWorkspace(tx, workspaceId, showcaseId))! };
  });
}

/** Whether the workspace had the showcase; its files stay. */
export async function deletedShowcase(db: Queryable, workspaceId: string, showcaseId: string): Promise<boolean> {
  const deleted = await db
    .delete(showcases)
    .where(and(eq(showcases.id, showcaseId), eq(showcases.workspaceId, workspaceId)))
    .returning({ id: showcases.id });
  return deleted.length > 0;
}
