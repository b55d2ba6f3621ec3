import { REFERRAL_CAPS, REFERRAL_REWARDS } from '@shared/constants';
import type { ReferredWorkspace } from '@shared/schemas/referrals';

const r = REFERRAL_REWARDS;
const caps = REFERRAL_CAPS;

/** The rule, in the words the page and the docs use. */
export const REFERRAL_RULE = [
  `You earn ${r.firstTranscription} free transcription minutes when a business you referred completes its first transcription, and ${r.processedMinutes} more once it has transcribed ${r.processedMinutesThreshold} minutes: up to ${r.firstTranscription + r.processedMinutes} minutes per business. Rewards are paid after its first paid usage: a paid plan in force, or minutes used beyond its free ones.`,
  `The business you refer gets ${r.welcomeBonus} bonus minutes when it creates its workspace from your link, once the person who created it has verified their email address.`,
  `Each reward is credited to the minutes ledger once. Referring your own workspace, or one you belong to, earns nothing. Each person can be referred once; a workspace earns from at most ${caps.perEmailDomain} businesses of one email domain; at most ${caps.perClientAddress} codes are accepted from one network in ${caps.clientAddressDays} days.`,
];

const STATE_LABELS: Record<ReferredWorkspace['state'], string> = {
  signed_up: 'Signed up',
  first_transcription: 'First transcription done',
  processed_minutes: `Passed ${r.processedMinutesThreshold} minutes`,
};

/** Where a referred business stands, in words; the rewards wait for its first paid usage. */
export function stateLabel(referred: Pick<ReferredWorkspace, 'state' | 'paidUsageAt'>): string {
  if (referred.state !== 'signed_up') return STATE_LABELS[referred.state];
  return referred.paidUsageAt
    ? 'Paying: rewards follow its first transcription'
    : 'Signed up: rewards follow its first paid usage';
}
