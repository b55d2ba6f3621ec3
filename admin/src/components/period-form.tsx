import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface Period {
  from: string;
  to: string;
}

/**
 * The From/To date form of the analytics screens: applies the period on Show (not on every keystroke, so a
 * half-typed date never fetches). `children` are extra actions such as an export button.
 */
export function PeriodForm({
  idPrefix,
  label = 'Period',
  period,
  onShow,
  children,
}: {
  idPrefix: string;
  label?: string;
  period: Period;
  onShow: (period: Period) => void;
  children?: ReactNode;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onShow({ from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') });
  }

  return (
    <form aria-label={label} onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-from`}>From</Label>
        <Input id={`${idPrefix}-from`} name="from" type="date" defaultValue={period.from} className="w-44" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-to`}>To</Label>
        <Input id={`${idPrefix}-to`} name="to" type="date" defaultValue={period.to} className="w-44" />
      </div>
      <Button type="submit" variant="outline">
        Show
      </Button>
      {children}
    </form>
  );
}
