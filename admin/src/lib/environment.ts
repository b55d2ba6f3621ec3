export type Environment = 'local' | 'beta' | 'production';

/** local on localhost/127.0.0.1, beta on hosts starting with "beta", production otherwise. */
export function getEnvironment(hostname: string = window.location.hostname): Environment {
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return 'local';
  if (hostname.startsWith('beta')) return 'beta';
  return 'production';
}
