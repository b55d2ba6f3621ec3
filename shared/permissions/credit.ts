import type { Role } from '../constants';
import { SETTINGS_MANAGERS } from './workspace';

// Who sees a workspace's minutes and who may spend them. The people who order machine work on files
// (the file managers) see the balance they spend from; editors and viewers order nothing, so neither.

/** Reading the balance and the ledger. */
export const CREDIT_VIEWERS: readonly Role[] = ['admin', 'content-manager'];

/** Ordering transcription, alignment, translation, audio description and voiceover (each spends minutes). */
export const ENGINE_JOB_ORDERERS: readonly Role[] = ['admin', 'content-manager'];

export function canViewCredit(role: Role): boolean {
  return CREDIT_VIEWERS.includes(role);
}

export function canOrderEngineJobs(role: Role): boolean {
  return ENGINE_JOB_ORDERERS.includes(role);
}

/** Choosing the plan: the way forward when minutes or seats run short (others are told to ask an admin). */
export const PLAN_MANAGERS: readonly Role[] = SETTINGS_MANAGERS;

export function canChangePlan(role: Role): boolean {
  return PLAN_MANAGERS.includes(role);
}
