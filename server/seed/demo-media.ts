import { readFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import type { TrackKind } from '@shared/constants';
import type { Cue } from '@shared/schemas/embed';
import { DEFAULT_SHOWCASE_OPTIONS } from '@shared/schemas/showcases';
import { storeCueWords } from '../db/queries/cue-words';
import { replaceCues } from '../db/queries/tracks';
import type { Db, Tx } from '../db/open-database';
import { files, showcaseFiles, showcases, tracks } from '../db/schema';
import { fileStorageKey, type Storage } from '../storage/storage';
import { demoCueWords } from './demo-words';
import {
  DEMO_MEDIA_PATH,
  DEMO_UNIVERSITY_FILES,
  DRAFT_SHOWCASE,
  EMBEDDABLE_FILE,
  OTHER_CO_FILE,
  WELCOME_WEEK_SHOWCASE,
  demoTrackId,
  MACHINE_DEMO_TRACK,
} from './demo-data';

interface Manifest {
  slug: string;
  name: string;
  description: string;
  durationMs: number;
  media: string;
  thumbnail: string;
  tracks: { language: string; kind: TrackKind; label: string; cues: Omit<Cue, 'id'>[] }[];
}

export function readManifest(slug: string): Manifest {
  return JSON.parse(readFileSync(new URL(`./demo-media/${slug}.json`, import.meta.url), 'utf8')) as Manifest;
}

/**
 * Adds one demo file with its tracks and cues unless it exists; existing rows (maybe edited in the
 * admin) are left alone.
 */
async function seedFile(tx: Tx, workspaceId: string, slug: string) {
  const manifest = readManifest(slug);
  const inserted = await tx
    .insert(files)
    .values({
      id: slug,
      workspaceId,
      name: manifest.name,
      description: manifest.description,
      media: { type: 'url', url: `${DEMO_MEDIA_PATH}/${manifest.media}`, mimeType: 'audio/ogg' },
      durationMs: manifest.durationMs,
      // Measured when the demo media was made, so jobs on it are priced like on processed uploads.
      probedDurationMs: manifest.durationMs,
      thumbnailUrl: `${DEMO_MEDIA_PATH}/${manifest.thumbnail}`,
      embeddable: slug === EMBEDDABLE_FILE,
    })
    .onConflictDoNothing()
    .returning({ id: files.id });
  if (inserted.length === 0) return;
  for (const track of manifest.tracks) {
    const id = demoTrackId(slug, track.language, track.kind);
    await tx.insert(tracks).values({
      id,
      fileId: slug,
      language: track.language,
      kind: track.kind,
      label: track.label,
      origin: id === MACHINE_DEMO_TRACK ? 'machine' : 'edited',
    });
    await replaceCues(
      tx,
      { id, language: track.language },
      track.cues.map((cue, i) => ({ ...cue, id: `c${i + 1}` })),
    );
    if (id === MACHINE_DEMO_TRACK) {
      await storeCueWords(tx, id, new Map(track.cues.map((cue, i) => [`c${i + 1}`, demoCueWords(cue, i)])));
    }
  }
}

/** The demo files, showcases and tracks. Idempotent. */
export async function seedDemoMedia(tx: Tx): Promise<void> {
  for (const slug of DEMO_UNIVERSITY_FILES) await seedFile(tx, 'demo-university', slug);
  await seedFile(tx, 'other-co', OTHER_CO_FILE);
  for (const [showcase, published] of [
    [WELCOME_WEEK_SHOWCASE, true],
    [DRAFT_SHOWCASE, false],
  ] as const) {
    const inserted = await tx
      .insert(showcases)
      .values({
        id: showcase.id,
        workspaceId: 'demo-university',
        title: showcase.title,
        slug: showcase.slug,
        description: showcase.description,
        published,
        options: DEFAULT_SHOWCASE_OPTIONS,
      })
      .onConflictDoNothing()
      .returning({ id: showcases.id });
    if (inserted.length === 0) continue;
    await tx
      .insert(showcaseFiles)
      .values(showcase.fileIds.map((fileId, position) => ({ showcaseId: showcase.id, fileId, position })));
  }
}

/**
 * Stores the waveform peaks shipped beside each demo file's audio (`<slug>.peaks.json`, made by
 * scripts/demo-peaks.ts as the media job makes an upload's) for the demo files that still play that audio and
 * have none yet, so the editor draws their waveform. Idempotent; a database seeded before they were shipped
 * gets them at the next start.
 */
export async function storeDemoPeaks(db: Db, storage: Storage): Promise<void> {
  const demoFiles = [
    ...DEMO_UNIVERSITY_FILES.map((slug) => ({ workspaceId: 'demo-university', slug })),
    { workspaceId: 'other-co', slug: OTHER_CO_FILE },
  ];
  for (const { workspaceId, slug } of demoFiles) {
    const [file] = await db
      .select({ media: files.media })
      .from(files)
      .where(and(eq(files.id, slug), eq(files.workspaceId, workspaceId), isNull(files.peaksKey)));
    const demoUrl = `${DEMO_MEDIA_PATH}/${readManifest(slug).media}`;
    if (file?.media?.type !== 'url' || file.media.url !== demoUrl) continue;
    const key = fileStorageKey(workspaceId, slug, 'peaks.json');
    const peaks = readFileSync(new URL(`./demo-media/${slug}.peaks.json`, import.meta.url));
    await storage.put(key, peaks, 'application/json');
    await db
      .update(files)
      .set({ peaksKey: key })
      .where(and(eq(files.id, slug), isNull(files.peaksKey)));
  }
}
