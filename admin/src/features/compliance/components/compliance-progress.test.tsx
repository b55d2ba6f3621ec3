import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComplianceSummary } from '@shared/schemas/compliance';
import { ComplianceProgress } from './compliance-progress';

type Day = ComplianceSummary['history'][number];
const day = (d: string, assets: number, conforming: number, exempt: number, target: Day['target'] = 'AA'): Day => ({
  day: d,
  target,
  assets,
  conforming,
  exempt,
});

const tableRows = () =>
  within(screen.getByRole('table', { name: 'Progress over time', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .map((row) => row.textContent);

describe('the compliance progress chart', () => {
  it('charts conforming, exempt and failing a day, the days without a change keeping the day before’s', () => {
    render(
      <ComplianceProgress history={[day('2026-11-28', 5, 1, 0), day('2026-11-30', 6, 3, 1)]} today="2026-12-01" />,
    );
    const figure = screen.getByRole('figure', { name: 'Progress over time' });
    expect(figure).toHaveTextContent('Since 2026-11-28: conforming 1 → 3, exempt 0 → 1, failing 4 → 2.');
    // The text alternative: the same numbers, one row a day up to today.
    expect(tableRows()).toEqual([
      'Day (UTC)ConformingExemptFailing',
      '2026-11-28104',
      '2026-11-29104',
      '2026-11-30312',
      '2026-12-01312',
    ]);
  });

  it('tells the lines apart by dash pattern and point shape as well as colour', () => {
    const { container } = render(
      <ComplianceProgress history={[day('2026-11-30', 2, 1, 0), day('2026-12-01', 2, 2, 0)]} today="2026-12-01" />,
    );
    const legend = [...container.querySelectorAll('[data-series]')];
    expect(legend.map((item) => item.textContent)).toEqual(['Conforming', 'Exempt', 'Failing']);
    const look = legend.map((item) => {
      const line = item.querySelector('line')!;
      const marker = item.querySelector('circle, rect, polygon')!;
      return `${line.getAttribute('stroke-dasharray') ?? 'solid'} ${marker.tagName} ${line.getAttribute('stroke')}`;
    });
    expect(new Set(look.map((l) => l.split(' ').slice(0, -1).join(' '))).size).toBe(3);
    expect(look.map((l) => l.split(' ').at(-1))).toEqual(['var(--chart-2)', 'var(--chart-1)', 'var(--chart-3)']);
    // The drawing is for the eye; the table and the summary say the same to everyone.
    expect(legend[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('with one day of history shows that day as a single point and says so', () => {
    render(<ComplianceProgress history={[day('2026-12-01', 6, 3, 1)]} today="2026-12-01" />);
    expect(screen.getByRole('figure', { name: 'Progress over time' })).toHaveTextContent(
      'Only one day so far (2026-12-01): 3 conforming, 1 exempt, 2 failing. The chart gains a point a day.',
    );
    expect(tableRows()).toEqual(['Day (UTC)ConformingExemptFailing', '2026-12-01312']);
  });

  it('names a change of target, which moves the figures without any asset changing', () => {
    render(
      <ComplianceProgress
        history={[day('2026-11-30', 4, 3, 0), day('2026-12-01', 4, 1, 0, 'AAA')]}
        today="2026-12-01"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Progress over time' })).toHaveTextContent(
      'Since 2026-11-30: conforming 3 → 1, exempt 0, failing 1 → 3. The target changed to Level AAA on 2026-12-01.',
    );
  });

  it('without history says there is nothing to chart instead of drawing an empty chart', () => {
    render(<ComplianceProgress history={[]} today="2026-12-01" />);
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByText(/No change in the period yet/)).toBeInTheDocument();
  });
});
