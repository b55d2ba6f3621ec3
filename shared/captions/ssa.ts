// SubStation Alpha (.ssa, v4) and Advanced SubStation Alpha (.ass, v4+).
import type { Cue, CueElementNode, CueNode, ParseOptions, ParseResult, Track, WriteResult } from './model';
import { numpadToSettings, plainText, settingsToNumpad } from './markup';
import { Reporter } from './report';
import { beyondTimeLimit, TIME_LIMIT_MESSAGE } from './time';

function readAssTime(s: string): number | undefined {
  const m = /^\s*(\d+):(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?\s*$/.exec(s);
  if (!m) return undefined;
  const frac = m[4] ?? '0';
  return (Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000 + Number(frac.padEnd(3, '0'));
}

// Legacy SSA alignment (1–3 bottom, 5–7 top, 9–11 middle) → numpad.
function legacyToNumpad(a: number): number {
  if (a >= 9) return a - 9 + 4;
  if (a >= 5) return a - 5 + 7;
  return a;
}

interface Style {
  italic: boolean;
  bold: boolean;
  align: number;
}

/** Maps override tags (`\i1`, `\b1`, `\u1`, `\an8`, `\N`) to content; others are stripped and reported. */
function parseAssText(
  text: string,
  style: Style | undefined,
  dropped: Set<string>,
): { content: CueNode[]; styled: boolean; align?: number } {
  const root: CueNode[] = [];
  const flags = { i: style?.italic ?? false, b: style?.bold ?? false, u: false };
  let styled = false;
  let align: number | undefined;
  let buffer = '';
  const flush = (): void => {
    if (buffer === '') return;
    let node: CueNode = { type: 'text', text: buffer };
    for (const key of ['u', 'b', 'i'] as const) {
      if (flags[key]) {
        node = { type: key, children: [node] } satisfies CueElementNode;
        styled = true;
      }
    }
    root.push(node);
    buffer = '';
  };
  let i = 0;
  // Position of the next `}`, searched again only once passed: unclosed `{`s must not each rescan the line.
  let nextClose = text.indexOf('}');
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '{') {
      if (nextClose !== -1 && nextClose < i) nextClose = text.indexOf('}', i);
      const close = nextClose;
      if (close !== -1) {
        flush();
        const block = text.slice(i + 1, close);
        for (const tag of block.split('\\').slice(1)) {
          const m = /^(an|a|i|b|u)(\d+)$/.exec(tag);
          if (m) {
            const n = Number(m[2]);
            if (m[1] === 'an') align = n;
            else if (m[1] === 'a') align = legacyToNumpad(n);
            else flags[m[1] as 'i' | 'b' | 'u'] = n !== 0;
          } else if (tag.trim() !== '') dropped.add(`override tag \\${/^[a-z]+/i.exec(tag)?.[0] ?? tag}`);
        }
        i = close + 1;
        continue;
      }
    }
    if (c === '\\' && (text[i + 1] === 'N' || text[i + 1] === 'n' || text[i + 1] === 'h')) {
      buffer += text[i + 1] === 'N' ? '\n' : ' ';
      i += 2;
      continue;
    }
    buffer += c;
    i++;
  }
  flush();
  const result: { content: CueNode[]; styled: boolean; align?: number } = { content: root, styled };
  if (align !== undefined) result.align = align;
  else if (style && style.align !== 2) result.align = style.align;
  return result;
}

