import { REFERRAL_REWARDS } from '@shared/constants';
import type { ReferredWorkspace } from '@shared/schemas/referrals';

const r = REFERRAL_REWARDS;

/** The rule, in the words the page and the docs use. */
export const REFERRAL_RULE = [
  `You earn ${r.firstTranscription} free transcription minutes when a business you referred completes its first transcription, and ${r.processedMinutes} more once it has transcribed ${r.processedMinutesThreshold} minutes: up to ${r.firstTranscription + r.processedMinutes} minutes per business.`,
  `The business you refer gets ${r.welcomeBonus} bonus minutes when it creates its workspace from your link.`,
  'Each reward is credited to the minutes ledger once. Referring your own workspace, or one you belong to, earns nothing, and each person can be referred once per workspace.',
];

export const STATE_LABELS: Record<ReferredWorkspace['state'], string> = {
  signed_up: 'Signed up',
  first_transcription: 'First transcription done',
  processed_minutes: `Passed ${r.processedMinutesThreshold} minutes`,
};
