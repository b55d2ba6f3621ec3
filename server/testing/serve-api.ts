import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { TestEnv } from './test-env';

export interface ServedApi {
  /** e.g. `http://127.0.0.1:41234` */
  origin: string;
  close(): Promise<void>;
}

/**
 * The test env's API under `/api` on a real socket (a free port on loopback), for what needs one: interrupted
 * uploads, streamed bodies, cookies.
 */
export async function serveApi(env: TestEnv): Promise<ServedApi> {
  const app = new Hono().route('/api', env.api);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
