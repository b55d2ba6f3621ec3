// TTML / DFXP (IMSC 1.1 text profile): timing per spec, basic styling and regions.
import {
  type Cue,
  type CueElementNode,
  type CueNode,
  MAX_NESTING,
  type ParseOptions,
  type ParseResult,
  type Region,
  type Track,
} from './model';
import { plainText } from './markup';
import { Reporter } from './report';
import { beyondTimeLimit, TIME_LIMIT_MESSAGE } from './time';
import { attr, parseTtmlTime, readParams, type TimingParams, toMs, xmlId } from './ttml-time';
import { parseXml, type XmlElement } from './xml';

const TT_NS = 'http://www.w3.org/ns/ttml';

// TTML 1/2 and the pre-recommendation DFXP namespaces; elements in any other namespace are foreign and ignored.
function isTt(el: XmlElement): boolean {
  return el.ns === TT_NS || el.ns === '' || el.ns.startsWith('http://www.w3.org/2006/');
}

interface Timed {
  begin: number;
  end: number;
}

class TtmlReader {
  readonly times = new Map<XmlElement, Timed>();
  readonly styles = new Map<string, XmlElement>();
  constructor(
    readonly params: TimingParams,
    readonly report: Reporter,
  ) {}

  time(el: XmlElement, name: string): number | undefined {
    const value = el.attrs[name];
    if (value === undefined) return undefined;
    const t = parseTtmlTime(value, this.params);
    if (t === undefined) this.report.warn(el.line, `invalid ${name} "${value}"`);
    else if (beyondTimeLimit(t * 1000)) {
      // Out of range: a begin that never comes, an end that never comes.
      this.report.warn(el.line, `${TIME_LIMIT_MESSAGE} in ${name}`);
      return Infinity;
    }
    return t;
  }

  /** Resolves begin/end of `el` and its descendants (SMIL par/seq semantics as TTML uses them). */
  resolve(el: XmlElement, syncBase: number, parentSeq: boolean): Timed {
    const beginOffset = this.time(el, 'begin') ?? 0;
    const begin = syncBase + beginOffset;
    const endAttr = this.time(el, 'end');
    const dur = this.time(el, 'dur');
    let end = Infinity;
    let explicit = false;
    if (endAttr !== undefined) {
      end = syncBase + endAttr;
      explicit = true;
    }
    if (dur !== undefined) {
      end = Math.min(end, begin + dur);
      explicit = true;
    }
    const seq = el.attrs.timeContainer === 'seq';
    const kids = el.children.filter(
      (c): c is XmlElement => typeof c !== 'string' && isTt(c) && c.local !== 'set' && c.local !== 'metadata',
    );
    let cursor = begin;
    let latest = -Infinity;
    for (const kid of kids) {
      const t = this.resolve(kid, seq ? cursor : begin, seq);
      cursor = t.end;
      latest = Math.max(latest, t.end);
    }
    if (!explicit) {
      const hasText = el.children.some((c) => typeof c === 'string' && c.trim() !== '');
      if (seq) end = kids.length > 0 ? cursor : begin;
      else if (kids.length > 0 && !hasText && el.local !== 'br') end = latest;
      // Leaf content: lasts as long as a par parent, zero inside seq.
      else end = parentSeq ? begin : Infinity;
    }
    if (end < begin) end = begin;
    const timed = { begin, end };
    this.times.set(el, timed);
    for (const c of el.children) {
      if (typeof c === 'string' || c.local !== 'set' || !isTt(c)) continue;
      // A <set> animates its parent from its own begin until its end, clipped to the parent's interval.
      const setBegin = begin + (this.time(c, 'begin') ?? 0);
      const setEndAttr = this.time(c, 'end');
      const setDur = this.time(c, 'dur');
      let setEnd = setEndAttr === undefined ? Infinity : begin + setEndAttr;
      if (setDur !== undefined) setEnd = Math.min(setEnd, setBegin + setDur);
      this.times.set(c, { begin: Math.min(setBegin, end), end: Math.max(Math.min(setEnd, end), setBegin) });
    }
    return timed;
  }

  private readonly sets = new Map<XmlElement, XmlElement[]>();

  /** The `<set>` children of `el`, found once: every paragraph asks about all its ancestors. */
  setsOf(el: XmlElement): XmlElement[] {
    let found = this.sets.get(el);
    if (!found) {
      found = el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.local === 'set');
      this.sets.set(el, found);
    }
    return found;
  }

  /** The value of a styling attribute of `el` at time `t`, honouring `<set>` animations. */
  styleAt(el: XmlElement, name: string, t: number): string | undefined {
    let value: string | undefined;
    for (const c of this.setsOf(el)) {
      const time = this.times.get(c);
      const v = attr(c, 'styling', name);
      if (v !== undefined && time && time.begin <= t && t < time.end) value = v;
    }
    return value ?? styleOf(el, this, name);
  }
}

