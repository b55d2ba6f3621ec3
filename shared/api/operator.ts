import type {
  OperatorAuditEntry,
  OperatorAuditQuery,
  OperatorAuditResponse,
  OperatorGrantBody,
  OperatorGrantResponse,
  OperatorPlanBody,
  OperatorTypeBody,
  OperatorWorkspaceDetail,
  OperatorWorkspacesQuery,
  OperatorWorkspacesResponse,
} from '../schemas/operator';
import type { ApiClient, CallOptions } from './client';

const ws = (workspaceId: string) => `/operator/workspaces/${encodeURIComponent(workspaceId)}`;

/** Every workspace with its counts, a page at a time (operators only). */
export function listOperatorWorkspaces(client: ApiClient, query: OperatorWorkspacesQuery, options: CallOptions = {}) {
  return client.request<OperatorWorkspacesResponse>('GET', '/operator/workspaces', { query, signal: options.signal });
}

/** One workspace with its members, recent jobs, ledger and integrations (operators only). */
export function getOperatorWorkspace(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<OperatorWorkspaceDetail>('GET', ws(workspaceId), { signal: options.signal });
}

/** Grants minutes with a reason (operators only; audited). */
export function grantOperatorMinutes(client: ApiClient, workspaceId: string, body: OperatorGrantBody) {
  return client.request<OperatorGrantResponse>('POST', `${ws(workspaceId)}/grants`, { body });
}

/** Changes the plan from next month on (operators only; audited). */
export function changeOperatorPlan(client: ApiClient, workspaceId: string, body: OperatorPlanBody) {
  return client.request<OperatorAuditEntry>('POST', `${ws(workspaceId)}/plan`, { body });
}

/** Changes the workspace's type (operators only; audited). */
export function changeOperatorWorkspaceType(client: ApiClient, workspaceId: string, body: OperatorTypeBody) {
  return client.request<OperatorAuditEntry>('POST', `${ws(workspaceId)}/type`, { body });
}

/** Records that the operator opened a workspace they are not a member of; once an hour (operators only; audited). */
export function recordOperatorVisit(client: ApiClient, workspaceId: string) {
  return client.request<OperatorAuditEntry>('POST', `${ws(workspaceId)}/visits`);
}

/** The operator audit log, newest first (operators only). */
export function listOperatorAudit(client: ApiClient, query: OperatorAuditQuery, options: CallOptions = {}) {
  return client.request<OperatorAuditResponse>('GET', '/operator/audit', { query, signal: options.signal });
}
