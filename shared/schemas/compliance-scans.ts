import { z } from 'zod';
import { JOB_STATES } from './jobs';
import { idSchema } from './common';

// Scans of web pages for media (issue 29, "Finding media on the web"; docs/compliance.md, "Web scans").

/** The bounds of one scan: addresses asked for, pages fetched, links followed from each given page. */
export const SCAN_LIMITS = { urls: 100, urlLength: 2000, pages: 500, depth: 2, failures: 1000 } as const;

const pageUrlSchema = z
  .string({ error: 'Required' })
  .trim()
  .max(SCAN_LIMITS.urlLength, `At most ${SCAN_LIMITS.urlLength} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Not a web address (https://…)');

export const startScanBodySchema = z.strictObject({
  /** Page addresses, or sitemaps (an address ending in .xml, or one that answers XML). */
  urls: z
    .array(pageUrlSchema)
    .min(1, 'Give at least one address')
    .max(SCAN_LIMITS.urls, `At most ${SCAN_LIMITS.urls} addresses`),
  /** How many links deep to follow same-site links from the given pages (0: only the pages given or listed). */
  depth: z.number().int().min(0).max(SCAN_LIMITS.depth, `At most ${SCAN_LIMITS.depth}`).default(0),
  /** `weekly`: also repeat this scan every week from now, replacing the workspace's weekly scan if it has one. */
  repeat: z.enum(['weekly']).optional(),
});
export type StartScanBody = z.infer<typeof startScanBodySchema>;

export const scanFailureSchema = z.object({ url: z.string(), reason: z.string() });
export type ScanFailure = z.infer<typeof scanFailureSchema>;

const isoTime = z.string().describe('ISO 8601 time');

export const complianceScanSchema = z.object({
  id: z.string(),
  /** The scan's job: queued, running, then succeeded (even with failed pages), failed or cancelled. */
  status: z.enum(JOB_STATES),
  urls: z.array(z.string()),
  depth: z.number().int(),
  pagesDone: z.number().int(),
  /** Pages known so far (grows as sitemaps and links are read). */
  pagesTotal: z.number().int(),
  /** Distinct media found (each an asset of the ledger). */
  assetsFound: z.number().int(),
  /** Pages not scanned, and why: robots.txt, not found, not HTML, another site, unreachable. */
  failures: z.array(scanFailureSchema),
  /** Why the whole scan failed, when it did. */
  error: z.string().nullable(),
  createdAt: isoTime,
  startedAt: isoTime.nullable(),
  finishedAt: isoTime.nullable(),
});
export type ComplianceScan = z.infer<typeof complianceScanSchema>;

export const complianceScanPathSchema = z.object({ workspaceId: idSchema, scanId: idSchema });
export const listComplianceScansResponseSchema = z.object({ scans: z.array(complianceScanSchema) });
export type ListComplianceScansResponse = z.infer<typeof listComplianceScansResponseSchema>;

/** How long a weekly scan waits between runs. */
export const SCAN_REPEAT_MS = 7 * 24 * 60 * 60 * 1000;

/** The workspace's weekly scan: the bounds it repeats, when it next runs and the scan it last started. */
export const scanScheduleSchema = z.object({
  urls: z.array(z.string()),
  depth: z.number().int(),
  repeat: z.literal('weekly'),
  nextRunAt: isoTime,
  lastScanId: z.string().nullable(),
  createdAt: isoTime,
});
export type ScanSchedule = z.infer<typeof scanScheduleSchema>;
export const scanScheduleResponseSchema = z.object({ schedule: scanScheduleSchema.nullable() });
export type ScanScheduleResponse = z.infer<typeof scanScheduleResponseSchema>;
