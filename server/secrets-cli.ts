// `npm run secrets -- rotate`: re-encrypts every stored secret under INTEGRATIONS_KEY while the old key, listed in
// INTEGRATIONS_PREVIOUS_KEYS, still opens it (docs/admin.md, "Rotating the key").
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { loadIntegrationsCipher } from './integrations/load-cipher';
import { rewrappedSecrets } from './integrations/rewrap-secrets';

const [command] = process.argv.slice(2);
if (command !== 'rotate') {
  console.error('Usage: npm run secrets -- rotate');
  process.exit(2);
}
const config = loadConfig();
if (!config.databaseUrl) {
  const running = await fetch(`http://127.0.0.1:${config.port}/api/warmup`).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error('Stop `npm start` first: the embedded database allows one process at a time.');
    process.exit(1);
  }
}
const cipher = await loadIntegrationsCipher(config, (line) => console.log(line));
if (!cipher) {
  console.error('Set INTEGRATIONS_KEY to the new key and INTEGRATIONS_PREVIOUS_KEYS to the old one(s).');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const report = await rewrappedSecrets(database.db, cipher);
  console.log(`Re-encrypted ${report.rewrapped} secret(s) under the current key; ${report.current} already were.`);
  for (const { where, reason } of report.unreadable) console.error(`Could not open ${where}: ${reason}`);
  if (report.unreadable.length > 0) {
    console.error('Those stay as they were: add the key that wrote them to INTEGRATIONS_PREVIOUS_KEYS, or reconnect.');
    process.exitCode = 1;
  } else {
    console.log('Nothing is left under an older key: INTEGRATIONS_PREVIOUS_KEYS can be emptied.');
  }
} finally {
  await database.close();
}
