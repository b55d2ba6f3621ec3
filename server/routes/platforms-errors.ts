import { errorContent } from '../http/create-router';
import { platformHttpError } from '../platforms/connection';

/** The answers a call to a platform can give besides the usual ones, for the OpenAPI document. */
export const platformErrors = {
  409: errorContent('platform_reconnect: the connection was revoked; reconnect it'),
  501: errorContent('not_implemented: this platform has no adapter yet'),
  502: errorContent('platform_unavailable: the platform refused the request'),
  503: errorContent('platform_unavailable: the platform (named) is down, slow or rate limiting'),
} as const;

/** Calls the platform, turning its typed errors into answers a person understands. */
export async function onPlatform<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw platformHttpError(error);
  }
}
