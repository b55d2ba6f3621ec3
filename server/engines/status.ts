import type { EngineProvider } from '@shared/schemas/engines';
import type { Engines, EngineSettings } from './registry';
import { CAPABILITIES, type ProviderInfo } from './types';

/** Every provider with its availability, in preference order; the first available one is `preferred` unless configured otherwise. */
export function engineStatus(engines: Engines, settings: Pick<EngineSettings, 'preferred'>): EngineProvider[] {
  return CAPABILITIES.flatMap((capability) => {
    const list = engines[capability] as readonly ProviderInfo[];
    const configured = settings.preferred[capability];
    const firstAvailable = list.find((p) => p.availability().available)?.id;
    const preferredId = configured && configured !== 'auto' ? configured : firstAvailable;
    return list.map((p) => {
      const a = p.availability();
      return {
        capability,
        provider: p.id,
        label: p.label,
        embedded: p.embedded,
        available: a.available,
        reason: a.available ? null : a.reason,
        install: a.available ? null : a.install,
        languages: a.available ? p.languages() : null,
        preferred: p.id === preferredId,
      };
    });
  });
}
