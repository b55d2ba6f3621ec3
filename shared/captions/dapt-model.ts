// W3C DAPT (TTML2 Dubbing and Audio description Profiles): the names and values the reader, writer and validator share.

export const TT_NS = 'http://www.w3.org/ns/ttml';
export const TTM_NS = `${TT_NS}#metadata`;
export const TTP_NS = `${TT_NS}#parameter`;
export const DAPTM_NS = 'http://www.w3.org/ns/ttml/profile/dapt#metadata';
export const DAPT_CONTENT_PROFILE = 'http://www.w3.org/ns/ttml/profile/dapt1.0/content';
/**
 * Our own vocabulary for what DAPT has no word for (an extended description pauses the media). The profile allows
 * foreign attributes on `<metadata>` elements, where other processors keep or ignore them (DAPT §5.5).
 */
export const MEDIA_ACCESS_NS = 'urn:media-access:dapt#metadata';

export const SCRIPT_TYPES = ['originalTranscript', 'translatedTranscript', 'preRecording', 'asRecorded'] as const;

/** The content-descriptor registry table; user-defined values start with `x-` (or extend these with `.x-…`). */
export const CONTENT_DESCRIPTORS = [
  'audio',
  'audio.dialogue',
  'audio.nonDialogueSounds',
  'visual',
  'visual.dialogue',
  'visual.nonText',
  'visual.text',
  'visual.text.title',
  'visual.text.credit',
  'visual.text.location',
] as const;

export const ON_SCREEN_VALUES = ['ON', 'OFF', 'ON_OFF', 'OFF_ON'] as const;

/** Keys under which a read DAPT script keeps its document properties in `Track.metadata`, for writing it back. */
export const DAPT_METADATA = {
  scriptType: 'dapt:scriptType',
  scriptRepresents: 'dapt:scriptRepresents',
} as const;

/** The Script Event id the writer makes for a cue without a usable one; the reader drops ids of this form. */
export function generatedEventId(index: number): string {
  return `cue-${index + 1}`;
}

/** An XML Name as xml:id needs it (no colon), checked for the ASCII range and letting other letters through. */
export function isXmlId(value: string): boolean {
  return /^[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*$/.test(value);
}
