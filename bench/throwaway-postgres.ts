import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The PostgreSQL the benches measure on: BENCH_DATABASE_URL's server, else a cluster of their own.

/** BENCH_DATABASE_URL, or a throwaway PostgreSQL 15 cluster when its binaries are installed. */
export async function withPostgres(run: (url: string) => Promise<void>): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    // A throwaway database on that server, so the bench never touches existing data.
    const { default: pg } = await import('pg');
    const name = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(given);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  const bin = '/usr/lib/postgresql/15/bin';
  if (!existsSync(bin)) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install PostgreSQL 15)');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  const asPostgres = (args: string[], check = true) => {
    const root = process.getuid?.() === 0;
    if (root) spawnSync('chown', ['-R', 'postgres', dir]);
    const result = root ? spawnSync('runuser', ['-u', 'postgres', '--', ...args]) : spawnSync(args[0]!, args.slice(1));
    if (check && result.status !== 0) {
      const log = existsSync(`${dir}/log`) ? readFileSync(`${dir}/log`, 'utf8').slice(-2000) : '';
      throw new Error(`${args[0]} failed: ${result.stderr.toString()}${log}`);
    }
  };
  const port = 56000 + Math.floor(Math.random() * 1000);
  asPostgres([`${bin}/initdb`, '-D', `${dir}/data`, '-U', 'postgres', '--auth=trust']);
  const stop = () => {
    asPostgres([`${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', 'stop'], false);
    rmSync(dir, { recursive: true, force: true });
  };
  // An interrupted bench must not leave its server running: stop it, then exit as the signal asks.
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    asPostgres([
      `${bin}/pg_ctl`,
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/log`,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
    await run(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    stop();
  }
}
