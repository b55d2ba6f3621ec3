import { describe, expect, it } from 'vitest';
import type { Cue } from '@shared/schemas/embed';
import { changesBetween, cueMap } from './cue-changes';
import { makeCues } from './testing';

describe('changesBetween', () => {
  const saved = makeCues(10_000);

  it('finds the one edited cue of 10,000, whether the editor kept the other cue objects or copied them', () => {
    const edited = saved.map((cue) => (cue.id === 'c4321' ? { ...cue, text: 'Edited' } : cue));
    expect(changesBetween(cueMap(saved), edited)).toEqual({ upsert: [edited[4320]], delete: [] });
    const copied = edited.map((cue) => ({ ...cue }));
    expect(changesBetween(cueMap(saved), copied)).toEqual({ upsert: [edited[4320]], delete: [] });
  });

  it('reports added cues, removed ids and a speaker or timing change; nothing for the same cues', () => {
    const [first, second, third] = makeCues(3) as [Cue, Cue, Cue];
    const before = cueMap([first, second, third]);
    const added = { id: 'new', startMs: 500, endMs: 800, text: 'New' };
    const after = [first, added, { ...third, speaker: 'Ada' }];
    expect(changesBetween(before, after)).toEqual({ upsert: [added, after[2]], delete: ['c2'] });
    expect(changesBetween(before, [first, { ...second, endMs: 1950 }])).toEqual({
      upsert: [{ ...second, endMs: 1950 }],
      delete: ['c3'],
    });
    expect(changesBetween(before, [first, second, third])).toEqual({ upsert: [], delete: [] });
  });
});
