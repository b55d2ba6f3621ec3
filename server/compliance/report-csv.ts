import { CRITERIA, type Criterion } from '@shared/compliance/criteria';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import { toCsv } from '@shared/csv';

// The auditors' CSV (RFC 4180): one row per asset, one status column and one evidence column per criterion of the
// target (quoting and formula defusing: shared/csv.ts).

/** The report as CSV text, with a header row; `criteria` are the target's. */
export function complianceReportCsv(assets: ComplianceAsset[], criteria: readonly Criterion[] = CRITERIA): string {
  const header = [
    'asset_id',
    'title',
    'source',
    'file_id',
    'url',
    'priority',
    'status',
    'conforms',
    'exception',
    ...criteria.flatMap((c) => [`${c}_status`, `${c}_evidence`]),
  ];
  const rows = assets.map((a) => [
    a.id,
    a.title,
    a.source,
    a.fileId,
    a.url,
    a.priority,
    a.status,
    a.conforms,
    a.exception?.type ?? null,
    ...criteria.flatMap((c) => {
      const result = a.criteria[c];
      return [result?.status ?? null, result ? result.evidence.map((e) => e.summary).join(' | ') : null];
    }),
  ]);
  return toCsv(header, rows);
}
