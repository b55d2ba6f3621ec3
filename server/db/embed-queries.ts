import { asc, eq, sql } from 'drizzle-orm';
import type { Cue, EmbedFile, EmbedShowcase, SearchHit, ShowcaseOptions } from '@shared/schemas/embed';
import { DEFAULT_SHOWCASE_OPTIONS } from '@shared/schemas/showcases';
import { escapeHtml } from '../http/escape-html';
import type { Db } from './open-database';
import { cues, files, showcaseFiles, showcases, tracks } from './schema';
import { SEARCH_CONFIGS } from './search-config';

// Queries behind the public embed API. Each one applies the visibility rule itself, so a caller cannot
// forget it: showcases only when published; files only when embeddable or in a published showcase.

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Tracks in a stable display order: captions first, chapters last. */
const trackOrder = sql`case ${tracks.kind} when 'captions' then 0 when 'subtitles' then 1 when 'descriptions' then 2 else 3 end`;

export async function publishedShowcase(db: Db, workspaceId: string, showcaseId: string) {
  const [row] = await db
    .select({
      id: showcases.id,
      title: showcases.title,
      description: showcases.description,
      options: showcases.options,
    })
    .from(showcases)
    .where(
      sql`${showcases.id} = ${showcaseId} and ${showcases.workspaceId} = ${workspaceId} and ${showcases.published}`,
    );
  return row ?? null;
}

export async function embedShowcase(db: Db, workspaceId: string, showcaseId: string): Promise<EmbedShowcase | null> {
  const showcase = await publishedShowcase(db, workspaceId, showcaseId);
  if (!showcase) return null;
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
      left join tracks t on t.file_id = f.id
      where sf.showcase_id = ${showcaseId}
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
 * A visible file and what its owner lets viewers do with it: the options of the oldest published showcase
 * holding it, else the defaults when it is embeddable on its own. Null when the file is not visible.
 */
export async function visibleFile(db: Db, workspaceId: string, fileId: string) {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      description: files.description,
      media: files.media,
      durationMs: files.durationMs,
      embeddable: files.embeddable,
      workspaceId: files.workspaceId,
      showcaseOptions: sql<ShowcaseOptions | null>`(
        select s.options from ${showcaseFiles} sf join ${showcases} s on s.id = sf.showcase_id
        where sf.file_id = files.id and s.published order by s.created_at, s.id limit 1)`,
    })
    .from(files)
    .where(sql`${files.id} = ${fileId} and ${files.workspaceId} = ${workspaceId}`);
  if (!row || (!row.embeddable && !row.showcaseOptions)) return null;
  return { ...row, options: row.showcaseOptions ?? DEFAULT_SHOWCASE_OPTIONS };
}

export async function embedFile(db: Db, workspaceId: string, fileId: string): Promise<EmbedFile | null> {
  const file = await visibleFile(db, workspaceId, fileId);
  if (!file) return null;
  const trackRows = await db
    .select({ id: tracks.id, language: tracks.language, kind: tracks.kind, label: tracks.label })
    .from(tracks)
    .where(eq(tracks.fileId, fileId))
    .orderBy(trackOrder, asc(tracks.language), asc(tracks.id));
  return {
    id: file.id,
    name: file.name,
    description: file.description,
    media: file.media,
    durationMs: file.durationMs,
    options: file.options,
    tracks: trackRows as EmbedFile['tracks'],
  };
}

/**
 * A visible track's header, including what keys cached bodies. One prepared statement (the hot path of
 * every track GET), so the database plans it once rather than per request.
 */
export function prepareVisibleTrack(db: Db) {
  const statement = db
    .select({
      id: tracks.id,
      language: tracks.language,
      kind: tracks.kind,
      version: tracks.version,
      stamp: sql<string>`${tracks.updatedAt}::text`,
    })
    .from(tracks)
    .innerJoin(files, eq(files.id, tracks.fileId))
    .where(
      sql`${tracks.id} = ${sql.placeholder('trackId')} and ${files.id} = ${sql.placeholder('fileId')}
        and ${files.workspaceId} = ${sql.placeholder('workspaceId')}
        and (${files.embeddable} or exists (
          select 1 from showcase_files sf join showcases s on s.id = sf.showcase_id
          where sf.file_id = ${files.id} and s.published))`,
    )
    .prepare('embed_visible_track');
  return async (workspaceId: string, fileId: string, trackId: string) =>
    (await statement.execute({ workspaceId, fileId, trackId }))[0] ?? null;
}

export async function cuesOf(db: Db, trackId: string): Promise<Cue[]> {
  const rows = await db
    .select({ id: cues.id, startMs: cues.startMs, endMs: cues.endMs, text: cues.text, speaker: cues.speaker })
    .from(cues)
    .where(eq(cues.trackId, trackId))
    .orderBy(asc(cues.position));
  return rows.map((r) =>
    r.speaker === null ? { id: r.id, startMs: r.startMs, endMs: r.endMs, text: r.text } : r,
  ) as Cue[];
}

// Cue text never holds these two control characters after we strip them, so they can mark matches safely.
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/**
 * Ranked hits for `query` across the captions, subtitles and descriptions of a showcase's files. The
 * query is parsed once per configuration (the constant list keeps the SQL free of user input), and each
 * cue is matched, through the GIN index, with the query in its own language's configuration.
 */
export async function searchShowcase(
  db: Db,
  showcaseId: string,
  query: string,
  offset: number,
  limit: number,
): Promise<{ hits: SearchHit[]; more: boolean }> {
  const configs = sql.raw(`array[${SEARCH_CONFIGS.map((c) => `'${c}'`).join(', ')}]::regconfig[]`);
  const rows = rowsOf<{ file_id: string; track_id: string; cue_id: string; start_ms: number; headline: string }>(
    await db.execute(sql`
      with q as (
        select config, websearch_to_tsquery(config, ${query}) as query from unnest(${configs}) config
      ),
      page as (
        select t.file_id, c.track_id, c.id as cue_id, c.start_ms, c.search_config as config, q.query,
          translate(c.text, ${START + STOP}, '') as text, sf.position, c.position as cue_position,
          ts_rank(c.search, q.query) as rank
        from q
        join cues c on c.search @@ q.query and c.search_config = q.config
        join tracks t on t.id = c.track_id and t.kind <> 'chapters'
        join showcase_files sf on sf.file_id = t.file_id and sf.showcase_id = ${showcaseId}
        order by rank desc, sf.position, c.track_id, c.position
        limit ${limit + 1} offset ${offset}
      )
      select file_id, track_id, cue_id, start_ms,
        ts_headline(config, text, query, ${HEADLINE_OPTIONS}) as headline
      from page
      order by rank desc, position, track_id, cue_position`),
  );
  const hits = rows.slice(0, limit).map((r) => ({
    fileId: r.file_id,
    trackId: r.track_id,
    cueId: r.cue_id,
    startMs: r.start_ms,
    snippet: markMatches(r.headline),
  }));
  return { hits, more: rows.length > limit };
}

/** Escapes the cue text for HTML, then turns the headline's private markers into `<mark>` tags. */
export function markMatches(headline: string): string {
  return escapeHtml(headline).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}
