export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (workspaceId: string) => [...webhookKeys.all, workspaceId] as const,
  deliveries: (workspaceId: string, webhookId: string) =>
    [...webhookKeys.list(workspaceId), webhookId, 'deliveries'] as const,
};
