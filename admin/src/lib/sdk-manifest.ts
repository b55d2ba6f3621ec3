import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

// dist/sdk/manifest.json, written by the SDK build (scripts/sdk-manifest.ts) and served at /sdk/manifest.json.
const sdkManifestSchema = z.object({
  version: z.string(),
  major: z.string(),
  integrity: z.record(z.string(), z.string()),
});
export type SdkManifest = z.infer<typeof sdkManifestSchema>;

async function fetchSdkManifest(signal: AbortSignal): Promise<SdkManifest | null> {
  const res = await fetch('/sdk/manifest.json', { signal });
  if (!res.ok) return null;
  const parsed = sdkManifestSchema.safeParse(await res.json());
  return parsed.success ? parsed.data : null;
}

/** The deployed SDK's version and SRI hashes; null when the SDK is not built (development). */
export function useSdkManifest() {
  return useQuery({
    queryKey: ['sdk-manifest'],
    queryFn: ({ signal }) => fetchSdkManifest(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The SDK's script tag. With the manifest it is pinned to the exact version with its integrity hash (that
 * URL never changes, so the hash stays right); without it, the unversioned path that always works.
 */
export function sdkScriptTag(origin: string, manifest: SdkManifest | null | undefined): string {
  const integrity = manifest?.integrity['media-access.js'];
  if (!manifest || !integrity) return `<script type="module" src="${origin}/sdk/media-access.js"></script>`;
  return `<script type="module" src="${origin}/sdk/${manifest.version}/media-access.js" integrity="${integrity}" crossorigin="anonymous"></script>`;
}
