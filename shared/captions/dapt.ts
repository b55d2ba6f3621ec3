// DAPT reader: each Script Event (<div xml:id>) becomes a cue; its rule breaks become warnings (docs/captions.md, "DAPT").
import type { Cue, ParseOptions, ParseResult, Track } from './model';
import { DAPT_METADATA, DAPTM_NS, generatedEventId, MEDIA_ACCESS_NS, TT_NS, TTM_NS } from './dapt-model';
import { validateDaptTree } from './dapt-validate';
import { Reporter } from './report';
import { beyondTimeLimit, TIME_LIMIT_MESSAGE } from './time';
import { parseTtmlTime, readParams, type TimingParams, toMs } from './ttml-time';
import { parseXml, type XmlElement } from './xml';

const elements = (el: XmlElement) => el.children.filter((c): c is XmlElement => typeof c !== 'string');
const isTt = (el: XmlElement, local: string) => el.ns === TT_NS && el.local === local;

/** Text of a `<p>`: its and its spans' character content, `<br>` as a line break, metadata and foreign elements pruned. */
function textOf(p: XmlElement): string {
  let out = '';
  const pending: (XmlElement | string)[] = [...p.children].reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string') out += next.replace(/[ \t\r\n]+/g, ' ');
    else if (isTt(next, 'br')) out += '\n';
    else if (isTt(next, 'span'))
      for (let i = next.children.length - 1; i >= 0; i--) pending.push(next.children[i] as XmlElement | string);
  }
  return out
    .split('\n')
    .map((l) => l.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .trim();
}

/** Character names by id, from `<ttm:agent>` in the head's metadata (the alias, else any name, else the id). */
function charactersOf(tt: XmlElement): Map<string, string> {
  const names = new Map<string, string>();
  const head = elements(tt).find((e) => isTt(e, 'head'));
  for (const metadata of head ? elements(head).filter((e) => isTt(e, 'metadata')) : []) {
    for (const agent of elements(metadata).filter((e) => e.ns === TTM_NS && e.local === 'agent')) {
      const id = agent.attrs['xml:id'];
      if (!id) continue;
      const nameEls = elements(agent).filter((e) => e.ns === TTM_NS && e.local === 'name');
      const name = nameEls.find((e) => e.attrs.type === 'alias') ?? nameEls[0];
      names.set(id, (name && textOf(name)) || id);
    }
  }
  return names;
}

interface Interval {
  begin: number;
  end: number;
}

/** Resolves an element's interval in a par container (DAPT allows no other), in seconds. */
function intervalOf(el: XmlElement, parent: Interval, params: TimingParams, report: Reporter): Interval {
  const time = (name: string) => {
    const value = el.attrs[name];
    if (value === undefined) return undefined;
    const t = parseTtmlTime(value, params);
    if (t === undefined) report.warn(el.line, `invalid ${name} "${value}"`);
    return t;
  };
  const begin = parent.begin + (time('begin') ?? 0);
  const endAttr = time('end');
  const dur = time('dur');
  let end = endAttr === undefined ? Infinity : parent.begin + endAttr;
  if (dur !== undefined) end = Math.min(end, begin + dur);
  if (end === Infinity) end = parent.end;
  return { begin, end: Math.max(begin, Math.min(end, parent.end)) };
}

