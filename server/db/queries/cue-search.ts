import { type SQL, sql } from 'drizzle-orm';
import type { TrackKind } from '@shared/constants';
import type { Db } from '../open-database';
import { searchConfigFor } from '../search-config';

// The ranked full-text search over cues that showcases and the workspace search page share: the caller
// says which tracks are in scope, this file parses the query, ranks the cues and cuts the headlines.

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** A search hit's cue text cut into plain and matching parts, in order; the caller marks them up. */
export interface CueHitRow {
  fileId: string;
  trackId: string;
  cueId: string;
  startMs: number;
  language: string;
  kind: TrackKind;
  parts: { text: string; match: boolean }[];
}

// Cue text never holds these two control characters after we strip them, so they can delimit matches.
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/** Splits a headline with private delimiters into plain and matching parts. */
function partsOf(headline: string): CueHitRow['parts'] {
  const parts: CueHitRow['parts'] = [];
  for (const [i, piece] of headline.split(START).entries()) {
    const [matched, rest] = i === 0 ? [undefined, piece] : splitOnce(piece, STOP);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

/**
 * Ranked hits for `query` across the tracks `scope` selects: a query answering `track_id`, `file_id`,
 * `language`, `kind` and `position` (the tie-break between equally ranked files). Only the scope's cues are
 * matched, so the cost follows the scope, not the whole database. The query is parsed once (a materialized
 * CTE) per configuration the scope's languages use — asking every configuration would scan the index once
 * each — and each cue is matched with the query in its own language's configuration.
 */
export async function rankedCueHits(
  db: Db,
  scope: SQL,
  query: string,
  offset: number,
  limit: number,
): Promise<{ hits: CueHitRow[]; more: boolean }> {
  const languages = rowsOf<{ language: string }>(await db.execute(sql`select distinct language from (${scope}) scope`));
  if (languages.length === 0) return { hits: [], more: false };
  // Configurations are names from our own constant table, so they may be spelled into the SQL.
  const used = [...new Set(languages.map((l) => searchConfigFor(l.language)))];
  const configs = sql.raw(`array[${used.map((c) => `'${c}'`).join(', ')}]::regconfig[]`);
  const rows = rowsOf<{
    file_id: string;
    track_id: string;
    cue_id: string;
    start_ms: number;
    language: string;
    kind: TrackKind;
    headline: string;
  }>(
    await db.execute(sql`
      with q as materialized (
        select config, websearch_to_tsquery(config, ${query}) as query from unnest(${configs}) config
      ),
      scope as (${scope}),
      page as (
        select scope.file_id, c.track_id, scope.language, scope.kind, c.id as cue_id, c.start_ms,
          c.search_config as config, q.query, translate(c.text, ${START + STOP}, '') as text,
          scope.position, c.position as cue_position, ts_rank(c.search, q.query) as rank
        from scope
        join cues c on c.track_id = scope.track_id
        join q on c.search_config = q.config and c.search @@ q.query
        order by rank desc, scope.position, c.track_id, c.position
        limit ${limit + 1} offset ${offset}
      )
      select file_id, track_id, cue_id, start_ms, language, kind,
        ts_headline(config, text, query, ${HEADLINE_OPTIONS}) as headline
      from page
      order by rank desc, position, track_id, cue_position`),
  );
  const hits = rows.slice(0, limit).map((r) => ({
    fileId: r.file_id,
    trackId: r.track_id,
    cueId: r.cue_id,
    startMs: r.start_ms,
    language: r.language,
    kind: r.kind,
    parts: partsOf(r.headline),
  }));
  return { hits, more: rows.length > limit };
}

/** A search hit's file, named. */
export interface FileHits {
  fileId: string;
  fileName: string;
  hits: CueHitRow[];
}

/**
 * Ranked hits across every timed caption, subtitle and description track of a workspace's files, grouped
 * by file in the order of each file's best hit on this page. Files tie-break by name.
 */
export async function workspaceCueHits(
  db: Db,
  workspaceId: string,
  query: string,
  offset: number,
  limit: number,
): Promise<{ files: FileHits[]; more: boolean }> {
  const scope = sql`
    select t.id as track_id, t.file_id, t.language, t.kind, f.name as position
    from files f
    join tracks t on t.file_id = f.id and t.kind <> 'chapters' and t.timed
    where f.workspace_id = ${workspaceId}`;
  const { hits, more } = await rankedCueHits(db, scope, query, offset, limit);
  if (hits.length === 0) return { files: [], more };
  const fileIds = [...new Set(hits.map((h) => h.fileId))];
  const names = new Map(
    rowsOf<{ id: string; name: string }>(
      await db.execute(sql`
        select id, name from files
        where workspace_id = ${workspaceId} and id in (${sql.join(
          fileIds.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    ).map((r) => [r.id, r.name]),
  );
  const groups = new Map<string, FileHits>();
  for (const hit of hits) {
    const group = groups.get(hit.fileId) ?? { fileId: hit.fileId, fileName: names.get(hit.fileId) ?? '', hits: [] };
    group.hits.push(hit);
    groups.set(hit.fileId, group);
  }
  return { files: [...groups.values()], more };
}
