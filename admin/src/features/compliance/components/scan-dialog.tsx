import { useState } from 'react';
import { SCAN_LIMITS, startScanBodySchema } from '@shared/schemas/compliance-scans';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useStartComplianceScan } from '../api/start-compliance-scan';
import { ComplianceActionDialog } from './compliance-action-dialog';

interface ScanDialogProps {
  workspaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

const DEPTHS = Array.from({ length: SCAN_LIMITS.depth + 1 }, (_, depth) => depth);
const DEPTH_TEXT = ['Only these pages', 'And the pages they link to', 'And two links deep'];

/** The addresses typed, one a line, or why they cannot be scanned (each bad line by its number). */
function checked(text: string): { urls: string[]; problem: string | null } {
  const urls = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (urls.length === 0) return { urls, problem: 'Give at least one page or sitemap address' };
  if (urls.length > SCAN_LIMITS.urls) return { urls, problem: `At most ${SCAN_LIMITS.urls} addresses at once` };
  const bad = urls.flatMap((url, i) => (startScanBodySchema.shape.urls.element.safeParse(url).success ? [] : [i + 1]));
  if (bad.length > 0) {
    return { urls, problem: `Not a web address (https://…) on line${bad.length > 1 ? 's' : ''} ${bad.join(', ')}` };
  }
  return { urls, problem: null };
}

/** Starts a scan of web pages or sitemaps for media (admins, content managers). */
export function ScanDialog({ workspaceId, open, onOpenChange, returnFocus }: ScanDialogProps) {
  const start = useStartComplianceScan(workspaceId);
  const [text, setText] = useState('');
  const [depth, setDepth] = useState(0);
  const [weekly, setWeekly] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ComplianceActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setText('');
          setDepth(0);
          setWeekly(false);
          setProblem(null);
          start.reset();
        }
        onOpenChange(next);
      }}
      returnFocus={returnFocus}
      title="Scan web pages"
      description={`Finds the videos, audio and embedded media on your pages and adds them to the ledger with the captions and transcripts each page offers. At most ${SCAN_LIMITS.pages} pages, only on the sites given; pages robots.txt disallows are skipped.`}
      submitLabel="Start scan"
      pending={start.isPending}
      error={start.error}
      onSubmit={() => {
        const { urls, problem: found } = checked(text);
        setProblem(found);
        if (found) return;
        start.mutate(
          { urls, depth, ...(weekly ? { repeat: 'weekly' as const } : {}) },
          { onSuccess: () => onOpenChange(false) },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="scan-urls">Page or sitemap addresses, one a line</Label>
        <Textarea
          id="scan-urls"
          value={text}
          rows={5}
          placeholder="https://www.example.edu/courses/biology"
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'scan-urls-error' : undefined}
        />
        {problem ? (
          <p id="scan-urls-error" role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="scan-depth">Links to follow</Label>
        <NativeSelect id="scan-depth" value={depth} onChange={(event) => setDepth(Number(event.target.value))}>
          {DEPTHS.map((d) => (
            <option key={d} value={d}>
              {DEPTH_TEXT[d]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-start gap-2">
        <input
          id="scan-weekly"
          type="checkbox"
          checked={weekly}
          onChange={(event) => setWeekly(event.target.checked)}
          aria-describedby="scan-weekly-hint"
          className="accent-primary mt-0.5 size-4 shrink-0"
        />
        <div className="grid gap-0.5">
          <Label htmlFor="scan-weekly">Repeat this scan every week</Label>
          <p id="scan-weekly-hint" className="text-muted-foreground text-sm">
            New media on these pages then join the ledger by themselves. A workspace has one weekly scan: this one
            replaces any other.
          </p>
        </div>
      </div>
    </ComplianceActionDialog>
  );
}
