import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIntegrationsCipher } from './load-cipher';

const tempDir = () => mkdtemp(path.join(tmpdir(), 'integrations-key-'));

describe('loadIntegrationsCipher', () => {
  it('has no cipher outside demo mode without INTEGRATIONS_KEY, and says so', async () => {
    const lines: string[] = [];
    const config = {
      dataDir: await tempDir(),
      demoMode: false,
      integrationsKeys: { current: undefined, previous: [] },
    };
    expect(await loadIntegrationsCipher(config, (l) => lines.push(l))).toBeUndefined();
    expect(lines).toEqual(['Integrations: no INTEGRATIONS_KEY, so connecting an integration is refused']);
  });

  it('makes one development key under DATA_DIR in demo mode and keeps using it', async () => {
    const dataDir = await tempDir();
    const config = { dataDir, demoMode: true, integrationsKeys: { current: undefined, previous: [] } };
    const lines: string[] = [];
    const first = await loadIntegrationsCipher(config, (l) => lines.push(l));
    const stored = first!.encrypt('hello', 'ctx');
    const second = await loadIntegrationsCipher(config, () => {});
    expect(second!.decrypt(stored, 'ctx')).toBe('hello');
    expect(await readFile(path.join(dataDir, 'integrations-dev.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(lines[0]).toContain('DEVELOPMENT key');
  });

  it('refuses a key of the wrong length with a message naming the variable', async () => {
    const config = { dataDir: await tempDir(), demoMode: false, integrationsKeys: { current: 'abcd', previous: [] } };
    await expect(loadIntegrationsCipher(config, () => {})).rejects.toThrow(/INTEGRATIONS_KEY must be 32 random bytes/);
  });
});
