import type { ApplyReferralBody, ApplyReferralResponse, ReferralsResponse } from '../schemas/referrals';
import type { ApiClient, CallOptions } from './client';

const ws = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}`;

/** The workspace's referral code and link, and the workspaces created with it. */
export function getReferrals(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<ReferralsResponse>('GET', `${ws(workspaceId)}/referrals`, { signal: options.signal });
}

/** Records that a new business workspace was referred with `code`; credits its welcome bonus (admin). */
export function applyReferral(
  client: ApiClient,
  workspaceId: string,
  body: ApplyReferralBody,
  options: CallOptions = {},
) {
  return client.request<ApplyReferralResponse>('POST', `${ws(workspaceId)}/referral`, {
    body,
    signal: options.signal,
  });
}
