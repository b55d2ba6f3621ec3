import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { VerifyEmailNotice } from '@/components/billing/verify-email-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import { downloadCsv } from '@/lib/csv';
import { allCreditEntries, useCredit } from '../api/get-credit';
import { useCreditWarning } from '../api/get-credit-warning';
import { describeError } from './describe-error';
import { type CreditKind, filteredEntries, KIND_LABELS, ledgerCsv, type LedgerFilter } from './ledger';
import { LowBalanceForm } from './low-balance-form';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const minutes = (n: number) => `${n.toLocaleString()} ${Math.abs(n) === 1 ? 'minute' : 'minutes'}`;
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** `settings/credit`: the minutes balance, its warning threshold and the ledger. */
export function CreditScreen() {
  const { workspaceId = '' } = useParams();
  const credit = useCredit(workspaceId);
  const warning = useCreditWarning(workspaceId);
  const [filter, setFilter] = useState<LedgerFilter>({ kind: '', from: '', to: '' });
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const entries = filteredEntries(await allCreditEntries(workspaceId), filter);
      downloadCsv(`credit-${workspaceId}.csv`, ledgerCsv(entries));
    } catch (error) {
      toast.error(`Could not export the ledger. ${describeError(error)}`);
    } finally {
      setExporting(false);
    }
  }

  if (credit.isPending || warning.isPending) {
    return (
      <section className="mx-auto max-w-4xl" aria-busy="true">
        <h1 className="text-2xl font-semibold">Credit</h1>
        <p>Loading the balance…</p>
      </section>
    );
  }
  if (credit.isError || warning.isError) {
    return (
      <section className="mx-auto max-w-4xl space-y-4">
        <h1 className="text-2xl font-semibold">Credit</h1>
        <Alert variant="destructive">
          The balance could not be loaded. {describeError(credit.error ?? warning.error)}
        </Alert>
      </section>
    );
  }
  const { balance, freeMinutes, admins, canChangePlan } = credit.data.pages[0]!;
  const threshold = warning.data.lowBalanceMinutes;
  const entries = filteredEntries(
    credit.data.pages.flatMap((p) => p.entries),
    filter,
  );
  const set = (key: keyof LedgerFilter) => (event: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: event.target.value }));

  return (
    <section className="mx-auto max-w-4xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Credit</h1>
        <p className="text-muted-foreground">
          Transcription, alignment, translation, audio description and voiceover jobs spend minutes: the file’s
          duration, rounded up. A job that fails or is cancelled gives its minutes back.
        </p>
      </div>
      <div className="bg-card rounded-lg border p-4">
        {/* A term and its value, not a heading: axe's p-as-heading flags a large bold paragraph. */}
        <dl>
          <dt className="text-muted-foreground text-sm">Balance</dt>
          <dd className="text-3xl font-semibold">{minutes(balance)}</dd>
        </dl>
        {freeMinutes.state === 'granted' ? (
          <p className="text-muted-foreground mt-1 text-sm">
            The plan adds {minutes(freeMinutes.minutesPerPeriod)} on the first of each month (UTC); what is left of them
            expires on {dayFormat.format(new Date(freeMinutes.periodEnd))}. Granted, bought and referral minutes do not
            expire.
          </p>
        ) : null}
      </div>
      {freeMinutes.state === 'needs_verified_email' ? (
        <VerifyEmailNotice
          isAdmin={canChangePlan}
          admins={admins}
          minutesPerPeriod={freeMinutes.minutesPerPeriod}
          onRecheck={() => credit.refetch()}
        />
      ) : null}
      {threshold !== null && balance < threshold ? (
        <Alert variant="destructive">
          The balance is below your warning threshold of {minutes(threshold)}. New jobs are refused once it cannot cover
          them.
        </Alert>
      ) : null}
      <LowBalanceForm workspaceId={workspaceId} current={threshold} />
      <section aria-labelledby="ledger-title" className="space-y-3">
        <h2 id="ledger-title" className="text-lg font-semibold">
          Ledger
        </h2>
        <form
          aria-label="Filter the ledger"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="grid gap-1">
            <Label htmlFor="ledger-kind">Kind</Label>
            <NativeSelect id="ledger-kind" value={filter.kind} onChange={set('kind')} className="w-44">
              <option value="">All kinds</option>
              {(Object.keys(KIND_LABELS) as CreditKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="ledger-from">From</Label>
            <Input id="ledger-from" type="date" value={filter.from} onChange={set('from')} className="w-44" />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="ledger-to">To</Label>
            <Input id="ledger-to" type="date" value={filter.to} onChange={set('to')} className="w-44" />
          </div>
          <Button type="button" variant="outline" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        </form>
        {entries.length === 0 ? (
          <p>No entries match.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Ledger entries, newest first</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4">
                  Kind
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Minutes
                </th>
                <th scope="col" className="py-2">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b last:border-0">
                  <td className="py-2 pr-4">
                    <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time>
                  </td>
                  <td className="py-2 pr-4">{KIND_LABELS[entry.kind]}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {entry.minutes > 0 ? `+${entry.minutes}` : `−${-entry.minutes}`}
                  </td>
                  <td className="py-2">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {credit.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            disabled={credit.isFetchingNextPage}
            onClick={() => void credit.fetchNextPage()}
          >
            {credit.isFetchingNextPage ? 'Loading…' : 'Load older entries'}
          </Button>
        ) : null}
      </section>
    </section>
  );
}
