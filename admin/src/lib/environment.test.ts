import { describe, expect, it } from 'vitest';
import { getEnvironment } from './environment';

describe('getEnvironment', () => {
  it.each(['beta.media-access.example', 'beta-eu.media-access.example', 'beta2.example.org'])(
    'is beta on a host starting with "beta": %s',
    (host) => expect(getEnvironment(host)).toBe('beta'),
  );

  it.each(['localhost', '127.0.0.1', '[::1]'])('is local on %s', (host) => expect(getEnvironment(host)).toBe('local'));

  it.each(['media-access.example', 'app.beta.example', 'notbeta.example'])(
    'is production elsewhere, even with "beta" later in the name: %s',
    (host) => expect(getEnvironment(host)).toBe('production'),
  );
});
