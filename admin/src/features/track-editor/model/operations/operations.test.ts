import { describe, expect, it } from 'vitest';
import type { EditorCue } from '../cue-order';
import { deleteCue } from './delete-cue';
import { editText } from './edit-text';
import { findMatches, findReplace } from './find-replace';
import { insertCue } from './insert-cue';
import { mergeWithNext } from './merge-with-next';
import { renameSpeaker, speakersOf } from './rename-speaker';
import { retime } from './retime';
import { setEnd } from './set-end';
import { setSpeaker } from './set-speaker';
import { setStart } from './set-start';
import { shiftCues } from './shift-cues';
import { splitCue } from './split-cue';

const track: EditorCue[] = [
  { id: 'a', startMs: 0, endMs: 2000, text: 'Four score and seven', speaker: 'Lincoln' },
  { id: 'b', startMs: 3000, endMs: 5000, text: 'years ago our fathers', speaker: 'Lincoln' },
  { id: 'c', startMs: 5000, endMs: 8000, text: 'brought forth', speaker: 'Narrator' },
];
const times = (cues: EditorCue[]) => cues.map((cue) => [cue.id, cue.startMs, cue.endMs]);

describe('editText', () => {
  it('changes only the text of one cue', () => {
    const next = editText(track, 'b', 'years ago');
    expect(next[1]).toEqual({ ...track[1], text: 'years ago' });
    expect(next[0]).toBe(track[0]);
  });
  it('returns the same array when nothing changes', () => {
    expect(editText(track, 'b', track[1]!.text)).toBe(track);
    expect(editText(track, 'zzz', 'x')).toBe(track);
  });
});

describe('setSpeaker', () => {
  it('sets and removes a label', () => {
    expect(setSpeaker(track, 'c', ' Host ')[2]!.speaker).toBe('Host');
    expect(setSpeaker(track, 'c', '')[2]).not.toHaveProperty('speaker');
  });
});

describe('splitCue', () => {
  it('splits the text at the caret and the time by character share', () => {
    const next = splitCue(track, 'a', 10, { newId: 'n' });
    expect(next.map((cue) => cue.text)).toEqual(['Four score', 'and seven', ...track.slice(1).map((c) => c.text)]);
    expect(next[0]).toMatchObject({ id: 'a', startMs: 0, endMs: 1053, speaker: 'Lincoln' });
    expect(next[1]).toMatchObject({ id: 'n', startMs: 1053, endMs: 2000, speaker: 'Lincoln' });
  });
  it('splits the time at the playhead when it is inside the cue', () => {
    const next = splitCue(track, 'a', 10, { newId: 'n', atMs: 1500 });
    expect(times(next).slice(0, 2)).toEqual([
      ['a', 0, 1500],
      ['n', 1500, 2000],
    ]);
  });
  it('does nothing with the caret at either end', () => {
    expect(splitCue(track, 'a', 0)).toBe(track);
    expect(splitCue(track, 'a', 99)).toBe(track);
  });
  it('gives the new cue an id unused in the track', () => {
    const next = splitCue(track, 'a', 4);
    const ids = next.map((cue) => cue.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids[1]).toMatch(/^c-[0-9a-f]{10}$/);
  });
});

describe('mergeWithNext', () => {
  it('joins the text and spans both cues', () => {
    const next = mergeWithNext(track, 'a');
    expect(next).toHaveLength(2);
    expect(next[0]).toEqual({
      id: 'a',
      startMs: 0,
      endMs: 5000,
      text: 'Four score and seven years ago our fathers',
      speaker: 'Lincoln',
    });
  });
  it('does nothing on the last cue', () => {
    expect(mergeWithNext(track, 'c')).toBe(track);
  });
});

describe('insertCue', () => {
  it('fills the gap after a cue', () => {
    const next = insertCue(track, 'a', 'after', { newId: 'n' });
    expect(times(next)[1]).toEqual(['n', 2000, 3000]);
    expect(next[1]).toMatchObject({ text: '', speaker: 'Lincoln' });
  });
  it('takes two seconds after a cue with no gap, overlapping', () => {
    expect(times(insertCue(track, 'b', 'after', { newId: 'n' }))[2]).toEqual(['n', 5000, 6000]);
    expect(times(insertCue(track, 'c', 'after', { newId: 'n' }))[3]).toEqual(['n', 8000, 10000]);
  });
  it('fills the gap before a cue', () => {
    expect(times(insertCue(track, 'b', 'before', { newId: 'n' }))[1]).toEqual(['n', 2000, 3000]);
    expect(times(insertCue(track, 'a', 'before', { newId: 'n' }))[0]).toEqual(['n', 0, 1000]);
  });
  it('adds a first cue to an empty track at the given time', () => {
    expect(times(insertCue([], null, 'after', { newId: 'n', atMs: 4200 }))).toEqual([['n', 4200, 6200]]);
  });
});

