import { minutesFor } from '@shared/billing/minutes-for';
import { Alert } from '@/components/ui/alert';
import { useBalance } from '../api/get-balance';

interface OrderCostProps {
  workspaceId: string;
  open: boolean;
  /** The selected assets: those with a library file are ordered, each paid by its duration. */
  assets: readonly { fileId: string | null; durationMs: number | null }[];
}

export const minutesText = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** The minutes an engine order of the selection costs. */
export function costOf(assets: OrderCostProps['assets']) {
  const files = assets.filter((a) => a.fileId !== null);
  return { files: files.length, minutes: files.reduce((sum, a) => sum + minutesFor(a.durationMs ?? 0), 0) };
}

/** Files ordered, what they cost and the balance, with a warning when the balance covers only part. */
export function OrderCost({ workspaceId, open, assets }: OrderCostProps) {
  const balance = useBalance(workspaceId, open);
  const { files, minutes } = costOf(assets);
  const skipped = assets.length - files;
  const short = balance.data !== undefined && balance.data < minutes;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Files</dt>
        <dd>
          {files}
          {skipped > 0 ? ` (${skipped} not in the library: import ${skipped === 1 ? 'it' : 'them'} first)` : ''}
        </dd>
        <dt className="text-muted-foreground">Cost</dt>
        <dd>{minutesText(minutes)}</dd>
        <dt className="text-muted-foreground">Balance</dt>
        <dd>{balance.data === undefined ? (balance.isError ? 'Unknown' : 'Loading…') : minutesText(balance.data)}</dd>
      </dl>
      {short ? (
        <Alert>
          The balance covers only part of this: files are ordered in the order shown until the minutes run out, and the
          rest are reported as not ordered.
        </Alert>
      ) : null}
    </>
  );
}
