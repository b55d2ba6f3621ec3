/**
 * Files crafted against the media pipeline, made in the tests (no fixtures). Each was accepted, and read further
 * than it should have been, before the format allow-list (docs/media-library.md, "Formats").
 */

/** An ID3v2.4 tag whose header claims `bodyBytes` of tag (synchsafe size), filled with zeros. */
export function id3Tag(bodyBytes: number): Buffer {
  const size = [21, 14, 7, 0].map((shift) => (bodyBytes >> shift) & 0x7f);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, ...size]), Buffer.alloc(bodyBytes)]);
}

/**
 * An "MP3" that is an HLS playlist behind an ID3 tag longer than the sniffer's first look: ffmpeg skips the tag,
 * reads the playlist, and decodes `segmentPath` (any file on the server) as the upload's own media.
 */
export function playlistBehindId3(segmentPath: string): Buffer {
  const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:2,\n${segmentPath}\n#EXT-X-ENDLIST\n`;
  return Buffer.concat([id3Tag(8000), Buffer.from(playlist)]);
}

/** MP3 frames behind two bytes that make file-type call the whole an MPEG transport stream (ffprobe says mp3). */
export function mp3PosingAsTransportStream(mp3: Buffer): Buffer {
  const bytes = Buffer.concat([Buffer.alloc(189), mp3]);
  bytes[0] = 0x47;
  bytes[188] = 0x47;
  return bytes;
}

/** A Matroska file whose Segment Info claims `durationMs` (however much it holds): ffprobe believes the claim. */
export function matroskaClaiming(mkv: Buffer, durationMs: number): Buffer {
  const bytes = Buffer.from(mkv);
  // Duration: element id 0x4489, size 8 (0x88), a big-endian float of TimecodeScale units (ms by default).
  const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  if (at < 0) throw new Error('No 8-byte Duration element in this Matroska file');
  bytes.writeDoubleBE(durationMs, at + 3);
  return bytes;
}
