import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkCaptionProblems } from '@shared/captions/quality-problems';
import { DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { CueProblems } from './cue-problems';
import { ProblemsPanel } from './problems-panel';

const CUES = [
  { id: 'a', startMs: 0, endMs: 1000, text: 'Four score and seven years ago our' },
  { id: 'b', startMs: 3000, endMs: 5000, text: 'fathers brought forth' },
  { id: 'c', startMs: 5040, endMs: 5400, text: 'on' },
  { id: 'd', startMs: 8000, endMs: 10_000, text: '<i>continent' },
];
const PROBLEMS = checkCaptionProblems(CUES, DEFAULT_CAPTION_RULES);

function renderPanel(problems = PROBLEMS) {
  const onSelect = vi.fn();
  const onFix = vi.fn();
  const view = render(<ProblemsPanel problems={problems} onSelect={onSelect} onFix={onFix} />);
  return { onSelect, onFix, view, user: userEvent.setup() };
}

describe('ProblemsPanel', () => {
  it('counts problems by rule', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Problems (4)' })).toBeInTheDocument();
    const counts = within(screen.getByRole('list', { name: 'Problems by rule' })).getAllByRole('button');
    expect(counts.map((b) => b.textContent)).toEqual([
      'Reading speed too fast: 1',
      'Shown too briefly: 1',
      'Gap too small: 1',
      'Unbalanced tags: 1',
    ]);
  });

  it('names each fix for what it does and calls back with the problem, then announces it', async () => {
    const { onFix, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Fit cue 1 to 17 characters per second' }));
    expect(onFix).toHaveBeenCalledWith(PROBLEMS[0]);
    expect(screen.getByRole('status')).toHaveTextContent('Fixed: Fit cue 1 to 17 characters per second');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Close the tags of cue 4' })).toBeInTheDocument();
  });

  it('goes to the cue of a problem', async () => {
    const { onSelect, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Go to cue 3' }));
    expect(onSelect).toHaveBeenCalledWith('c');
  });

  it('filters the list to one rule and back', async () => {
    const { user } = renderPanel();
    const gap = screen.getByRole('button', { name: 'Gap too small: 1' });
    await user.click(gap);
    expect(gap).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('list', { name: 'Gap too small problems' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Close the gap after cue 2' })).toBeInTheDocument();
    await user.click(gap);
    expect(within(screen.getByRole('list', { name: 'All problems' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('moves focus to the next problem once a fixed one leaves the list', async () => {
    const { view, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Fit cue 1 to 17 characters per second' }));
    view.rerender(<ProblemsPanel problems={PROBLEMS.slice(1)} onSelect={vi.fn()} onFix={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Close the gap after cue 2' })).toHaveFocus();
  });

  it('shows a long list a hundred at a time', async () => {
    const many = checkCaptionProblems(
      Array.from({ length: 130 }, (_, i) => ({ id: `c${i}`, startMs: i * 1000, endMs: i * 1000 + 900, text: '' })),
      DEFAULT_CAPTION_RULES,
    );
    const { user } = renderPanel(many);
    // Counted by element: role queries over a hundred rows are slow in jsdom.
    const list = screen.getByRole('list', { name: 'All problems' });
    expect(list.children).toHaveLength(100);
    expect(list).not.toHaveTextContent('Delete empty cue 130');
    await user.click(screen.getByRole('button', { name: 'Show 30 more of 30' }));
    expect(list.children).toHaveLength(130);
    expect(list).toHaveTextContent('Delete empty cue 130');
  });

  it('shows readers the problems without fix buttons', () => {
    render(<ProblemsPanel problems={PROBLEMS} onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Go to cue 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Fit cue/ })).toBeNull();
  });

  it('says so when there is nothing to fix', () => {
    renderPanel([]);
    expect(screen.getByText(/every caption follows the workspace's rules/)).toBeInTheDocument();
  });
});

describe('CueProblems', () => {
  it('shows the count as a badge that opens the messages and the fixes of one cue', async () => {
    const onFix = vi.fn();
    const user = userEvent.setup();
    const problems = checkCaptionProblems(
      [{ id: 'a', startMs: 0, endMs: 300, text: '<b>Four score and seven years ago our fathers brought' }],
      DEFAULT_CAPTION_RULES,
    );
    render(<CueProblems problems={problems} onFix={onFix} />);
    const badge = screen.getByRole('button', { name: 'Cue 1: 4 problems' });
    expect(badge).toHaveTextContent('4');
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(badge);
    const list = screen.getByRole('list', { name: 'Cue 1: 4 problems' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(['Line too long', 'Reading speed too fast', 'Shown too briefly', 'Unbalanced tags']);
    await user.click(screen.getByRole('button', { name: 'Rebalance the lines of cue 1' }));
    expect(onFix).toHaveBeenCalledWith(problems[0]);
    // The fix closes the popover, and focus goes back to the badge.
    expect(screen.queryByRole('list')).toBeNull();
    expect(badge).toHaveFocus();
  });

  it('shows no fix buttons to readers and nothing for a cue without problems', async () => {
    const problems = checkCaptionProblems([{ id: 'a', startMs: 0, endMs: 300, text: 'Hi' }], DEFAULT_CAPTION_RULES);
    const { container, rerender } = render(<CueProblems problems={problems} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Cue 1: 1 problem$/ }));
    expect(screen.getByText(/Shown for 0.3 s/)).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    rerender(<CueProblems problems={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
