import { useRef, useState } from 'react';
import type { ComplianceScan } from '@shared/schemas/compliance-scans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { scanActive, useComplianceScans } from '../api/get-compliance-scans';
import { ScanDialog } from './scan-dialog';
import { WeeklyScan } from './weekly-scan';

interface ComplianceScansProps {
  workspaceId: string;
  /** The caller may start scans (shared/permissions/compliance). */
  canScan: boolean;
}

const STATUS_TEXT: Record<ComplianceScan['status'], string> = {
  queued: 'Waiting to start',
  running: 'Scanning',
  succeeded: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const hosts = (scan: ComplianceScan) =>
  [...new Set(scan.urls.map((u) => new URL(u).host))].join(', ') || plural(scan.urls.length, 'address', 'addresses');

/** A scan in one sentence: how far it got and what it found. */
function sentence(scan: ComplianceScan) {
  const pages = `${scan.pagesDone} of ${plural(scan.pagesTotal, 'page', 'pages')} read`;
  const found = `${plural(scan.assetsFound, 'media item', 'media items')} found`;
  const failed = scan.failures.length > 0 ? `, ${plural(scan.failures.length, 'page', 'pages')} not scanned` : '';
  if (scan.status === 'failed') return `Failed: ${scan.error ?? 'something went wrong'}`;
  if (scan.status === 'queued') return STATUS_TEXT.queued;
  return `${STATUS_TEXT[scan.status]}: ${pages}, ${found}${failed}`;
}

/** The status region's words: said when a scan starts, ends or fails, not at every page. */
function announcement(scans: ComplianceScan[]) {
  const latest = scans[0];
  if (!latest) return '';
  if (scanActive(latest)) return `Scan of ${hosts(latest)} ${latest.status === 'queued' ? 'queued' : 'running'}`;
  return `Scan of ${hosts(latest)}: ${sentence(latest)}`;
}

/** Web scans: start one, follow its progress, see the pages that failed and why. */
export function ComplianceScans({ workspaceId, canScan }: ComplianceScansProps) {
  const scans = useComplianceScans(workspaceId);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const list = scans.data?.scans ?? [];
  return (
    <section aria-labelledby="compliance-scans-heading" className="mb-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="compliance-scans-heading" className="text-lg font-semibold">
          Web scans
        </h2>
        {canScan ? (
          <Button ref={opener} variant="outline" onClick={() => setOpen(true)}>
            Scan web pages
          </Button>
        ) : null}
      </div>
      <WeeklyScan workspaceId={workspaceId} canScan={canScan} />
      <p role="status" className="sr-only">
        {announcement(list)}
      </p>
      {scans.isError ? (
        <Alert variant="destructive">The scans could not be loaded. {scans.error.message}</Alert>
      ) : scans.isPending ? null : list.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No scans yet. Scan your site’s pages to add the media on them to the ledger.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Recent scans">
          {list.map((scan) => (
            <li key={scan.id} className="grid gap-1 rounded-md border p-3 text-sm">
              <p className="font-medium break-words">
                {hosts(scan)} <span className="text-muted-foreground font-normal">· {scan.createdAt.slice(0, 10)}</span>
              </p>
              <p>{sentence(scan)}</p>
              {scanActive(scan) && scan.pagesTotal > 0 ? (
                <progress
                  value={scan.pagesDone}
                  max={scan.pagesTotal}
                  aria-label={`Pages read of ${hosts(scan)}`}
                  className="accent-primary h-2 w-full"
                />
              ) : null}
              {scan.failures.length > 0 ? (
                <details>
                  <summary className="cursor-pointer">Pages not scanned ({scan.failures.length})</summary>
                  <ul className="mt-1 grid gap-0.5">
                    {scan.failures.map((failure) => (
                      <li key={failure.url} className="break-all">
                        {failure.url}: <span className="text-muted-foreground">{failure.reason}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canScan ? (
        <ScanDialog
          workspaceId={workspaceId}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => opener.current?.focus()}
        />
      ) : null}
    </section>
  );
}
