// Track model → WebVTT text.
import type { Cue, CueNode, CueSettings, Region, Track, WriteResult } from '../model';
import { hasVoice } from '../markup';
import { formatClock } from '../time';
import { EXTENDED_NOTE } from './extended-note';

function escapeVtt(s: string): string {
  // Fast path for the common case of text without special characters.
  if (s.indexOf('&') === -1 && s.indexOf('<') === -1 && s.indexOf('>') === -1) return s;
  return s.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

function escapeAnnotation(s: string): string {
  return s.replace(/[&>\n\r]/g, (c) => (c === '&' ? '&amp;' : c === '>' ? '&gt;' : ' '));
}

/** Renders a content tree as WebVTT cue text markup. */
export function renderCueText(nodes: CueNode[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += escapeVtt(n.text);
    else if (n.type === 'timestamp') out += `<${formatClock(n.ms, '.')}>`;
    else {
      const classes = n.classes && n.classes.length > 0 ? `.${n.classes.join('.')}` : '';
      // Colours from SRT/TTML ride along as a class named after the colour (e.g. `.yellow`).
      const colorClass = n.color && /^[a-zA-Z]+$/.test(n.color) ? `.${n.color.toLowerCase()}` : '';
      const annotation = n.type === 'v' || n.type === 'lang' ? ` ${escapeAnnotation(n.annotation ?? '')}` : '';
      const tag = n.type;
      out += `<${tag}${classes}${colorClass}${annotation.trimEnd()}>${renderCueText(n.children)}</${tag}>`;
    }
  }
  return out;
}

function settingsText(s: CueSettings | undefined, region: string | undefined): string {
  let out = '';
  if (region !== undefined) out += ` region:${region}`;
  if (!s) return out;
  if (s.vertical) out += ` vertical:${s.vertical}`;
  if (s.line !== undefined) {
    out += ` line:${s.snapToLines === false ? `${s.line}%` : s.line}`;
    if (s.lineAlign) out += `,${s.lineAlign}`;
  }
  if (s.position !== undefined) out += ` position:${s.position}%${s.positionAlign ? `,${s.positionAlign}` : ''}`;
  if (s.size !== undefined) out += ` size:${s.size}%`;
  if (s.align) out += ` align:${s.align}`;
  return out;
}

function regionBlock(r: Region): string {
  return (
    `REGION\nid:${r.id}\nwidth:${r.width}%\nlines:${r.lines}\n` +
    `regionanchor:${r.regionAnchorX}%,${r.regionAnchorY}%\nviewportanchor:${r.viewportAnchorX}%,${r.viewportAnchorY}%` +
    (r.scroll ? `\nscroll:${r.scroll}` : '')
  );
}

/** Cue text as WebVTT: markup for content and speaker, no blank lines, no "-->". */
export function vttCueText(cue: Cue): string {
  let body = cue.content ? renderCueText(cue.content) : escapeVtt(cue.text);
  if (cue.speaker && !(cue.content && hasVoice(cue.content))) body = `<v ${escapeAnnotation(cue.speaker)}>${body}`;
  if (body.indexOf('\n\n') !== -1 || body.indexOf('\r') !== -1) {
    body = body
      .split(/\r\n|\r|\n/)
      .filter((l) => l !== '')
      .join('\n');
  }
  return body;
}

/**
 * Serializes a track as WebVTT. Blocks are collected and joined once: one flat string of the final length, where
 * `+=` built a tree of a few hundred thousand pieces that the garbage collector and the first reader (encoding
 * the answer) then had to flatten (docs/captions.md, "Serialising WebVTT").
 */
export function serializeWebVtt(track: Track): WriteResult {
  const blocks: string[] = ['WEBVTT'];
  const dropped: string[] = [];
  const regionIds = new Set<string>();
  for (const style of track.styles ?? []) blocks.push(`STYLE\n${style}`);
  for (const r of track.regions ?? []) {
    if (r.id === '' || /\s|-->/.test(r.id)) continue;
    regionIds.add(r.id);
    blocks.push(regionBlock(r));
  }
  for (const cue of track.cues) {
    if (cue.extended) blocks.push(EXTENDED_NOTE);
    // Most cues are plain text with times only: write them without the general path's checks.
    if (
      cue.id === undefined &&
      cue.content === undefined &&
      cue.speaker === undefined &&
      cue.settings === undefined &&
      cue.region === undefined &&
      cue.text.indexOf('\n\n') === -1 &&
      cue.text.indexOf('\r') === -1
    ) {
      blocks.push(formatClock(cue.startMs, '.') + ' --> ' + formatClock(cue.endMs, '.') + '\n' + escapeVtt(cue.text));
      continue;
    }
    const id = cue.id && cue.id.indexOf('-->') === -1 && !/[\r\n]/.test(cue.id) ? `${cue.id}\n` : '';
    const region = cue.region !== undefined && regionIds.has(cue.region) ? cue.region : undefined;
    blocks.push(
      `${id}${formatClock(cue.startMs, '.')} --> ${formatClock(cue.endMs, '.')}${settingsText(cue.settings, region)}\n` +
        vttCueText(cue),
    );
  }
  return { text: blocks.join('\n\n') + '\n\n', dropped };
}
