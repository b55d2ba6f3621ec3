import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cue } from '@shared/schemas/embed';
import { type CaptionRules, DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { useTrackEditor } from '../model/use-track-editor';
import { useCaptionProblems } from './use-caption-problems';
import { useFixProblem } from './use-fix-problem';

const EDITED = { origin: 'edited' } as const;
const CUES: Cue[] = [
  { id: 'a', startMs: 0, endMs: 1000, text: 'x'.repeat(34) },
  { id: 'b', startMs: 5000, endMs: 6000, text: 'Fine' },
];

describe('useCaptionProblems', () => {
  it('groups problems by cue and keeps the same answer until the cues or rules change', () => {
    const rules: CaptionRules = DEFAULT_CAPTION_RULES;
    const { result, rerender } = renderHook(({ cues, r }) => useCaptionProblems(cues, r, EDITED), {
      initialProps: { cues: CUES, r: rules },
    });
    const first = result.current.problems;
    expect(result.current.cueIds).toEqual(['a']);
    expect(result.current.byCue.get('a')?.map((p) => p.rule)).toEqual(['cps']);
    rerender({ cues: CUES, r: { ...rules } });
    expect(result.current.problems).toBe(first);
    rerender({ cues: CUES, r: { ...rules, maxCps: 40 } });
    expect(result.current.problems).toEqual([]);
  });
});

describe('useFixProblem', () => {
  it('applies the fix as one undo step named for what it did', () => {
    const { result } = renderHook(() => {
      const editor = useTrackEditor(CUES);
      const quality = useCaptionProblems(editor.cues, DEFAULT_CAPTION_RULES, EDITED);
      return { editor, quality, fix: useFixProblem(editor.apply, DEFAULT_CAPTION_RULES) };
    });
    act(() => result.current.fix(result.current.quality.problems[0]!));
    expect(result.current.editor.cues[0]).toMatchObject({ id: 'a', startMs: 0, endMs: 2000 });
    expect(result.current.quality.problems).toEqual([]);
    expect(result.current.editor.lastChange).toEqual({ label: 'Fit cue 1 to 17 characters per second' });
    act(() => result.current.editor.undo());
    expect(result.current.editor.cues).toEqual(CUES);
  });
});
