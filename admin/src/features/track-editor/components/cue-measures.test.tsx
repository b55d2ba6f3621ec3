// The selected cue's measures under the player: each line, the reading speed and the duration beside the
// workspace's limits, following the selection and what is being typed.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { axeViolations } from '@/testing/axe-violations';
import { createDraftStore } from '../model/draft-store';
import { createSelectionStore } from '../model/selection-store';
import { CueMeasures } from './cue-measures';

afterEach(cleanup);

const rules = { ...DEFAULT_CAPTION_RULES, maxCharsPerLine: 42, maxLines: 2, maxCps: 17 };
const cues = [
  { id: 'a', startMs: 0, endMs: 4000, text: 'Good morning, and welcome back\nto the second lecture.' },
  { id: 'b', startMs: 4200, endMs: 5000, text: 'Today we ask what happens to sound inside the ear itself.' },
];

function setup(selected: string | null) {
  const selection = createSelectionStore();
  const drafts = createDraftStore();
  selection.set(selected);
  render(<CueMeasures cues={cues} selection={selection} drafts={drafts} rules={rules} />);
  const section = () => screen.getByRole('region', { name: 'Selected cue' });
  const figure = (term: string) => {
    const dt = within(section()).getByText(term, { selector: 'dt' });
    return dt.nextElementSibling!.textContent;
  };
  return { selection, drafts, section, figure };
}

describe('CueMeasures', () => {
  it('says what to do when no cue is selected', () => {
    const { section } = setup(null);
    expect(section()).toHaveTextContent('Select a cue to measure it against the caption rules.');
  });

  it("measures each line, the reading speed and the duration of the selected cue against the workspace's rules", async () => {
    const { section, figure } = setup('a');
    expect(within(section()).getByRole('heading')).toHaveTextContent('Cue 1 of 2');
    expect(figure('Line 1')).toBe('30 / 42');
    expect(figure('Line 2')).toBe('22 / 42');
    expect(figure('Reading speed')).toBe('13.0 / 17 CPS');
    expect(figure('Duration')).toBe('4.0 s (0.83–7.0 s)');
    expect(within(section()).queryByText(/breaks the rule/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('follows the selection and marks the figures that break a rule', () => {
    const { selection, section, figure } = setup('a');
    act(() => selection.set('b'));
    expect(within(section()).getByRole('heading')).toHaveTextContent('Cue 2 of 2');
    expect(figure('Line 1')).toBe('57 / 42 (breaks the rule)');
    expect(figure('Reading speed')).toBe('71.3 / 17 CPS (breaks the rule)');
    expect(figure('Duration')).toBe('0.8 s (at least 0.83 s) (breaks the rule)');
  });

  it('follows what is being typed before it is committed, counting a third line against the two allowed', () => {
    const { drafts, figure } = setup('a');
    act(() => drafts.set('a', 'Good morning\nand welcome\nback'));
    expect(figure('Line 1')).toBe('12 / 42');
    expect(figure('Line 3')).toBe('4 / 42 (breaks the rule: more than 2 lines)more than 2 lines');
    act(() => drafts.clear());
    expect(figure('Line 1')).toBe('30 / 42');
  });
});
