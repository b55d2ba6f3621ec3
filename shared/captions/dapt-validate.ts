// The DAPT 1.0 content profile's rules that can be checked without the media or a network (listed in docs/captions.md).
import {
  CONTENT_DESCRIPTORS,
  DAPT_CONTENT_PROFILE,
  DAPTM_NS,
  ON_SCREEN_VALUES,
  SCRIPT_TYPES,
  TT_NS,
  TTM_NS,
  TTP_NS,
} from './dapt-model';
import { parseXml, type XmlElement } from './xml';

/** One broken rule: `rule` names it (as docs/captions.md lists them), `line` is 1-based (0: the whole document). */
export interface DaptProblem {
  rule: string;
  line: number;
  message: string;
}

const daptm = (el: XmlElement, local: string) => el.nsAttrs[`{${DAPTM_NS}}${local}`];
const ttp = (el: XmlElement, local: string) => el.nsAttrs[`{${TTP_NS}}${local}`];
const ttm = (el: XmlElement, local: string) => el.nsAttrs[`{${TTM_NS}}${local}`];
const isTt = (el: XmlElement, local: string) => el.ns === TT_NS && el.local === local;
const elements = (el: XmlElement) => el.children.filter((c): c is XmlElement => typeof c !== 'string');

/** A registry value, a user-defined `x-…` value, or a registry value extended by a `.x-…` token. */
export function isContentDescriptor(value: string): boolean {
  const tokens = value.split('.');
  // descriptorTokenChar: a name character other than "." (letters, digits, marks, "_", "-", "·", "‿", "⁀").
  if (tokens.some((t) => !/^[\p{L}\p{N}\p{M}_\u00B7\u203F\u2040-]+$/u.test(t))) return false;
  if ((CONTENT_DESCRIPTORS as readonly string[]).includes(value) || tokens[0]?.startsWith('x-')) return true;
  const firstOwn = tokens.findIndex(
    (_, i) => !(CONTENT_DESCRIPTORS as readonly string[]).includes(tokens.slice(0, i + 1).join('.')),
  );
  return firstOwn > 0 && (tokens[firstOwn] as string).startsWith('x-');
}

/** B is a sub-type of A when A's tokens begin B's. */
function isSubType(b: string, a: string): boolean {
  return b === a || b.startsWith(`${a}.`);
}

// BCP 47 well-formedness, in its common shape (language, script, region, variants, extensions, private use).
const BCP47 =
  /^(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[\da-wyz](?:-[a-z\d]{2,8})+)*(?:-x(?:-[a-z\d]{1,8})+)?$|^x(?:-[a-z\d]{1,8})+$/i;

const CLOCK_TIME = /^\d{2,}:[0-5]\d:[0-5]\d(?:\.\d+)?$/;
const OFFSET_TIME = /^\d+(?:\.\d+)?(h|m|s|ms|f|t)$/;

