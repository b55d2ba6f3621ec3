// `npm run compliance -- verify [workspaceId…]`: recomputes each workspace's evidence hash chain from the database
// (every workspace with a ledger when none is named), prints the result, and exits 1 when any chain is broken.
import { loadConfig } from './config';
import { complianceLedgers } from './db/schema-compliance';
import { openDatabase } from './db/open-database';
import { evidenceVerification } from './db/queries/compliance-read';

const [command, ...named] = process.argv.slice(2);
if (command !== 'verify') {
  console.error('Usage: npm run compliance -- verify [workspaceId…]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let broken = 0;
try {
  const workspaceIds =
    named.length > 0
      ? named
      : (await database.db.select({ id: complianceLedgers.workspaceId }).from(complianceLedgers)).map((l) => l.id);
  if (workspaceIds.length === 0) console.log('No workspace has a compliance ledger yet.');
  for (const workspaceId of workspaceIds) {
    const result = await evidenceVerification(database.db, workspaceId);
    if (result.valid) {
      console.log(`${workspaceId}: valid, ${result.entries} entries, head ${result.head ?? '(none)'}`);
    } else {
      broken += 1;
      console.log(`${workspaceId}: BROKEN at entry ${result.firstBroken!.seq}: ${result.firstBroken!.message}`);
    }
  }
} finally {
  await database.close();
}
process.exit(broken > 0 ? 1 : 0);
