import { isIP } from 'node:net';
import { ApiHttpError } from '../http/errors';
import { isPrivateAddress } from '../outbound/private-address';

/**
 * Refuses an endpoint address deliveries could never reach: https only, no credentials, no private address
 * literal, unless loopback and private networks are allowed (ALLOW_PRIVATE_MEDIA_LINKS, tests). The outbound
 * client checks again at every connect, so a name that resolves to a private address is refused there.
 */
export function requireDeliverableUrl(raw: string, allowPrivate: boolean): string {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const problem =
    url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')
      ? 'Use an https:// address'
      : url.username || url.password
        ? 'Leave the user name and password out of the address'
        : !allowPrivate && (host === 'localhost' || (isIP(host) !== 0 && isPrivateAddress(host)))
          ? 'Use a public address: private networks are not reachable'
          : null;
  if (problem) {
    throw new ApiHttpError(400, 'validation_error', `url: ${problem}`, [
      { path: 'url', message: problem, code: 'custom' },
    ]);
  }
  return url.toString();
}
