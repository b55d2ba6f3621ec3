import { PermanentJobError } from '../jobs/job-queue';
import { pointsToPrivateNetwork } from '../outbound/private-address';

const MAX_REDIRECTS = 3;

/**
 * GETs a platform's download address, following up to 3 redirects by hand so that each hop is checked: https only
 * and no private network address (unless ALLOW_PRIVATE_MEDIA_LINKS), and the platform's headers only on its own
 * origin. A platform chooses these addresses, but a partner's own server (Kaltura) may be anywhere.
 */
export async function fetchDownload(
  start: string,
  headers: Record<string, string> | undefined,
  options: { allowPrivate: boolean; signal: AbortSignal; platformName: string },
): Promise<Response> {
  let url = new URL(start);
  const origin = url.origin;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    await refuseUnsafe(url, options);
    const response = await fetch(url, {
      headers: url.origin === origin ? headers : undefined,
      redirect: 'manual',
      signal: options.signal,
    });
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    return response;
  }
  throw new PermanentJobError(`${options.platformName}'s download redirects too many times`);
}

async function refuseUnsafe(url: URL, options: { allowPrivate: boolean; platformName: string }) {
  if (options.allowPrivate) return;
  if (url.protocol !== 'https:' || (await pointsToPrivateNetwork(url.hostname))) {
    throw new PermanentJobError(`${options.platformName}'s download address is not a public https:// address`);
  }
}
