import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EditorCue } from './cue-order';
import { editText } from './operations/edit-text';
import { splitCue } from './operations/split-cue';
import { useTrackEditor } from './use-track-editor';

const cues: EditorCue[] = [
  { id: 'a', startMs: 0, endMs: 1000, text: 'one' },
  { id: 'b', startMs: 1000, endMs: 2000, text: 'two' },
];
const texts = (list: EditorCue[]) => list.map((cue) => cue.text);

function setup() {
  return renderHook(() => useTrackEditor(cues));
}

describe('useTrackEditor', () => {
  it('undoes and redoes every step, without a limit', () => {
    const { result } = setup();
    for (let i = 1; i <= 150; i += 1) act(() => result.current.apply('Edit text', (c) => editText(c, 'a', `v${i}`)));
    expect(result.current.cues[0]!.text).toBe('v150');
    for (let i = 0; i < 150; i += 1) act(() => result.current.undo());
    expect(texts(result.current.cues)).toEqual(['one', 'two']);
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    expect(result.current.cues[0]!.text).toBe('v1');
    expect(result.current.lastChange).toEqual({ label: 'Redo Edit text' });
  });

  it('clears redo when a new edit is made', () => {
    const { result } = setup();
    act(() => result.current.apply('Split cue', (c) => splitCue(c, 'a', 1, { newId: 'n' })));
    act(() => result.current.undo());
    expect(result.current.canRedo).toBe(true);
    expect(result.current.lastChange).toEqual({ label: 'Undo Split cue' });
    act(() => result.current.apply('Edit text', (c) => editText(c, 'b', 'deux')));
    expect(result.current.canRedo).toBe(false);
  });

  it('records nothing for an edit that changes nothing', () => {
    const { result } = setup();
    act(() => result.current.apply('Edit text', (c) => editText(c, 'a', 'one')));
    expect(result.current.canUndo).toBe(false);
  });

  it('joins consecutive edits with the same coalesce key into one step', () => {
    const { result } = setup();
    for (const text of ['o', 'on', 'one!']) {
      act(() => result.current.apply('Edit text', (c) => editText(c, 'b', text), { coalesceKey: 'text:b' }));
    }
    act(() => result.current.apply('Edit text', (c) => editText(c, 'a', 'uno'), { coalesceKey: 'text:a' }));
    act(() => result.current.undo());
    expect(texts(result.current.cues)).toEqual(['one', 'one!']);
    act(() => result.current.undo());
    expect(texts(result.current.cues)).toEqual(['one', 'two']);
    expect(result.current.canUndo).toBe(false);
  });

  it('never undoes remote changes, which reach every snapshot', () => {
    const { result } = setup();
    act(() => result.current.apply('Edit text', (c) => editText(c, 'a', 'mine')));
    act(() =>
      result.current.applyRemote({
        upsert: [
          { id: 'b', startMs: 1000, endMs: 2000, text: 'theirs' },
          { id: 'z', startMs: 500, endMs: 900, text: 'added' },
        ],
        delete: [],
      }),
    );
    expect(texts(result.current.cues)).toEqual(['mine', 'added', 'theirs']);
    act(() => result.current.undo());
    expect(texts(result.current.cues)).toEqual(['one', 'added', 'theirs']);
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    act(() => result.current.applyRemote({ upsert: [], delete: ['z'] }));
    act(() => result.current.undo());
    expect(texts(result.current.cues)).toEqual(['one', 'theirs']);
  });

  it('reset replaces the cues and forgets the history', () => {
    const { result } = setup();
    act(() => result.current.apply('Edit text', (c) => editText(c, 'a', 'mine')));
    act(() => result.current.reset([{ id: 'x', startMs: 0, endMs: 10, text: 'fresh' }]));
    expect(texts(result.current.cues)).toEqual(['fresh']);
    expect(result.current.canUndo).toBe(false);
    expect(result.current.lastChange).toBeNull();
  });
});
