/**
 * The containers this server accepts, in one table: the media types `sniffMedia` (file-type) names for each, and
 * the ffmpeg demuxers that may read it. ffmpeg and ffprobe get only these demuxers (`-format_whitelist`), so no
 * playlist or reference format (hls, dash, concat, image2, tty…) can make them open another file; and a file whose
 * ffprobe format is not its sniffed family's is refused (docs/media-library.md, "Formats").
 */
export const MEDIA_FORMATS: readonly { name: string; mimeTypes: readonly string[]; demuxers: readonly string[] }[] = [
  {
    name: 'MP4/QuickTime',
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/3gpp', 'video/3gpp2', 'audio/mp4', 'audio/x-m4a'],
    demuxers: ['mov'],
  },
  { name: 'Matroska/WebM', mimeTypes: ['video/matroska', 'video/webm'], demuxers: ['matroska'] },
  { name: 'Ogg', mimeTypes: ['audio/ogg', 'audio/ogg; codecs=opus', 'video/ogg'], demuxers: ['ogg'] },
  { name: 'WAV', mimeTypes: ['audio/wav'], demuxers: ['wav'] },
  { name: 'MP3', mimeTypes: ['audio/mpeg'], demuxers: ['mp3'] },
  { name: 'FLAC', mimeTypes: ['audio/flac'], demuxers: ['flac'] },
  { name: 'AAC', mimeTypes: ['audio/aac'], demuxers: ['aac'] },
  { name: 'AIFF', mimeTypes: ['audio/aiff'], demuxers: ['aiff'] },
  { name: 'AMR', mimeTypes: ['audio/amr'], demuxers: ['amr'] },
  { name: 'MPEG-TS', mimeTypes: ['video/mp2t'], demuxers: ['mpegts'] },
  { name: 'MPEG', mimeTypes: ['video/mpeg', 'video/MP1S', 'video/MP2P'], demuxers: ['mpeg', 'mpegvideo'] },
  { name: 'AVI', mimeTypes: ['video/vnd.avi'], demuxers: ['avi'] },
  { name: 'ASF/WMV', mimeTypes: ['video/x-ms-asf', 'audio/x-ms-asf', 'application/vnd.ms-asf'], demuxers: ['asf'] },
  { name: 'FLV', mimeTypes: ['video/x-flv'], demuxers: ['flv'] },
];

/** The value of ffmpeg's `-format_whitelist` for media people give us. */
export const ACCEPTED_DEMUXERS = [...new Set(MEDIA_FORMATS.flatMap((f) => f.demuxers))].join(',');

/** The table's row for a sniffed media type, or undefined when we do not accept that type. */
export function mediaFormatOf(mimeType: string) {
  return MEDIA_FORMATS.find((f) => f.mimeTypes.includes(mimeType));
}

/** Whether ffprobe's `format_name` (e.g. `mov,mp4,m4a,3gp,3g2,mj2`) is a demuxer of the sniffed type's family. */
export function probedFormatMatches(mimeType: string, formatName: string): boolean {
  const demuxers = mediaFormatOf(mimeType)?.demuxers ?? [];
  return formatName.split(',').some((name) => demuxers.includes(name));
}
