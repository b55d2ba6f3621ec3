export const referralKeys = {
  all: ['referrals'] as const,
  detail: (workspaceId: string) => [...referralKeys.all, workspaceId] as const,
};
