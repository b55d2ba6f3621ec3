import { sql } from 'drizzle-orm';
import { isFilePublic } from '@shared/permissions/embed';
import type { FilePublishing } from '@shared/schemas/track-management';
import type { Db } from '../open-database';

/** Whether the public embeds show the workspace's file, by the embeds' own rule; null when there is no such file. */
export async function filePublishing(db: Db, workspaceId: string, fileId: string): Promise<FilePublishing | null> {
  const result = await db.execute(sql`
    select f.embeddable, s.id as showcase_id, s.title
    from files f
    left join showcase_files sf on sf.file_id = f.id
    left join showcases s on s.id = sf.showcase_id and s.published
    where f.id = ${fileId} and f.workspace_id = ${workspaceId}
    order by s.created_at, s.id`);
  const rows = (
    result as unknown as { rows: { embeddable: boolean; showcase_id: string | null; title: string | null }[] }
  ).rows;
  const [first] = rows;
  if (!first) return null;
  const showcases = rows.flatMap((r) => (r.showcase_id ? [{ id: r.showcase_id, title: r.title ?? '' }] : []));
  return {
    live: isFilePublic({ embeddable: first.embeddable, inPublishedShowcase: showcases.length > 0 }),
    embeddable: first.embeddable,
    showcases,
  };
}
