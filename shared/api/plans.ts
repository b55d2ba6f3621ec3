import type { ChangePlanBody, CreditWarning, PlanResponse } from '../schemas/plans';
import type { ApiClient, CallOptions } from './client';

const ws = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}`;

/** The workspace's plan, a pending change and this month's usage (admin). */
export function getPlan(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<PlanResponse>('GET', `${ws(workspaceId)}/plan`, { signal: options.signal });
}

/** Records a plan change that takes effect at the start of next month (admin). */
export function changePlan(client: ApiClient, workspaceId: string, body: ChangePlanBody, options: CallOptions = {}) {
  return client.request<PlanResponse>('POST', `${ws(workspaceId)}/plan/change`, { body, signal: options.signal });
}

/** The balance below which the credit page warns (admin, content-manager). */
export function getCreditWarning(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<CreditWarning>('GET', `${ws(workspaceId)}/credit/warning`, { signal: options.signal });
}

/** Sets the low-balance threshold, or null for none (admin). */
export function setCreditWarning(
  client: ApiClient,
  workspaceId: string,
  body: CreditWarning,
  options: CallOptions = {},
) {
  return client.request<CreditWarning>('PUT', `${ws(workspaceId)}/credit/warning`, { body, signal: options.signal });
}