/** Parses a DAPT document; the profile's rules are checked too, each broken one a warning naming it. */
export function parseDapt(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const tt = parseXml(input, (line, message) => report.warn(line, message));
  if (!tt) return { track: { cues: [] }, warnings: report.warnings };
  for (const p of validateDaptTree(tt)) report.warn(p.line, `DAPT rule "${p.rule}": ${p.message}`);
  if (!isTt(tt, 'tt')) return { track: { cues: [] }, warnings: report.warnings };

  const track: Track = { cues: [] };
  const lang = tt.attrs['xml:lang']?.trim();
  // "und" is what the writer puts when a track has no language.
  if (lang && lang !== 'und') track.language = lang;
  const metadata: Record<string, string> = {};
  for (const key of ['scriptType', 'scriptRepresents'] as const) {
    const value = tt.nsAttrs[`{${DAPTM_NS}}${key}`];
    if (value) metadata[DAPT_METADATA[key]] = value;
  }
  if (Object.keys(metadata).length > 0) track.metadata = metadata;
  const head = elements(tt).find((e) => isTt(e, 'head'));
  const title = head?.children
    .flatMap((m) => (typeof m !== 'string' && isTt(m, 'metadata') ? elements(m) : []))
    .find((e) => e.ns === TTM_NS && e.local === 'title');
  if (title && textOf(title)) track.title = textOf(title);
  const characters = charactersOf(tt);
  const params = readParams(tt, options);

  const body = elements(tt).find((e) => isTt(e, 'body'));
  if (!body) return { track, warnings: report.warnings };
  const stack: { el: XmlElement; time: Interval; lang: string }[] = [
    { el: body, time: intervalOf(body, { begin: 0, end: Infinity }, params, report), lang: lang ?? '' },
  ];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { el, time } = top;
    const elLang = el.attrs['xml:lang'] ?? top.lang;
    const divs = elements(el).filter((e) => isTt(e, 'div'));
    for (let i = divs.length - 1; i >= 0; i--) {
      const div = divs[i] as XmlElement;
      stack.push({ el: div, time: intervalOf(div, time, params, report), lang: div.attrs['xml:lang'] ?? elLang });
    }
    const id = el.attrs['xml:id'];
    if (!isTt(el, 'div') || id === undefined || divs.length > 0) continue;
    const cue = eventCue(el, time, elLang, lang ?? '', characters, report);
    if (!cue) continue;
    // The writer's own ids for cues that had none are not kept: a round trip adds no ids.
    if (id !== generatedEventId(track.cues.length)) cue.id = id;
    track.cues.push(cue);
  }
  track.cues.sort((a, b) => a.startMs - b.startMs);
  return { track, warnings: report.warnings, dropped: report.dropped };
}

function eventCue(
  div: XmlElement,
  time: Interval,
  divLang: string,
  defaultLang: string,
  characters: Map<string, string>,
  report: Reporter,
): Cue | undefined {
  const ps = elements(div).filter((e) => isTt(e, 'p'));
  // One language per cue: the document's default language (the Target Recording Language), else the first text's.
  const langOf = (p: XmlElement) => p.attrs['xml:lang'] ?? divLang;
  const chosenLang = ps.some((p) => langOf(p) === defaultLang) ? defaultLang : ps[0] ? langOf(ps[0]) : defaultLang;
  const texts = ps.filter((p) => langOf(p) === chosenLang);
  if (texts.length < ps.length) report.drop('texts in other languages than the chosen one (translations or originals)');
  const text = texts.map(textOf).filter(Boolean).join('\n');
  if (text === '') {
    report.drop('Script Events without text');
    return undefined;
  }
  if (time.end === Infinity && time.begin === 0 && div.attrs.begin === undefined) {
    report.warn(div.line, `Script Event "${div.attrs['xml:id']}" has no times`);
  }
  const startMs = toMs(time.begin);
  const endMs = time.end === Infinity ? Number.MAX_SAFE_INTEGER : toMs(time.end);
  if (beyondTimeLimit(startMs) || (time.end !== Infinity && beyondTimeLimit(endMs))) {
    report.warn(div.line, `${TIME_LIMIT_MESSAGE}; Script Event skipped`);
    return undefined;
  }
  const cue: Cue = { startMs, endMs, text };
  const agentRef = (texts[0]?.nsAttrs[`{${TTM_NS}}agent`] ?? div.nsAttrs[`{${TTM_NS}}agent`])?.trim().split(/\s+/)[0];
  if (agentRef) cue.speaker = characters.get(agentRef) ?? agentRef;
  const extended = elements(div).some(
    (m) => isTt(m, 'metadata') && m.nsAttrs[`{${MEDIA_ACCESS_NS}}extended`] === 'true',
  );
  if (extended) cue.extended = true;
  return cue;
}
