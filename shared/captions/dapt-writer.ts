// DAPT writer: one Script Event (<div>) per cue holding one Text (<p>), speakers as Characters (docs/captions.md, "DAPT").
import type { Cue, CueNode, Track, WriteResult } from './model';
import { escapeHtml } from './markup';
import {
  DAPT_CONTENT_PROFILE,
  DAPT_METADATA,
  DAPTM_NS,
  generatedEventId,
  isXmlId,
  MEDIA_ACCESS_NS,
  SCRIPT_TYPES,
  TT_NS,
} from './dapt-model';
import { isContentDescriptor } from './dapt-validate';

export interface DaptWriteOptions {
  /** The track's kind: `descriptions` makes an audio description script, anything else a dialogue transcript. */
  kind?: string;
}

function clock(ms: number): string {
  const t = Math.max(0, Math.round(ms));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(t / 3600000))}:${two(Math.floor(t / 60000) % 60)}:${two(Math.floor(t / 1000) % 60)}.${String(t % 1000).padStart(3, '0')}`;
}

function attrValue(s: string): string {
  return escapeHtml(s).replace(/"/g, '&quot;');
}

// DAPT Text is plain character content: only the voice of a WebVTT `<v>` span survives, as the Character.
function styled(nodes: CueNode[]): boolean {
  return nodes.some((n) => n.type !== 'text' && (n.type !== 'v' || styled(n.children)));
}

function voiceOf(nodes: CueNode[]): string | undefined {
  for (const n of nodes) {
    if (n.type === 'text' || n.type === 'timestamp') continue;
    if (n.type === 'v' && n.annotation) return n.annotation;
    const inner = voiceOf(n.children);
    if (inner) return inner;
  }
  return undefined;
}

/** A whole-cue sound description such as "[door slams]" represents non-dialogue sound. */
function isSoundCue(cue: Cue): boolean {
  return /^\s*[[(][^\])]*[\])]\s*$/.test(cue.text);
}

function isDescriptions(track: Track, kind: string | undefined): boolean {
  if (kind) return kind === 'descriptions';
  const represents = track.metadata?.[DAPT_METADATA.scriptRepresents];
  if (represents) return represents.split(/\s+/).some((d) => d.startsWith('visual'));
  return track.cues.some((c) => c.extended);
}

/** Serialises a track as a DAPT document (DAPT 1.0 content profile). */
export function serializeDapt(track: Track, options: DaptWriteOptions = {}): WriteResult {
  const dropped = new Set<string>();
  const descriptions = isDescriptions(track, options.kind);
  const lang = track.language?.trim() || 'und';
  // A script read from DAPT keeps what it said it represents and its type, unless a kind says otherwise.
  const kept = (key: keyof typeof DAPT_METADATA, valid: (v: string) => boolean) => {
    const value = options.kind ? undefined : track.metadata?.[DAPT_METADATA[key]]?.trim();
    return value && valid(value) ? value : undefined;
  };
  const scriptRepresents =
    kept('scriptRepresents', (v) => v.split(/\s+/).every(isContentDescriptor)) ??
    (descriptions
      ? 'visual.nonText'
      : options.kind === 'subtitles'
        ? 'audio.dialogue'
        : 'audio.dialogue audio.nonDialogueSounds');
  const scriptType =
    kept('scriptType', (v) => (SCRIPT_TYPES as readonly string[]).includes(v)) ??
    (descriptions ? 'preRecording' : 'originalTranscript');
  const descriptors = scriptRepresents.split(/\s+/);
  const eventRepresents = descriptors[0] as string;
  // Descriptions of a scene have no inherent language (zxx); a transcript's text is in the language spoken.
  const langSrc = descriptions ? 'zxx' : lang === 'und' ? '' : lang;

  const characters = new Map<string, string>();
  const speakerOf = (cue: Cue) => cue.speaker ?? (cue.content ? voiceOf(cue.content) : undefined);
  for (const cue of track.cues) {
    const speaker = speakerOf(cue);
    if (speaker && !characters.has(speaker)) characters.set(speaker, `character_${characters.size + 1}`);
  }

  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<tt xmlns="${TT_NS}" xmlns:ttp="${TT_NS}#parameter" xmlns:ttm="${TT_NS}#metadata" xmlns:daptm="${DAPTM_NS}"` +
      ` xmlns:mam="${MEDIA_ACCESS_NS}" ttp:contentProfiles="${DAPT_CONTENT_PROFILE}" ttp:timeBase="media"` +
      ` xml:lang="${attrValue(lang)}" daptm:langSrc="${attrValue(langSrc)}"` +
      ` daptm:scriptRepresents="${attrValue(scriptRepresents)}" daptm:scriptType="${attrValue(scriptType)}">`,
  ];
  if (track.title || characters.size > 0) {
    lines.push('<head>', '<metadata>');
    if (track.title) lines.push(`<ttm:title>${escapeHtml(track.title)}</ttm:title>`);
    for (const [name, id] of characters) {
      lines.push(
        `<ttm:agent type="character" xml:id="${id}"><ttm:name type="alias">${escapeHtml(name)}</ttm:name></ttm:agent>`,
      );
    }
    lines.push('</metadata>', '</head>');
  }
  lines.push('<body>');
  // Every Script Event needs an id unique in the document, characters' ids included.
  const used = new Set<string>(characters.values());
  track.cues.forEach((cue, i) => {
    let id = cue.id !== undefined && isXmlId(cue.id) && !used.has(cue.id) ? cue.id : generatedEventId(i);
    while (used.has(id)) id = `${id}_`;
    used.add(id);
    const speaker = speakerOf(cue);
    const agent = speaker ? ` ttm:agent="${characters.get(speaker)}"` : '';
    const represents =
      !descriptions && isSoundCue(cue) && descriptors.includes('audio.nonDialogueSounds')
        ? 'audio.nonDialogueSounds'
        : eventRepresents;
    if (cue.content && styled(cue.content)) dropped.add('styling (DAPT text is written plain)');
    if (cue.content?.some((n) => n.type === 'timestamp')) dropped.add('karaoke timestamps');
    if (cue.settings) dropped.add('cue line/position settings');
    if (cue.region) dropped.add('regions');
    const extended = cue.extended ? '<metadata mam:extended="true"/>' : '';
    const text = escapeHtml(cue.text).replace(/\n/g, '<br/>');
    lines.push(
      `<div xml:id="${attrValue(id)}" begin="${clock(cue.startMs)}" end="${clock(cue.endMs)}"${agent}` +
        ` daptm:represents="${attrValue(represents)}">${extended}<p>${text}</p></div>`,
    );
  });
  lines.push('</body>', '</tt>', '');
  if (track.styles?.length) dropped.add('style sheets');
  return { text: lines.join('\n'), dropped: [...dropped] };
}
