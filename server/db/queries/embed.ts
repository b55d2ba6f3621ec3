import { and, asc, eq, sql } from 'drizzle-orm';
import type { EmbedRoute } from '@shared/embed-route';
import { isFilePublic, isFilePublicInShowcase, isShowcasePublic } from '@shared/permissions/embed';
import type { EmbedFile, EmbedShowcase, ShowcaseOptions } from '@shared/schemas/embed';
import { DEFAULT_SHOWCASE_OPTIONS } from '@shared/schemas/showcases';
import type { Db } from '../open-database';
import { files, showcaseFiles, showcases, tracks } from '../schema';
import { type CueHitRow, rankedCueHits } from './cue-search';

// Queries behind the public embeds (API, iframe pages, oEmbed). Each one reads the facts that decide
// visibility and asks shared/permissions/embed.ts, so no caller can forget the rule or state it again.

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Tracks in a stable display order: captions first, chapters last. */
const trackOrder = sql`case ${tracks.kind} when 'captions' then 0 when 'subtitles' then 1 when 'descriptions' then 2 else 3 end`;

/**
 * The options of the oldest published showcase holding the file (null when there is none). `files.id` is
 * spelled out: inside a selected expression drizzle would render the column unqualified.
 */
const publishedShowcaseOptions = sql<ShowcaseOptions | null>`(
  select s.options from ${showcaseFiles} sf join ${showcases} s on s.id = sf.showcase_id
  where sf.file_id = files.id and s.published order by s.created_at, s.id limit 1)`;

/**
 * A showcase of the workspace by what a public URL names: its id or its slug. The id wins should another
 * showcase's slug be the same text, so an id URL always keeps working.
 */
export async function showcaseByAddress(db: Db, workspaceId: string, idOrSlug: string) {
  const [row] = await db
    .select({
      id: showcases.id,
      title: showcases.title,
      description: showcases.description,
      options: showcases.options,
      published: showcases.published,
    })
    .from(showcases)
    .where(
      sql`${showcases.workspaceId} = ${workspaceId} and (${showcases.id} = ${idOrSlug} or ${showcases.slug} = ${idOrSlug})`,
    )
    .orderBy(sql`${showcases.id} = ${idOrSlug} desc`)
    .limit(1);
  return row ?? null;
}

/** A published showcase's header (by id or slug), or null. */
export async function publicShowcaseHeader(db: Db, workspaceId: string, idOrSlug: string) {
  const row = await showcaseByAddress(db, workspaceId, idOrSlug);
  if (!row || !isShowcasePublic(row)) return null;
  const { published: _published, ...header } = row;
  return header;
}

/** A published showcase (by id or slug) with its files in display order, or null. */
export async function publicShowcase(db: Db, workspaceId: string, idOrSlug: string): Promise<EmbedShowcase | null> {
  const showcase = await publicShowcaseHeader(db, workspaceId, idOrSlug);
  return showcase && showcaseWithItsFiles(db, showcase);
}

/** A showcase's header with its files in display order, whatever its state (callers decide visibility). */
export async function showcaseWithItsFiles(db: Db, showcase: Omit<EmbedShowcase, 'files'>): Promise<EmbedShowcase> {
  const rows = rowsOf<{
    id: string;
    name: string;
    duration_ms: number | null;
    thumbnail_url: string | null;
    languages: string[];
    kinds: EmbedShowcase['files'][number]['kinds'];
  }>(
    await db.execute(sql`
      select f.id, f.name, f.duration_ms, f.thumbnail_url,
        coalesce(array_agg(distinct t.language) filter (where t.id is not null), '{}') as languages,
        coalesce(array_agg(distinct t.kind) filter (where t.id is not null), '{}') as kinds
      from showcase_files sf
      join files f on f.id = sf.file_id
      left join tracks t on t.file_id = f.id and t.timed
      where sf.showcase_id = ${showcase.id}
      group by f.id, sf.position
      order by sf.position`),
  );
  return {
    ...showcase,
    files: rows.map((r) => ({
      id: r.id,
      name: r.name,
      durationMs: r.duration_ms,
      thumbnailUrl: r.thumbnail_url,
      languages: r.languages,
      kinds: r.kinds,
    })),
  };
}

/**
 * A public file and what its owner lets viewers do with it: the options of the oldest published showcase
 * holding it, else the defaults when it is embeddable on its own. Null when the file is not public.
 */
export async function publicFile(db: Db, workspaceId: string, fileId: string) {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      description: files.description,
      media: files.media,
      durationMs: files.durationMs,
      embeddable: files.embeddable,
      workspaceId: files.workspaceId,
      showcaseOptions: publishedShowcaseOptions,
    })
    .from(files)
    .where(sql`${files.id} = ${fileId} and ${files.workspaceId} = ${workspaceId}`);
  if (!row || !isFilePublic({ embeddable: row.embeddable, inPublishedShowcase: row.showcaseOptions !== null })) {
    return null;
  }
  return { ...row, options: row.showcaseOptions ?? DEFAULT_SHOWCASE_OPTIONS };
}

/** A public file with its tracks, captions first; null when it is not public. */
export async function publicFileWithTracks(db: Db, workspaceId: string, fileId: string): Promise<EmbedFile | null> {
  const file = await publicFile(db, workspaceId, fileId);
  return file && withTimedTracks(db, file, file.options);
}