describe('deleteCue', () => {
  it('removes the cue', () => {
    expect(deleteCue(track, 'b').map((cue) => cue.id)).toEqual(['a', 'c']);
    expect(deleteCue(track, 'zzz')).toBe(track);
  });
});

describe('setStart and setEnd', () => {
  it('moves the start and re-sorts', () => {
    expect(times(setStart(track, 'c', 2500))).toEqual([
      ['a', 0, 2000],
      ['c', 2500, 8000],
      ['b', 3000, 5000],
    ]);
  });
  it('keeps the duration when the start passes the end', () => {
    expect(times(setStart(track, 'a', 2500))[0]).toEqual(['a', 2500, 4500]);
  });
  it('moves the end, refusing one before the start', () => {
    expect(times(setEnd(track, 'a', 2600))[0]).toEqual(['a', 0, 2600]);
    expect(setEnd(track, 'b', 3000)).toBe(track);
  });
});

describe('retime', () => {
  it('snaps edges to neighbouring cues within the threshold', () => {
    expect(times(retime(track, 'b', 2100, 4900))[1]).toEqual(['b', 2000, 5000]);
  });
  it('keeps edges that are farther than the threshold', () => {
    expect(times(retime(track, 'b', 2400, 4500))[1]).toEqual(['b', 2400, 4500]);
  });
  it('refuses an empty span', () => {
    expect(retime(track, 'b', 4000, 4000, 0)).toBe(track);
  });
});

describe('shiftCues', () => {
  it('shifts all cues', () => {
    expect(times(shiftCues(track, null, 1500))).toEqual([
      ['a', 1500, 3500],
      ['b', 4500, 6500],
      ['c', 6500, 9500],
    ]);
  });
  it('shifts only the selected cues and stops at zero', () => {
    expect(times(shiftCues(track, new Set(['b']), -500))[1]).toEqual(['b', 2500, 4500]);
    expect(times(shiftCues(track, null, -9000))[0]).toEqual(['a', 0, 2000]);
  });
});

describe('renameSpeaker', () => {
  it('renames every cue of a speaker and counts speakers', () => {
    const next = renameSpeaker(track, 'Lincoln', 'Abraham Lincoln');
    expect(next.map((cue) => cue.speaker)).toEqual(['Abraham Lincoln', 'Abraham Lincoln', 'Narrator']);
    expect(speakersOf(next)).toEqual([
      { name: 'Abraham Lincoln', count: 2 },
      { name: 'Narrator', count: 1 },
    ]);
  });
  it('removes the label when the new name is empty', () => {
    expect(renameSpeaker(track, 'Narrator', ' ')[2]).not.toHaveProperty('speaker');
  });
});

describe('findReplace', () => {
  const plain = { regex: false, matchCase: false };
  it('counts matches and replaces them, keeping timings', () => {
    const query = { ...plain, find: 'O' };
    expect(findMatches(track, query)).toEqual({ count: 6, cueIds: ['a', 'b', 'c'] });
    const next = findReplace(track, query, '0');
    expect(next.map((cue) => cue.text)).toEqual(['F0ur sc0re and seven', 'years ag0 0ur fathers', 'br0ught f0rth']);
    expect(times(next)).toEqual(times(track));
  });
  it('matches case when asked and treats plain text literally', () => {
    expect(findMatches(track, { find: 'four', regex: false, matchCase: true }).count).toBe(0);
    expect(findReplace(track, { ...plain, find: 'seven' }, '$&$&')[0]!.text).toBe('Four score and $&$&');
  });
  it('supports regular expressions with references', () => {
    const next = findReplace(track, { find: '(\\w+) (forth)', regex: true, matchCase: true }, '$2 $1');
    expect(next[2]!.text).toBe('forth brought');
  });
  it('ignores an invalid pattern', () => {
    expect(findReplace(track, { find: '(', regex: true, matchCase: true }, 'x')).toBe(track);
    expect(findMatches(track, { find: '(', regex: true, matchCase: true }).count).toBe(0);
  });
});
