export const ltiKeys = {
  all: ['lti-platforms'] as const,
  list: (workspaceId: string) => [...ltiKeys.all, workspaceId] as const,
};
