import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { type CredentialsCipher, createCredentialsCipher, parseKey } from './credentials-cipher';

const DEV_KEY_FILE = 'integrations-dev.key';

/**
 * The cipher for integration credentials: from INTEGRATIONS_KEY when set. In demo mode without it, a
 * development key is made once under DATA_DIR (and said so), so the demo can connect integrations; anywhere
 * else, none — connecting is then refused with a message naming INTEGRATIONS_KEY, never stored in the clear.
 */
export async function loadIntegrationsCipher(
  config: Pick<Config, 'dataDir' | 'demoMode' | 'integrationsKeys'>,
  log: (line: string) => void,
): Promise<CredentialsCipher | undefined> {
  const previous = config.integrationsKeys.previous.map((k) => parseKey(k, 'INTEGRATIONS_PREVIOUS_KEYS'));
  if (config.integrationsKeys.current) {
    return createCredentialsCipher(parseKey(config.integrationsKeys.current), previous);
  }
  if (!config.demoMode) {
    log('Integrations: no INTEGRATIONS_KEY, so connecting an integration is refused');
    return undefined;
  }
  const file = path.join(config.dataDir, DEV_KEY_FILE);
  let key: Buffer;
  try {
    key = parseKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    key = randomBytes(32);
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, key.toString('hex'), { mode: 0o600 });
  }
  log(`Integrations: no INTEGRATIONS_KEY, so credentials use the DEVELOPMENT key in ${file} (demo mode only)`);
  return createCredentialsCipher(key, previous);
}