/** Checks a parsed document; an empty list means every rule we can check holds. */
export function validateDaptTree(tt: XmlElement): DaptProblem[] {
  const problems: DaptProblem[] = [];
  const fail = (rule: string, el: XmlElement | undefined, message: string) =>
    problems.push({ rule, line: el?.line ?? 0, message });
  if (!isTt(tt, 'tt')) {
    fail('root', tt, 'the root element must be <tt> in the TTML namespace');
    return problems;
  }
  const profiles = (ttp(tt, 'contentProfiles') ?? '').split(/\s+/);
  if (!profiles.includes(DAPT_CONTENT_PROFILE))
    fail('content-profile', tt, `ttp:contentProfiles on <tt> must include ${DAPT_CONTENT_PROFILE}`);
  if (ttp(tt, 'profile') !== undefined) fail('no-ttp-profile', tt, 'ttp:profile must not be specified on <tt>');
  if (!tt.attrs['xml:lang']?.trim()) fail('default-language', tt, 'xml:lang must be present on <tt> and not empty');

  const scriptRepresents = daptm(tt, 'scriptRepresents');
  const represented = scriptRepresents?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (represented.length === 0) fail('script-represents', tt, 'daptm:scriptRepresents must be present on <tt>');
  for (const d of represented.filter((v) => !isContentDescriptor(v)))
    fail('script-represents', tt, `daptm:scriptRepresents: "${d}" is not a registered or x- content descriptor`);
  const scriptType = daptm(tt, 'scriptType');
  if (scriptType === undefined) fail('script-type', tt, 'daptm:scriptType must be present on <tt>');
  else if (!(SCRIPT_TYPES as readonly string[]).includes(scriptType))
    fail('script-type', tt, `daptm:scriptType "${scriptType}" must be one of ${SCRIPT_TYPES.join(', ')}`);

  const timeBase = ttp(tt, 'timeBase');
  if (timeBase !== undefined && timeBase !== 'media')
    fail('time-base', tt, `ttp:timeBase must be "media", not "${timeBase}"`);
  const hasFrameRate = ttp(tt, 'frameRate') !== undefined;
  const hasTickRate = ttp(tt, 'tickRate') !== undefined;

  const bodies = elements(tt).filter((e) => isTt(e, 'body'));
  if (bodies.length > 1) fail('body', bodies[1], 'a DAPT document has one <body> element');
  const head = elements(tt).find((e) => isTt(e, 'head'));
  const characters = new Set<string>();
  for (const metadata of head ? elements(head).filter((e) => isTt(e, 'metadata')) : []) {
    for (const agent of elements(metadata).filter((e) => e.ns === TTM_NS && e.local === 'agent')) {
      const id = agent.attrs['xml:id'];
      if (id) characters.add(id);
      if (agent.attrs.type !== 'character') continue;
      if (!id) fail('character', agent, 'a Character (<ttm:agent type="character">) must have an xml:id');
      const alias = elements(agent).some((e) => e.ns === TTM_NS && e.local === 'name' && e.attrs.type === 'alias');
      if (!alias) fail('character', agent, `Character "${id ?? ''}" must contain <ttm:name type="alias">`);
    }
  }

  const ids = new Map<string, XmlElement>();
  // An explicit stack with inherited values: documents may nest deeply, and this walk must not recurse.
  const stack: { el: XmlElement; represents: string; inEvent: boolean }[] = [
    { el: tt, represents: daptm(tt, 'represents') ?? '', inEvent: false },
  ];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { el, inEvent } = top;
    const represents = el === tt ? top.represents : (daptm(el, 'represents') ?? top.represents);
    const id = el.attrs['xml:id'];
    if (id !== undefined) {
      if (ids.has(id)) fail('unique-id', el, `xml:id "${id}" is used more than once`);
      ids.set(id, el);
    }
    const own = daptm(el, 'represents');
    if (own !== undefined && !isContentDescriptor(own))
      fail('represents', el, `daptm:represents "${own}" is not a registered or x- content descriptor`);
    else if (own !== undefined && represented.length > 0 && !represented.some((r) => isSubType(own, r)))
      fail('represents', el, `daptm:represents "${own}" is not a sub-type of any daptm:scriptRepresents value`);
    const langSrc = daptm(el, 'langSrc');
    if (langSrc !== undefined && langSrc !== '' && !BCP47.test(langSrc))
      fail('lang-src', el, `daptm:langSrc "${langSrc}" is neither empty nor a well-formed language tag`);
    const onScreen = daptm(el, 'onScreen');
    if (onScreen !== undefined && !(ON_SCREEN_VALUES as readonly string[]).includes(onScreen))
      fail('on-screen', el, `daptm:onScreen "${onScreen}" must be one of ${ON_SCREEN_VALUES.join(', ')}`);
    const container = el.attrs.timeContainer;
    if (container !== undefined && container !== 'par')
      fail('time-container', el, `timeContainer must be "par", not "${container}"`);
    checkTimes(el, { hasFrameRate, hasTickRate }, fail);

    const kids = elements(el);
    let event = inEvent;
    if (isTt(el, 'div')) {
      const childDivs = kids.filter((k) => isTt(k, 'div'));
      if (id !== undefined) {
        event = true;
        if (inEvent) fail('event-nesting', el, 'a Script Event <div> must not contain <div> children');
        if (childDivs.length > 0 && !inEvent)
          fail('event-nesting', childDivs[0], `Script Event "${id}" must not contain <div> children`);
        if (!represents) fail('represents', el, `Script Event "${id}" has no daptm:represents (on it or an ancestor)`);
        for (const ref of (ttm(el, 'agent') ?? '').split(/\s+/).filter(Boolean))
          if (!characters.has(ref)) fail('agent-ref', el, `ttm:agent "${ref}" names no <ttm:agent> in the head`);
      } else if (kids.some((k) => isTt(k, 'p')))
        fail('event-id', el, 'a <div> holding text (<p>) is a Script Event and must have an xml:id');
    }
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ el: kids[i] as XmlElement, represents, inEvent: event });
  }
  return problems.sort((a, b) => a.line - b.line);
}

function checkTimes(
  el: XmlElement,
  rates: { hasFrameRate: boolean; hasTickRate: boolean },
  fail: (rule: string, el: XmlElement, message: string) => void,
): void {
  const seconds: Partial<Record<'begin' | 'end', number>> = {};
  for (const name of ['begin', 'end', 'dur'] as const) {
    const value = el.attrs[name]?.trim();
    if (value === undefined) continue;
    const offset = OFFSET_TIME.exec(value);
    if (!CLOCK_TIME.test(value) && !offset) {
      fail(
        'time-expression',
        el,
        `${name}="${value}" is not a DAPT time expression (hh:mm:ss.sss or a number with h, m, s, ms, f or t)`,
      );
      continue;
    }
    if (offset?.[1] === 'f' && !rates.hasFrameRate)
      fail('frame-rate', el, `${name}="${value}" counts frames, so ttp:frameRate must be set on <tt>`);
    if (offset?.[1] === 't' && !rates.hasTickRate)
      fail('tick-rate', el, `${name}="${value}" counts ticks, so ttp:tickRate must be set on <tt>`);
    if (name !== 'dur' && !offset) {
      const [h, m, s] = value.split(':').map(Number) as [number, number, number];
      seconds[name] = h * 3600 + m * 60 + s;
    } else if (
      name !== 'dur' &&
      (offset?.[1] === 's' || offset?.[1] === 'ms' || offset?.[1] === 'm' || offset?.[1] === 'h')
    ) {
      const n = Number(value.slice(0, -(offset[1] as string).length));
      seconds[name] = n * { h: 3600, m: 60, s: 1, ms: 0.001 }[offset[1] as 'h' | 'm' | 's' | 'ms'];
    }
  }
  if (seconds.begin !== undefined && seconds.end !== undefined && !(seconds.begin < seconds.end))
    fail('time-order', el, `begin (${el.attrs.begin}) must come before end (${el.attrs.end})`);
}

/** Parses and checks a DAPT document's text; XML that cannot be read is reported under the rule `xml`. */
export function validateDapt(text: string): DaptProblem[] {
  const xml: DaptProblem[] = [];
  const tt = parseXml(text, (line, message) => xml.push({ rule: 'xml', line, message }));
  if (!tt) return [...xml, { rule: 'root', line: 0, message: 'the document has no root element' }];
  return [...xml, ...validateDaptTree(tt)];
}
