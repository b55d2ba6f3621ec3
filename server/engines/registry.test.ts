import { describe, expect, it } from 'vitest';
import { minutesFor } from '@shared/billing/minutes-for';
import { chooseProvider, type EngineUnavailableError } from './registry';
import type { Availability, ProviderInfo } from './types';

const provider = (id: string, availability: Availability, languages: string[]): ProviderInfo => ({
  id,
  capability: 'translate',
  label: id,
  embedded: id !== 'cloud',
  availability: () => availability,
  supports: (l) => languages.includes(l),
  languages: () => languages,
});
const cloudOff = provider('cloud', { available: false, reason: 'GOOGLE_CLOUD_PROJECT is not set', install: 'set it' }, [
  'es',
  'fr',
]);
const cloudOn = provider('cloud', { available: true }, ['es', 'fr']);
const local = provider('local', { available: true }, ['es']);
const missing = provider(
  'local',
  { available: false, reason: 'apertium is not installed', install: 'sudo apt-get install -y apertium' },
  ['es'],
);

describe('chooseProvider', () => {
  it('takes the first available provider serving the language, cloud before embedded', () => {
    expect(chooseProvider([cloudOn, local], 'translate', 'es').id).toBe('cloud');
    expect(chooseProvider([cloudOff, local], 'translate', 'es').id).toBe('local');
  });

  it('honours the configured preference and the order’s own choice over the default order', () => {
    expect(chooseProvider([cloudOn, local], 'translate', 'es', { preferred: 'local' }).id).toBe('local');
    expect(chooseProvider([cloudOn, local], 'translate', 'es', { preferred: 'local', requested: 'cloud' }).id).toBe(
      'cloud',
    );
    expect(chooseProvider([cloudOn, local], 'translate', 'es', { preferred: 'auto' }).id).toBe('cloud');
  });

  it('names the missing engine and its install line when nothing can serve', () => {
    const attempt = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error as EngineUnavailableError;
      }
      throw new Error('expected a throw');
    };
    const none = attempt(() => chooseProvider([cloudOff, missing], 'translate', 'es'));
    expect(none.message).toBe('No available translate engine serves es');
    expect(none.details.install).toBe('set it');
    const asked = attempt(() => chooseProvider([cloudOff, local], 'translate', 'es', { requested: 'cloud' }));
    expect(asked.message).toBe('cloud is unavailable: GOOGLE_CLOUD_PROJECT is not set');
    const french = attempt(() => chooseProvider([cloudOff, local], 'translate', 'fr'));
    expect(french.message).toBe('No available translate engine serves fr');
    expect(attempt(() => chooseProvider([local], 'translate', 'fr', { requested: 'local' })).message).toBe(
      'local does not serve fr',
    );
    expect(attempt(() => chooseProvider([local], 'translate', 'es', { requested: 'nope' })).message).toBe(
      'There is no translate provider "nope"',
    );
  });
});

describe('ledger arithmetic', () => {
  it('charges the duration rounded up to the minute, at least one', () => {
    expect(minutesFor(0)).toBe(1);
    expect(minutesFor(1)).toBe(1);
    expect(minutesFor(60_000)).toBe(1);
    expect(minutesFor(60_001)).toBe(2);
    expect(minutesFor(45_744)).toBe(1);
    expect(minutesFor(90 * 60_000 + 1)).toBe(91);
  });
});
