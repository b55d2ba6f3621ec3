// The platform half of `npm run test:live`: each adapter against the real platform, when a connection's fields
// are given as LIVE_<PLATFORM>_CREDENTIALS (the same JSON the integrations form stores). Read-only on purpose:
// it lists, opens one item and reads its captions, and never uploads to a real account.
import { PLATFORM_TYPES, type PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { createPlatformContext } from '../server/platforms/context';
import { platformRegistration } from '../server/platforms/registry';

export interface LiveCheck {
  name: string;
  /** The variable that asks for this check; unset, the check is not run. */
  variable: string;
  requested: boolean;
  /** Resolves with what was seen; throws when the platform or the adapter misbehaves. */
  run: () => Promise<string>;
}

const variableOf = (platform: PlatformType) => `LIVE_${platform.toUpperCase()}_CREDENTIALS`;

async function browseOnce(platform: PlatformType, json: string): Promise<string> {
  const registration = platformRegistration(platform)!;
  let credentials: Record<string, string>;
  try {
    credentials = JSON.parse(json) as Record<string, string>;
  } catch {
    throw new Error(`${variableOf(platform)} is not JSON`);
  }
  let refreshed = false;
  const ctx = createPlatformContext({
    // The real platforms: public https only, as in production.
    allowPrivate: false,
    workspaceId: 'live-test',
    platform,
    registration,
    env: process.env,
    credentials,
    // Kept nowhere: a rotated refresh token is printed as a warning instead.
    storeCredentials: async () => {
      refreshed = true;
    },
  });
  const { adapter } = registration;
  const page = await adapter.list(ctx, {});
  const first = page.items[0];
  const seen = [`${page.folders.length} folders and ${page.items.length} items on the first page`];
  if (first) {
    const item = await adapter.get(ctx, first.id);
    if (item.id !== first.id) throw new Error(`get("${first.id}") answered item "${item.id}"`);
    seen.push(
      `"${item.title}" (${item.durationMs === null ? 'no duration' : `${Math.round(item.durationMs / 1000)} s`})`,
    );
    if (adapter.capabilities.captionsRead) {
      const captions = await adapter.listCaptions(ctx, first.id);
      seen.push(`${captions.length} caption tracks`);
      if (captions[0]) {
        const { text, format } = await adapter.downloadCaption(ctx, first.id, captions[0].id);
        seen.push(`first track ${format}, ${text.length} characters`);
      }
    }
  }
  if (refreshed) seen.push('credentials were refreshed: update the variable if the platform rotates refresh tokens');
  return seen.join('; ');
}

/** One check per platform that has an adapter. */
export function platformChecks(): LiveCheck[] {
  return PLATFORM_TYPES.filter((platform) => platformRegistration(platform)).map((platform) => {
    const json = process.env[variableOf(platform)];
    return {
      name: `${PLATFORM_NAMES[platform]} browse (read-only)`,
      variable: variableOf(platform),
      requested: Boolean(json),
      run: () => browseOnce(platform, json!),
    };
  });
}
