import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('says what a grant did in minutes, without the ledger id', () => {
    expect(
      auditChanges({
        action: 'grant_minutes',
        before: { balance: 600 },
        after: { balance: 1600, minutes: 1000, entryId: 'SREoRp0GmQAi0vFmoRDX' },
      }),
    ).toEqual([
      { field: 'Balance', before: '600 minutes', after: '1,600 minutes' },
      { field: 'Minutes granted', before: null, after: '1,000 minutes' },
    ]);
  });

  it('names plans and leaves out what did not change', () => {
    expect(
      auditChanges({
        action: 'change_plan',
        before: { planId: 'free', pendingPlanId: null },
        after: { planId: 'free', pendingPlanId: 'team' },
      }),
    ).toEqual([{ field: 'Plan from next month', before: 'none', after: 'Team' }]);
  });

  it('has nothing to add to an opened workspace, whose name the log already shows', () => {
    expect(auditChanges({ action: 'open_workspace', before: null, after: { name: 'Demo University' } })).toEqual([]);
  });

  it('reads any other shape field by field, one level deep', () => {
    expect(
      auditChanges({
        action: 'change_type',
        before: { type: 'other', settings: { reviewFinishedTranscriptions: false } },
        after: { type: 'business', settings: { reviewFinishedTranscriptions: true } },
      }),
    ).toEqual([
      { field: 'Type', before: 'other', after: 'business' },
      { field: 'Settings › review finished transcriptions', before: 'no', after: 'yes' },
    ]);
  });
});
