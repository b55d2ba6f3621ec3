import type { TrackProvenance } from '@shared/schemas/track-provenance';

// How the file page words a track's provenance (issue 30): what made it, then who checked it.

const ENGINES: Record<string, string> = {
  whisper: 'whisper.cpp',
  pocketsphinx: 'PocketSphinx',
  google: 'Google',
  apertium: 'Apertium',
};

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** "Machine: whisper.cpp base.en, edited by 2 people", "Human captioner (Rev)", "Imported", "Written here". */
export function madeBy(p: TrackProvenance): string {
  const engine = p.engine ? [ENGINES[p.engine] ?? p.engine, p.model].filter(Boolean).join(' ') : null;
  const made = {
    machine: engine ? `Machine: ${engine}` : 'Machine',
    human: 'Human captioner (Rev)',
    imported: 'Imported',
    edited: 'Written here',
  }[p.origin];
  if (p.editors === 0) return made;
  return p.origin === 'edited' ? `${made} by ${people(p.editors)}` : `${made}, edited by ${people(p.editors)}`;
}

/** "Verified 99.4 % by Ana on 1 Dec 2026", "Reviewed by …", or what is missing; null when nothing needs saying. */
export function checkedBy(p: TrackProvenance): string | null {
  if (p.verified) {
    const accuracy = p.verified.accuracy === null ? '' : ` ${(p.verified.accuracy * 100).toFixed(1)} %`;
    return `Verified${accuracy} by ${p.verified.by ?? 'a former member'} on ${day(p.verified.at)}`;
  }
  if (p.reviewed) return `Reviewed by ${p.reviewed.by ?? 'a former member'} on ${day(p.reviewed.at)}`;
  return p.origin === 'machine' ? 'Not reviewed: viewers see it as auto-generated' : null;
}
