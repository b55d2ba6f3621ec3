import { type FakeImportedVideo, type FetchLink, fetchedMp4 } from './fake-video-import';

// A new video from a URL for the Brightcove fake, Brightcove's two documented steps
// (https://apis.support.brightcove.com/dynamic-ingest/getting-started/overview-dynamic-ingest-api-dynamic-delivery.html):
// the CMS API's `POST …/videos` makes the video's metadata, then Dynamic Ingest's `master.url` brings its file. The
// fake downloads the master at once, where Brightcove's queued job would later.

/** The fields of a created video the fake keeps, from a CMS create body. */
export interface FakeCreatedVideo {
  name: string;
  description: string;
  long_description: string;
  state: string;
  schedule: { starts_at?: string | null; ends_at?: string | null } | null;
  geo: Record<string, unknown> | null;
}

/** The CMS API's length limits on a video's texts. */
const LIMITS = { name: 255, description: 250, long_description: 5000 } as const;

/** A create body's video, or the refusal's message (a missing name, a text past its limit, an unknown state). */
export function createdVideoFields(raw: string): FakeCreatedVideo | string {
  const body = JSON.parse(raw || '{}') as Record<string, unknown>;
  if (typeof body.name !== 'string' || body.name.trim() === '') return 'name is required';
  for (const [field, max] of Object.entries(LIMITS)) {
    const value = body[field];
    if (value !== undefined && (typeof value !== 'string' || value.length > max)) {
      return `${field} must be a string of at most ${max} characters`;
    }
  }
  const state = body.state ?? 'ACTIVE';
  if (state !== 'ACTIVE' && state !== 'INACTIVE') return 'state must be ACTIVE or INACTIVE';
  return {
    name: body.name,
    description: (body.description as string | undefined) ?? '',
    long_description: (body.long_description as string | undefined) ?? '',
    state,
    schedule: (body.schedule as FakeCreatedVideo['schedule']) ?? null,
    geo: (body.geo as FakeCreatedVideo['geo']) ?? null,
  };
}

/**
 * An ingest request's `master` for a video: its `url` must answer an MP4 video (fake-video-import.ts). Answers what
 * the fake downloaded, or the refusal's message.
 */
export async function ingestedMaster(
  video: { id: string; name: string; description: string },
  master: unknown,
  fetchLink: FetchLink,
): Promise<FakeImportedVideo | string> {
  const url = (master as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return 'master.url is required';
  const file = await fetchedMp4(fetchLink, url);
  if (!file) return `The master at ${url} could not be downloaded as a video`;
  return { id: video.id, url, title: video.name, description: video.description || null, ...file };
}
