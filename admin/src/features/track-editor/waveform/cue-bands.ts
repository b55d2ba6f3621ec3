import type { Cue } from '@shared/schemas/embed';

const SVG = 'http://www.w3.org/2000/svg';

/** One SVG path of `cues` as bars on a `0..totalMs` × `0..1` box (one element, however many cues). */
export function bandsPath(cues: readonly Cue[]): string {
  const parts: string[] = [];
  for (const cue of cues) parts.push(`M${cue.startMs} 0h${Math.max(1, cue.endMs - cue.startMs)}v1H${cue.startMs}z`);
  return parts.join('');
}

/**
 * All cues as one SVG drawing over the waveform, shown when too many are in view to be regions (zoomed out far
 * on a long track), so the cues stay visible without thousands of DOM nodes.
 */
export class CueBands {
  private readonly svg: SVGSVGElement;
  private readonly all: SVGPathElement;
  private readonly selected: SVGPathElement;
  private drawn: readonly Cue[] | null = null;
  private drawnSelection: Cue | null | undefined;

  constructor(parent: HTMLElement, totalMs: number) {
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('viewBox', `0 0 ${Math.max(1, totalMs)} 1`);
    this.svg.setAttribute('preserveAspectRatio', 'none');
    Object.assign(this.svg.style, {
      position: 'absolute',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      display: 'none',
    });
    this.all = this.path('color-mix(in oklch, var(--primary) 22%, transparent)');
    this.selected = this.path('color-mix(in oklch, var(--primary) 55%, transparent)');
    parent.append(this.svg);
  }

  /** Shows `cues` (redrawn only when the cue list changed) or hides the drawing when `cues` is null. */
  show(cues: readonly Cue[] | null, selectedId: string | null): void {
    this.svg.style.display = cues ? 'block' : 'none';
    if (!cues) return;
    if (cues !== this.drawn) {
      this.all.setAttribute('d', bandsPath(cues));
      this.drawn = cues;
      this.drawnSelection = undefined;
    }
    const selection = selectedId === null ? null : (cues.find((cue) => cue.id === selectedId) ?? null);
    if (selection !== this.drawnSelection) {
      this.selected.setAttribute('d', selection ? bandsPath([selection]) : '');
      this.drawnSelection = selection;
    }
  }

  destroy(): void {
    this.svg.remove();
  }

  private path(fill: string): SVGPathElement {
    const path = document.createElementNS(SVG, 'path');
    path.style.fill = fill;
    this.svg.append(path);
    return path;
  }
}