/** Parses SSA/ASS `Dialogue:` events; `Name` becomes the speaker. */
export function parseSsa(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const dropped = new Set<string>();
  const lines = input.split(/\r\n|\r|\n/);
  const cues: Cue[] = [];
  const styles = new Map<string, Style>();
  const metadata: Record<string, string> = {};
  let section = '';
  let eventFormat = ['marked', 'start', 'end', 'style', 'name', 'marginl', 'marginr', 'marginv', 'effect', 'text'];
  let styleFormat: string[] = [];
  let legacy = false;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const lineNo = index + 1;
    if (line === '' || line.startsWith(';')) return;
    if (line.startsWith('[') && line.endsWith(']')) {
      section = line.slice(1, -1).toLowerCase();
      if (section === 'v4 styles') legacy = true;
      return;
    }
    const colon = line.indexOf(':');
    if (colon === -1) {
      report.warn(lineNo, 'ignored line without a key');
      return;
    }
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (section === 'script info') metadata[line.slice(0, colon).trim()] = value;
    else if (section.endsWith('styles')) {
      if (key === 'format') styleFormat = value.split(',').map((f) => f.trim().toLowerCase());
      else if (key === 'style') {
        const f = value.split(',').map((v) => v.trim());
        const get = (name: string): string => f[styleFormat.indexOf(name)] ?? '';
        const align = Number(get('alignment')) || 2;
        styles.set(get('name'), {
          italic: get('italic') === '-1' || get('italic') === '1',
          bold: get('bold') === '-1' || get('bold') === '1',
          align: legacy ? legacyToNumpad(align) : align,
        });
      }
    } else if (section === 'events') {
      if (key === 'format') eventFormat = value.split(',').map((f) => f.trim().toLowerCase());
      else if (key === 'dialogue') {
        const parts: string[] = [];
        let rest = value;
        for (let k = 0; k < eventFormat.length - 1; k++) {
          const comma = rest.indexOf(',');
          if (comma === -1) break;
          parts.push(rest.slice(0, comma));
          rest = rest.slice(comma + 1);
        }
        parts.push(rest);
        if (parts.length !== eventFormat.length) {
          report.warn(lineNo, 'Dialogue line has too few fields; skipped');
          return;
        }
        const get = (name: string): string => parts[eventFormat.indexOf(name)] ?? '';
        const start = readAssTime(get('start'));
        const end = readAssTime(get('end'));
        if (start === undefined || end === undefined) {
          report.warn(lineNo, 'invalid Dialogue time; skipped');
          return;
        }
        if (beyondTimeLimit(start, end)) {
          report.warn(lineNo, `${TIME_LIMIT_MESSAGE}; Dialogue skipped`);
          return;
        }
        const style = styles.get(get('style').replace(/^\*/, '')) ?? styles.get('Default');
        const parsed = parseAssText(get('text'), style, dropped);
        const cue: Cue = { startMs: start, endMs: end, text: plainText(parsed.content) };
        const name = get('name').trim();
        if (name) cue.speaker = name;
        if (parsed.styled) cue.content = parsed.content;
        const settings = parsed.align !== undefined ? numpadToSettings(parsed.align) : undefined;
        if (settings) cue.settings = settings;
        cues.push(cue);
      } else if (key !== 'comment') report.warn(lineNo, `ignored event "${key}"`);
    }
  });
  const track: Track = { cues };
  if (metadata.Title) track.title = metadata.Title;
  if (Object.keys(metadata).length > 0) track.metadata = metadata;
  const result: ParseResult = { track, warnings: report.warnings };
  if (dropped.size > 0) result.dropped = [...dropped];
  return result;
}

function assTime(ms: number): string {
  const cs = Math.round(Math.max(0, ms) / 10);
  const h = Math.floor(cs / 360000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

function renderAss(nodes: CueNode[], dropped: Set<string>): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += n.text.replace(/[{}]/g, '');
    else if (n.type === 'timestamp') dropped.add('karaoke timestamps');
    else if (n.type === 'i' || n.type === 'b' || n.type === 'u')
      out += `{\\${n.type}1}${renderAss(n.children, dropped)}{\\${n.type}0}`;
    else if (n.type === 'v') out += `${n.annotation ? `${n.annotation}: ` : ''}${renderAss(n.children, dropped)}`;
    else out += renderAss(n.children, dropped);
  }
  return out;
}

/** Serializes as ASS (`ass`, v4+) or SSA (`ssa`, v4); the speaker goes in the Name field. */
export function serializeSsa(track: Track, variant: 'ssa' | 'ass' = 'ass'): WriteResult {
  const dropped = new Set<string>();
  const ass = variant === 'ass';
  let out = `[Script Info]\nTitle: ${track.title ?? ''}\nScriptType: ${ass ? 'v4.00+' : 'v4.00'}\nPlayResX: 384\nPlayResY: 288\n\n`;
  out += ass
    ? '[V4+ Styles]\nFormat: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding\nStyle: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1\n\n'
    : '[V4 Styles]\nFormat: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding\nStyle: Default,Arial,20,16777215,65535,65535,0,0,0,1,2,2,2,10,10,10,0,1\n\n';
  out += `[Events]\nFormat: ${ass ? 'Layer' : 'Marked'}, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n`;
  for (const cue of track.cues) {
    let body = cue.content ? renderAss(cue.content, dropped) : cue.text.replace(/[{}]/g, '');
    const an = settingsToNumpad(cue.settings);
    if (an !== 2) body = ass ? `{\\an${an}}${body}` : `{\\a${an <= 3 ? an : an >= 7 ? an - 2 : an + 5}}${body}`;
    if (cue.region) dropped.add('regions');
    const name = (cue.speaker ?? '').replace(/,/g, ' ');
    out += `Dialogue: ${ass ? 0 : 'Marked=0'},${assTime(cue.startMs)},${assTime(cue.endMs)},Default,${name},0,0,0,,${body.replace(/\r?\n/g, '\\N')}\n`;
  }
  return { text: out, dropped: [...dropped] };
}
