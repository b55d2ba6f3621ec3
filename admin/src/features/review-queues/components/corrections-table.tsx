import { Link } from 'react-router-dom';
import type { ProposedCorrection } from '@shared/schemas/contributions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CORRECTION_STATUS_LABELS, formatCueTime } from '../labels';
import { TimeAgo } from './time-ago';
import { WordDiff } from './word-diff';

/** The corrections as a table with a checkbox per pending row (for bulk decisions) and a link to review each. */
export function CorrectionsTable({
  workspaceId,
  corrections,
  selected,
  onSelect,
  onFilterFile,
}: {
  workspaceId: string;
  corrections: readonly ProposedCorrection[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  onFilterFile: (fileId: string) => void;
}) {
  const pendingIds = corrections.filter((c) => c.status === 'pending').map((c) => c.id);
  const allSelected = pendingIds.length > 0 && pendingIds.every((id) => selected.has(id));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Corrections, newest first</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="w-8 py-2 pr-2">
              <input
                type="checkbox"
                aria-label="Select every pending correction shown"
                checked={allSelected}
                disabled={pendingIds.length === 0}
                onChange={(event) => onSelect(pendingIds, event.target.checked)}
                className="size-4"
              />
            </th>
            <th scope="col" className="py-2 pr-4">
              File
            </th>
            <th scope="col" className="py-2 pr-4">
              Cue
            </th>
            <th scope="col" className="py-2 pr-4">
              Change
            </th>
            <th scope="col" className="py-2 pr-4">
              Note
            </th>
            <th scope="col" className="py-2 pr-4">
              Received
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Review</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {corrections.map((correction) => (
            <tr key={correction.id} className="border-b align-top last:border-0">
              <td className="py-2 pr-2">
                {correction.status === 'pending' ? (
                  <input
                    type="checkbox"
                    aria-label={`Select the correction of ${correction.fileName} at ${cueTime(correction)}`}
                    checked={selected.has(correction.id)}
                    onChange={(event) => onSelect([correction.id], event.target.checked)}
                    className="size-4"
                  />
                ) : null}
              </td>
              <td className="py-2 pr-4">
                <Button
                  type="button"
                  variant="link"
                  className="h-auto p-0 text-left whitespace-normal"
                  aria-label={`Show only corrections of ${correction.fileName}`}
                  onClick={() => onFilterFile(correction.fileId)}
                >
                  {correction.fileName}
                </Button>
                <span className="text-muted-foreground block text-xs">{correction.language}</span>
              </td>
              <td className="py-2 pr-4 tabular-nums">{cueTime(correction)}</td>
              <td className="py-2 pr-4">
                <WordDiff from={correction.originalText} to={correction.proposedText} />
                {correction.status === 'pending' ? null : (
                  <Badge variant="outline" className="ml-2">
                    {CORRECTION_STATUS_LABELS[correction.status]}
                  </Badge>
                )}
              </td>
              <td className="py-2 pr-4">{correction.note ?? ''}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                <TimeAgo at={correction.createdAt} />
              </td>
              <td className="py-2">
                <Link
                  to={paths.workspaceCorrection(workspaceId, correction.fileId, correction.id)}
                  className="text-primary underline underline-offset-4"
                  aria-label={`Review the correction of ${correction.fileName} at ${cueTime(correction)}`}
                >
                  Review
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const cueTime = (c: ProposedCorrection) => (c.cueStartMs === null ? 'a deleted cue' : formatCueTime(c.cueStartMs));
