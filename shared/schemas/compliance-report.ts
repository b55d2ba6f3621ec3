import { z } from 'zod';
import { CRITERIA } from '../compliance/criteria';
import {
  complianceAssetSchema,
  complianceTotalsSchema,
  criterionSchema,
  evidenceVerificationSchema,
  targetSchema,
} from './compliance';

// The auditors' report as JSON (`GET …/compliance/report.json`). Its JSON Schema is generated from this schema,
// served at /api/compliance/report.schema.json and committed as docs/compliance-report.schema.json.

export const complianceReportSchema = z
  .object({
    $schema: z.string().describe('Where this JSON Schema is served'),
    generatedAt: z.string().describe('ISO 8601 time the report was made'),
    workspace: z.object({ id: z.string(), name: z.string() }),
    target: targetSchema.describe('The WCAG level the workspace holds its media to'),
    rulesVersion: z.number().int().describe('The version of the rules the statuses were judged by'),
    method: z.string().describe('How statuses are judged, in words'),
    criteria: z
      .array(z.object({ criterion: criterionSchema, level: targetSchema, name: z.string() }))
      .max(CRITERIA.length)
      .describe("The target's criteria"),
    totals: complianceTotalsSchema,
    evidenceChain: evidenceVerificationSchema.describe('The evidence log verified when the report was made'),
    assets: z.array(complianceAssetSchema).describe('Every asset, highest priority first'),
  })
  .describe('Media Access compliance report: every media asset and its WCAG 1.2 criteria');
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

/** The report's JSON Schema (draft 2020-12). */
export function complianceReportJsonSchema(id: string) {
  return { $id: id, ...z.toJSONSchema(complianceReportSchema, { target: 'draft-2020-12' }) };
}