/** The embed's view of a file: its timed tracks, captions first, and what viewers may do with it. */
async function withTimedTracks(
  db: Db,
  file: Pick<EmbedFile, 'id' | 'name' | 'description' | 'media' | 'durationMs'>,
  options: ShowcaseOptions,
): Promise<EmbedFile> {
  const trackRows = await db
    .select({ id: tracks.id, language: tracks.language, kind: tracks.kind, label: tracks.label })
    .from(tracks)
    // An untimed transcript waits for alignment: nothing an embed can sync to yet.
    .where(and(eq(tracks.fileId, file.id), eq(tracks.timed, true)))
    .orderBy(trackOrder, asc(tracks.language), asc(tracks.id));
  return {
    id: file.id,
    name: file.name,
    description: file.description,
    media: file.media,
    durationMs: file.durationMs,
    options,
    tracks: trackRows as EmbedFile['tracks'],
  };
}

/** Whether the showcase holds the file. */
const inShowcase = (showcaseId: string, fileId: string) =>
  sql`exists (select 1 from ${showcaseFiles} sf where sf.showcase_id = ${showcaseId} and sf.file_id = ${fileId})`;

/**
 * A file of a showcase as its embed would show it, whatever the showcase's or the file's state, with the
 * showcase's options: for the admins' draft preview, which checks the caller first. Null when not in it.
 */
export async function showcaseFileForPreview(
  db: Db,
  showcase: { id: string; workspaceId: string; options: ShowcaseOptions },
  fileId: string,
): Promise<EmbedFile | null> {
  const [file] = await db
    .select({
      id: files.id,
      name: files.name,
      description: files.description,
      media: files.media,
      durationMs: files.durationMs,
    })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.workspaceId, showcase.workspaceId), inShowcase(showcase.id, fileId)));
  return file ? withTimedTracks(db, file, showcase.options) : null;
}

/** A timed track of a file in the showcase, for the draft preview; null otherwise. */
export async function showcaseTrackForPreview(
  db: Db,
  showcaseId: string,
  fileId: string,
  trackId: string,
): Promise<Pick<EmbedFile['tracks'][number], 'id' | 'language' | 'kind'> | null> {
  const [track] = await db
    .select({ id: tracks.id, language: tracks.language, kind: tracks.kind })
    .from(tracks)
    .where(
      and(eq(tracks.id, trackId), eq(tracks.fileId, fileId), eq(tracks.timed, true), inShowcase(showcaseId, fileId)),
    );
  return (track as Pick<EmbedFile['tracks'][number], 'id' | 'language' | 'kind'> | undefined) ?? null;
}

/**
 * A public track's header. One prepared statement (every track GET that misses the cache), so the database
 * plans it once rather than per request.
 */
export function preparePublicTrack(db: Db) {
  const statement = db
    .select({
      id: tracks.id,
      language: tracks.language,
      kind: tracks.kind,
      embeddable: files.embeddable,
      inPublishedShowcase: sql<boolean>`exists (
          select 1 from showcase_files sf join showcases s on s.id = sf.showcase_id
          where sf.file_id = files.id and s.published)`,
    })
    .from(tracks)
    .innerJoin(files, eq(files.id, tracks.fileId))
    .where(
      sql`${tracks.id} = ${sql.placeholder('trackId')} and ${files.id} = ${sql.placeholder('fileId')}
        and ${files.workspaceId} = ${sql.placeholder('workspaceId')} and ${tracks.timed}`,
    )
    .prepare('embed_public_track');
  return async (workspaceId: string, fileId: string, trackId: string) => {
    const [row] = await statement.execute({ workspaceId, fileId, trackId });
    if (!row || !isFilePublic(row)) return null;
    return { id: row.id, language: row.language, kind: row.kind };
  };
}

/** What an iframe page shows: a public showcase, a public file, or a file seen through its showcase. */
export type PublicPage =
  { kind: 'file'; file: EmbedFile } | { kind: 'showcase'; showcase: EmbedShowcase; file: EmbedFile | null };

/** The content of an `/embed/…` page, or null when it is unknown or not public (all alike). */
export async function publicPage(db: Db, route: EmbedRoute): Promise<PublicPage | null> {
  if (route.kind === 'file') {
    const file = await publicFileWithTracks(db, route.workspaceId, route.fileId);
    return file && { kind: 'file', file };
  }
  if (route.kind !== 'showcase') return null;
  const showcase = await publicShowcase(db, route.workspaceId, route.showcaseId);
  if (!showcase) return null;
  if (route.view !== 'file') return { kind: 'showcase', showcase, file: null };
  const fileIds = showcase.files.map((f) => f.id);
  if (!route.fileId || !isFilePublicInShowcase({ published: true, fileIds }, route.fileId)) return null;
  const file = await publicFileWithTracks(db, route.workspaceId, route.fileId);
  return file && { kind: 'showcase', showcase, file };
}

/** A showcase search hit's cue text cut into plain and matching parts, in order; the caller marks them up. */
export type SearchHitRow = Omit<CueHitRow, 'language' | 'kind'>;

/** Ranked hits for `query` across the captions, subtitles and descriptions of a showcase's files. */
export async function showcaseSearchHits(
  db: Db,
  showcaseId: string,
  query: string,
  offset: number,
  limit: number,
): Promise<{ hits: SearchHitRow[]; more: boolean }> {
  const scope = sql`
    select t.id as track_id, t.file_id, t.language, t.kind, sf.position
    from showcase_files sf
    join tracks t on t.file_id = sf.file_id and t.kind <> 'chapters' and t.timed
    where sf.showcase_id = ${showcaseId}`;
  const { hits, more } = await rankedCueHits(db, scope, query, offset, limit);
  return { hits: hits.map(({ language: _language, kind: _kind, ...hit }) => hit), more };
}
