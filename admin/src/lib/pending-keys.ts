/** Query keys of the nav bar's pending counts: the review queues invalidate them after each decision. */
export const pendingKeys = {
  all: ['pending'] as const,
  corrections: (workspaceId: string) => [...pendingKeys.all, 'corrections', workspaceId] as const,
  requests: (workspaceId: string) => [...pendingKeys.all, 'requests', workspaceId] as const,
};

/** How often the nav bar asks for the pending counts again. */
export const PENDING_REFRESH_MS = 30_000;
