import { describe, expect, it } from 'vitest';
import { bandsPath, CueBands } from './cue-bands';

const cues = [
  { id: 'a', startMs: 0, endMs: 1000, text: 'A' },
  { id: 'b', startMs: 1500, endMs: 2500, text: 'B' },
];

describe('CueBands', () => {
  it('draws every cue as a bar in one path, on a millisecond scale', () => {
    expect(bandsPath(cues)).toBe('M0 0h1000v1H0zM1500 0h1000v1H1500z');
  });

  it('shows all cues and the selected one while too many are in view, and hides otherwise', () => {
    const parent = document.createElement('div');
    const bands = new CueBands(parent, 60_000);
    const svg = parent.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 60000 1');
    expect(svg.style.display).toBe('none');
    bands.show(cues, 'b');
    const [all, selected] = svg.querySelectorAll('path');
    expect(svg.style.display).toBe('block');
    expect(all?.getAttribute('d')).toBe(bandsPath(cues));
    expect(selected?.getAttribute('d')).toBe('M1500 0h1000v1H1500z');
    bands.show(null, 'b');
    expect(svg.style.display).toBe('none');
  });
});
