import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { ImportPlatformItemsResponse } from '@shared/schemas/platforms';
import { paths } from '@/config/paths';

export type ImportOutcome = ImportPlatformItemsResponse['imports'][number] & { title: string };

const STATUS_TEXT: Record<ImportOutcome['status'], string> = {
  queued: 'Importing',
  already_imported: 'Already in the library',
  failed: 'Failed',
};

/** One line per item, for the live region: "Lecture 1: Importing. Lecture 2: Failed (reason)." */
export function importAnnouncement(outcomes: readonly ImportOutcome[]): string {
  return outcomes.map((o) => `${o.title}: ${STATUS_TEXT[o.status]}${o.error ? ` (${o.error})` : ''}.`).join(' ');
}

interface ImportResultsProps {
  workspaceId: string;
  outcomes: readonly ImportOutcome[];
  headingRef: Ref<HTMLHeadingElement>;
}

/** What the last import did, item by item, each imported one linked to its library file. Focused when it appears. */
export function ImportResults({ workspaceId, outcomes, headingRef }: ImportResultsProps) {
  return (
    <section aria-labelledby="import-results" className="grid gap-2 rounded-md border p-3">
      <h2 id="import-results" ref={headingRef} tabIndex={-1} className="text-base font-medium">
        Import results
      </h2>
      <ul className="grid gap-1 text-sm">
        {outcomes.map((o) => (
          <li key={o.itemId} data-status={o.status}>
            <span className="font-medium">{o.title}</span>: {STATUS_TEXT[o.status]}
            {o.error ? <span className="text-destructive"> — {o.error}</span> : null}
            {o.fileId ? (
              <>
                {' '}
                <Link
                  to={paths.workspaceFile(workspaceId, o.fileId)}
                  aria-label={`Open ${o.title} in the library`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  Open in the library
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