// Own attribute first, then referenced styles depth-first in order; each style is visited once,
// so cyclic or long chains of references cost one pass.
function styleOf(el: XmlElement, reader: TtmlReader, name: string): string | undefined {
  const pending = [el];
  const seen = new Set<XmlElement>();
  for (let e = pending.pop(); e; e = pending.pop()) {
    if (seen.has(e)) continue;
    seen.add(e);
    const own = attr(e, 'styling', name);
    if (own !== undefined) return own;
    const refs = e.attrs.style?.split(/\s+/) ?? [];
    for (let i = refs.length - 1; i >= 0; i--) {
      const style = reader.styles.get(refs[i] as string);
      if (style) pending.push(style);
    }
  }
  return undefined;
}

/** TTML descendants named `local` in document order, each with its ancestors below `from` (nearest first). */
function descendants(from: XmlElement, local: string): { el: XmlElement; ancestors: XmlElement[] }[] {
  const found: { el: XmlElement; ancestors: XmlElement[] }[] = [];
  // An explicit stack: documents may nest deeply, and this walk must not recurse.
  const stack: { el: XmlElement; next: number }[] = [{ el: from, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { el: XmlElement; next: number };
    const child = top.el.children[top.next++];
    if (child === undefined) {
      stack.pop();
      continue;
    }
    if (typeof child === 'string' || !isTt(child)) continue;
    if (child.local === local) found.push({ el: child, ancestors: stack.map((s) => s.el).reverse() });
    stack.push({ el: child, next: 0 });
  }
  return found;
}

/** Builds the content of `el` active at time `t` (within [from, to) of its ancestors). */
function contentAt(el: XmlElement, t: number, reader: TtmlReader, depth = 0): CueNode[] {
  const out: CueNode[] = [];
  // Anonymous spans inside a seq container have zero duration, so its loose text never shows.
  const seq = el.attrs.timeContainer === 'seq';
  for (const child of el.children) {
    if (typeof child === 'string') {
      if (seq) continue;
      const text = child.replace(/[ \t\r\n]+/g, ' ');
      if (text !== '') out.push({ type: 'text', text });
      continue;
    }
    if (!isTt(child)) continue;
    const time = reader.times.get(child);
    if (time && !(time.begin <= t && t < time.end)) continue;
    if (reader.styleAt(child, 'display', t) === 'none') continue;
    if (child.local === 'br') {
      out.push({ type: 'text', text: '\n' });
      continue;
    }
    if (child.local !== 'span') continue;
    const wrappers: Omit<CueElementNode, 'children'>[] = [];
    if (styleOf(child, reader, 'fontStyle') === 'italic') wrappers.push({ type: 'i' });
    if (styleOf(child, reader, 'fontWeight') === 'bold') wrappers.push({ type: 'b' });
    if (styleOf(child, reader, 'textDecoration') === 'underline') wrappers.push({ type: 'u' });
    const color = styleOf(child, reader, 'color');
    if (color) wrappers.push({ type: 'c', color });
    // Beyond the model's nesting limit the text stays and its styling goes.
    wrappers.length = Math.min(wrappers.length, MAX_NESTING - depth);
    let children = contentAt(child, t, reader, depth + wrappers.length);
    for (const w of wrappers) children = [{ ...w, children }];
    for (const c of children) out.push(c);
  }
  return out;
}

function normaliseLines(nodes: CueNode[]): string {
  return plainText(nodes)
    .split('\n')
    .map((l) => l.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .trim();
}

// A paragraph holding only line breaks still presents (blank) lines.
function hasBreak(nodes: CueNode[]): boolean {
  return nodes.some((n) => (n.type === 'text' ? n.text === '\n' : n.type !== 'timestamp' && hasBreak(n.children)));
}

function isStyled(nodes: CueNode[]): boolean {
  return nodes.some((n) => n.type !== 'text');
}

/** Parses TTML/DFXP; each `p` becomes one cue per interval in which its visible text is constant. */
export function parseTtml(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const tt = parseXml(input, (line, message) => report.warn(line, message));
  if (!tt || tt.local !== 'tt') {
    if (tt) report.warn(tt.line, 'root element is not <tt>');
    return { track: { cues: [] }, warnings: report.warnings };
  }
  const reader = new TtmlReader(readParams(tt, options), report);
  const track: Track = { cues: [] };
  const lang = tt.attrs['xml:lang'];
  if (lang) track.language = lang;
  for (const { el: style } of descendants(tt, 'style')) {
    const id = xmlId(style);
    if (id) reader.styles.set(id, style);
  }
  const regions: Region[] = [];
  const regionTimes = new Map<string, Timed>();
  for (const { el: region } of descendants(tt, 'region')) {
    const id = xmlId(region);
    if (!id) continue;
    // A timed region only presents content during its own interval.
    if (region.attrs.begin !== undefined || region.attrs.end !== undefined || region.attrs.dur !== undefined)
      regionTimes.set(id, reader.resolve(region, 0, false));
    const origin = /^([\d.]+)%\s+([\d.]+)%$/.exec(styleOf(region, reader, 'origin') ?? '');
    const extent = /^([\d.]+)%\s+([\d.]+)%$/.exec(styleOf(region, reader, 'extent') ?? '');
    regions.push({
      id,
      width: extent ? Number(extent[1]) : 100,
      lines: 3,
      regionAnchorX: 0,
      regionAnchorY: 0,
      viewportAnchorX: origin ? Number(origin[1]) : 0,
      viewportAnchorY: origin ? Number(origin[2]) : 0,
      scroll: '',
    });
  }
  if (regions.length > 0) track.regions = regions;
  const body = tt.children.find((c): c is XmlElement => typeof c !== 'string' && c.local === 'body');
  if (!body) return { track, warnings: report.warnings };
  reader.resolve(body, 0, false);

  for (const { el: p, ancestors: chain } of descendants(body, 'p')) {
    // Clip to every ancestor's interval.
    let from = -Infinity;
    let to = Infinity;
    const lineage = [p, ...chain];
    const regionId = p.attrs.region ?? chain.find((e) => e.attrs.region)?.attrs.region;
    const regionTime = regionId ? regionTimes.get(regionId) : undefined;
    if (regionTime) {
      from = Math.max(from, regionTime.begin);
      to = Math.min(to, regionTime.end);
    }
    for (const e of lineage) {
      const t = reader.times.get(e);
      if (t) {
        from = Math.max(from, t.begin);
        to = Math.min(to, t.end);
      }
    }
    if (!(from < to) || (to === Infinity && from === -Infinity)) continue;
    const boundaries = new Set<number>([from, to]);
    const collect = (e: XmlElement): void => {
      for (const c of e.children) {
        if (typeof c === 'string') continue;
        const t = reader.times.get(c);
        if (t) {
          if (t.begin > from && t.begin < to) boundaries.add(t.begin);
          if (t.end > from && t.end < to) boundaries.add(t.end);
        }
        collect(c);
      }
    };
    collect(p);
    // Animations on the paragraph's ancestors change its visibility too.
    for (const e of chain) {
      for (const c of reader.setsOf(e)) {
        const t = reader.times.get(c);
        if (!t) continue;
        if (t.begin > from && t.begin < to) boundaries.add(t.begin);
        if (t.end > from && t.end < to) boundaries.add(t.end);
      }
    }
    const points = [...boundaries].sort((a, b) => a - b);
    const region = regionId;
    const speaker = attr(p, 'metadata', 'agent');
    let previous: Cue | undefined;
    for (let i = 0; i + 1 < points.length; i++) {
      const start = points[i] as number;
      const end = points[i + 1] as number;
      if (beyondTimeLimit(toMs(start)) || (end !== Infinity && beyondTimeLimit(toMs(end)))) {
        report.warn(p.line, `${TIME_LIMIT_MESSAGE}; paragraph skipped from there`);
        break;
      }
      const hidden = lineage.some((e) => reader.styleAt(e, 'display', start) === 'none');
      const content = hidden ? [] : contentAt(p, start, reader);
      const text = normaliseLines(content);
      if (text === '' && !hasBreak(content)) {
        previous = undefined;
        continue;
      }
      const endMs = end === Infinity ? Number.MAX_SAFE_INTEGER : toMs(end);
      if (previous && previous.text === text) {
        previous.endMs = endMs;
        continue;
      }
      const cue: Cue = { startMs: toMs(start), endMs, text };
      const id = xmlId(p);
      if (id) cue.id = id;
      if (speaker) cue.speaker = speaker;
      if (isStyled(content)) cue.content = trimContent(content);
      if (region) cue.region = region;
      track.cues.push(cue);
      previous = cue;
    }
  }
  track.cues.sort((a, b) => a.startMs - b.startMs);
  return { track, warnings: report.warnings };
}

// Collapse the XML whitespace around line breaks the same way `normaliseLines` does for text.
function trimContent(nodes: CueNode[]): CueNode[] {
  const text = (n: CueNode): n is { type: 'text'; text: string } => n.type === 'text';
  const out = nodes.map((n) =>
    n.type === 'text' || n.type === 'timestamp' ? { ...n } : { ...n, children: trimContent(n.children) },
  );
  const first = out[0];
  if (first && text(first)) first.text = first.text.replace(/^\s+/, '');
  const last = out[out.length - 1];
  if (last && text(last)) last.text = last.text.replace(/\s+$/, '');
  for (const n of out) if (text(n)) n.text = n.text.replace(/ *\n */g, '\n');
  return out.filter((n) => !(text(n) && n.text === ''));
}
