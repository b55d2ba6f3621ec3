import { EyeIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRecordVisit } from '../api/record-visit';

/**
 * Under the nav bar on every screen of a workspace an operator opened without being a member: says so, offers
 * the way back to the console, and writes the visit to the audit log (once an hour; reloading is the same visit).
 */
export function OperatorVisitBanner({ workspaceId, workspaceName }: { workspaceId: string; workspaceName: string }) {
  const record = useRecordVisit();
  const { mutate } = record;
  useEffect(() => mutate(workspaceId), [workspaceId, mutate]);

  return (
    <section
      aria-label="Operator view"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <EyeIcon aria-hidden="true" className="size-4 shrink-0" />
      <p>
        <strong>Viewing {workspaceName} as operator.</strong> You are not a member: you act as its admin, and what you
        do is recorded in the audit log.
        {record.isError ? ' (This visit could not be recorded.)' : null}
      </p>
      <Link to={paths.operator(workspaceId)} className="font-medium underline underline-offset-4 sm:ml-auto">
        Back to the operator console
      </Link>
    </section>
  );
}
