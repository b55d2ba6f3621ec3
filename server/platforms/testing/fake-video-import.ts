// What the fakes of platforms that make a new video from a link (Mux, Vimeo, Wistia, Brightcove) share: they download
// the link at once (the platform would a little later) and keep only an MP4, as the extended video is.

/** How a fake downloads a link it is handed (default: fetch; tests may route it to the app in-process). */
export type FetchLink = (url: string) => Promise<Response>;

export const fetchOverNetwork: FetchLink = (url) => fetch(url);

/** A video a fake fetched from a link to make a new item, as it got it. */
export interface FakeImportedVideo {
  /** The new item's id on the fake. */
  id: string;
  url: string;
  title: string;
  description: string | null;
  contentType: string;
  bytes: Buffer;
}

/** An MP4 file (video or M4A audio) starts with its `ftyp` box: 4 bytes of size, then the type. */
export const startsWithFtyp = (bytes: Buffer) => bytes.subarray(4, 8).toString('latin1') === 'ftyp';

/** The file at `url` when it answers 200 as `video/mp4` with an MP4's first box, else null (the fake refuses). */
export async function fetchedMp4(
  fetchLink: FetchLink,
  url: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const file = await fetchLink(url);
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = file.headers.get('Content-Type') ?? '';
  return file.ok && contentType === 'video/mp4' && startsWithFtyp(bytes) ? { contentType, bytes } : null;
}
