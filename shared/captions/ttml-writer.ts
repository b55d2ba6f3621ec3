// TTML writer: one <p> per cue, IMSC 1.1 text profile friendly.
import type { CueNode, Track, WriteResult } from './model';
import { escapeHtml, hasVoice } from './markup';

const TT_NS = 'http://www.w3.org/ns/ttml';

function ttmlClock(ms: number): string {
  const t = Math.max(0, Math.round(ms));
  const h = Math.floor(t / 3600000);
  const m = Math.floor(t / 60000) % 60;
  const s = Math.floor(t / 1000) % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(t % 1000).padStart(3, '0')}`;
}

function renderTtml(nodes: CueNode[], dropped: Set<string>): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += escapeHtml(n.text).replace(/\n/g, '<br/>');
    else if (n.type === 'timestamp') dropped.add('karaoke timestamps');
    else {
      const inner = renderTtml(n.children, dropped);
      if (n.type === 'i') out += `<span tts:fontStyle="italic">${inner}</span>`;
      else if (n.type === 'b') out += `<span tts:fontWeight="bold">${inner}</span>`;
      else if (n.type === 'u') out += `<span tts:textDecoration="underline">${inner}</span>`;
      else if (n.color) out += `<span tts:color="${escapeHtml(n.color)}">${inner}</span>`;
      else if (n.type === 'v') out += `<span ttm:agent="${escapeHtml(n.annotation ?? '')}">${inner}</span>`;
      else out += inner;
    }
  }
  return out;
}

/** Serializes as TTML (IMSC 1.1 text profile friendly). */
export function serializeTtml(track: Track): WriteResult {
  const dropped = new Set<string>();
  const lang = track.language ?? 'en';
  let out =
    `<?xml version="1.0" encoding="UTF-8"?>\n<tt xmlns="${TT_NS}" xmlns:tts="${TT_NS}#styling" xmlns:ttm="${TT_NS}#metadata"` +
    ` xmlns:ttp="${TT_NS}#parameter" ttp:timeBase="media" xml:lang="${escapeHtml(lang)}">\n<head>\n`;
  const regions = track.regions ?? [];
  if (regions.length > 0) {
    out += '<layout>\n';
    for (const r of regions) {
      out += `<region xml:id="${escapeHtml(r.id)}" tts:origin="${r.viewportAnchorX}% ${r.viewportAnchorY}%" tts:extent="${r.width}% ${Math.min(100, r.lines * 6)}%"/>\n`;
    }
    out += '</layout>\n';
  }
  out += '</head>\n<body>\n<div>\n';
  for (const cue of track.cues) {
    let inner = cue.content ? renderTtml(cue.content, dropped) : escapeHtml(cue.text).replace(/\n/g, '<br/>');
    const agent =
      cue.speaker && !(cue.content && hasVoice(cue.content)) ? ` ttm:agent="${escapeHtml(cue.speaker)}"` : '';
    const id = cue.id && /^[A-Za-z_][\w.-]*$/.test(cue.id) ? ` xml:id="${cue.id}"` : '';
    const region = cue.region && regions.some((r) => r.id === cue.region) ? ` region="${escapeHtml(cue.region)}"` : '';
    if (cue.settings) dropped.add('cue line/position settings');
    if (inner === '') inner = '';
    out += `<p${id} begin="${ttmlClock(cue.startMs)}" end="${ttmlClock(cue.endMs)}"${region}${agent}>${inner}</p>\n`;
  }
  if (track.styles?.length) dropped.add('style sheets');
  return { text: `${out}</div>\n</body>\n</tt>\n`, dropped: [...dropped] };
}
