import { describe, expect, it } from 'vitest';
import { cueById } from './cue-index';

describe('cueById', () => {
  it('finds a cue among many, and an edit (a new array) is looked up afresh', () => {
    const cues = Array.from({ length: 10_000 }, (_, i) => ({ id: `c${i + 1}`, text: `Cue ${i + 1}` }));
    expect(cueById(cues, 'c9000')?.text).toBe('Cue 9000');
    expect(cueById(cues, 'gone')).toBeUndefined();
    const edited = cues.map((cue) => (cue.id === 'c9000' ? { ...cue, text: 'Edited' } : cue)).slice(1);
    expect(cueById(edited, 'c9000')?.text).toBe('Edited');
    expect(cueById(edited, 'c1')).toBeUndefined();
    expect(cueById(cues, 'c1')?.text).toBe('Cue 1');
  });
});
