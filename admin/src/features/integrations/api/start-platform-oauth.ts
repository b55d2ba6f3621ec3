import { useMutation } from '@tanstack/react-query';
import { startPlatformOAuth } from '@shared/api/platforms';
import type { PlatformType } from '@shared/constants';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';

/** Asks for the platform's consent page and sends the browser there; it comes back to the integrations settings. */
export function useStartPlatformOAuth(workspaceId: string) {
  return useMutation({
    mutationFn: (platform: PlatformType) => startPlatformOAuth(apiClient, workspaceId, platform),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(error.message),
  });
}
