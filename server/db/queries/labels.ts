import { and, asc, eq } from 'drizzle-orm';
import type { Label } from '@shared/schemas/assignments';
import type { Db } from '../open-database';
import { files } from '../schema';
import { labels } from '../schema-assignments';

const toLabel = (row: typeof labels.$inferSelect): Label => ({
  id: row.id,
  name: row.name,
  color: row.color,
  fileId: row.fileId,
  createdBy: row.createdBy,
});

/** A file's labels by name. */
export async function labelsOfFile(db: Db, workspaceId: string, fileId: string): Promise<Label[]> {
  const rows = await db
    .select()
    .from(labels)
    .where(and(eq(labels.fileId, fileId), eq(labels.workspaceId, workspaceId)))
    .orderBy(asc(labels.name), asc(labels.id));
  return rows.map(toLabel);
}

/** A new label on a file of the workspace, or why not: no such file, or the name is taken (ignoring case). */
export function createdLabel(
  db: Db,
  input: { id: string; workspaceId: string; fileId: string; name: string; color: string; createdBy: string },
): Promise<{ label: Label } | { refusal: 'file_not_found' | 'duplicate' }> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.fileId), eq(files.workspaceId, input.workspaceId)));
    if (!file) return { refusal: 'file_not_found' as const };
    const [row] = await tx.insert(labels).values(input).onConflictDoNothing().returning();
    return row ? { label: toLabel(row) } : { refusal: 'duplicate' as const };
  });
}

/** Deletes a label once `mayDelete` approves it; it leaves every assignment. */
export function deletedLabel(
  db: Db,
  workspaceId: string,
  id: string,
  mayDelete: (label: { createdBy: string }) => boolean,
): Promise<{ deleted: true } | { refusal: 'not_found' | 'forbidden' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ createdBy: labels.createdBy })
      .from(labels)
      .where(and(eq(labels.id, id), eq(labels.workspaceId, workspaceId)))
      .for('update');
    if (!row) return { refusal: 'not_found' as const };
    if (!mayDelete(row)) return { refusal: 'forbidden' as const };
    await tx.delete(labels).where(eq(labels.id, id));
    return { deleted: true as const };
  });
}
