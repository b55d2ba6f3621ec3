// Bytes → text: BOM sniffing, UTF-8 validation, Windows-1252 fallback. Works without Buffer.
import { decodeWindows1252 } from './cp1252';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/** Decodes caption bytes: BOM first, then strict UTF-8, then BOM-less UTF-16, else Windows-1252. */
export function decodeCaptionBytes(bytes: Uint8Array): DecodedText {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (b0 === 0xff && b1 === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (b0 === 0xfe && b1 === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const utf16 = sniffUtf16(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not valid UTF-8: legacy subtitle files are nearly always Windows-1252 (a superset of Latin-1).
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

// ASCII-heavy UTF-16 without a BOM has a NUL in every other byte.
function sniffUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length, 512) & ~1;
  if (n < 8) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'utf-16be';
  return undefined;
}

/** Accepts bytes or text; strips a leading BOM from text. */
export function toText(input: Uint8Array | ArrayBuffer | string): DecodedText {
  if (typeof input === 'string') {
    return { text: input.charCodeAt(0) === 0xfeff ? input.slice(1) : input, encoding: 'utf-8' };
  }
  return decodeCaptionBytes(input instanceof Uint8Array ? input : new Uint8Array(input));
}
