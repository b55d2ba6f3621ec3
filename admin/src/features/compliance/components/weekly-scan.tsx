import { Button } from '@/components/ui/button';
import { useScanSchedule } from '../api/get-scan-schedule';
import { useStopScanSchedule } from '../api/stop-scan-schedule';

interface WeeklyScanProps {
  workspaceId: string;
  /** The caller may start and stop scans (shared/permissions/compliance). */
  canScan: boolean;
}

const nextFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const sites = (urls: string[]) => [...new Set(urls.map((u) => new URL(u).host))].join(', ');

/** The workspace's weekly scan, when it has one: what it scans, when it next runs, and Stop. */
export function WeeklyScan({ workspaceId, canScan }: WeeklyScanProps) {
  const schedule = useScanSchedule(workspaceId);
  const stop = useStopScanSchedule(workspaceId);
  if (!schedule.data) return null;
  const { urls, nextRunAt } = schedule.data;
  return (
    <div className="bg-muted/40 mb-2 flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
      <p>
        <span className="font-medium">Weekly scan</span> of {sites(urls)}
        {urls.length > 1 ? ` (${urls.length} addresses)` : ''}. Next: {nextFormat.format(new Date(nextRunAt))}.
      </p>
      {canScan ? (
        <Button variant="outline" size="sm" disabled={stop.isPending} onClick={() => stop.mutate()}>
          Stop weekly scan
        </Button>
      ) : null}
    </div>
  );
}
