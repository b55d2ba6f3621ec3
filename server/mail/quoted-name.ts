/** Bidirectional controls and zero-width characters: they can make a name read as something else. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const MAX_LENGTH = 100;

/**
 * A name someone chose (a workspace's, an inviter's, a file's) as our mail shows it: on one line, at most 100
 * characters, in quotes, and with whatever a mail client would turn into a link broken up, so a name can never
 * become something to click in a message that comes from us. `Click http://evil.example/x` becomes
 * `“Click http[:]//evil[.]example/x”`: a scheme's `://` and every dot followed by a letter (which is how a host
 * name, and so a bare `evil.example` or `me@evil.example`, looks to an autolinker) are bracketed.
 */
export function quotedName(name: string): string {
  let text = name.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (text.length > MAX_LENGTH) text = `${text.slice(0, MAX_LENGTH - 1)}…`;
  const neutralised = text.replace(/:\/\//g, '[:]//').replace(/\.(?=\p{L})/gu, '[.]');
  return `“${neutralised}”`;
}
