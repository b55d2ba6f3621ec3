import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthedEnv } from '../auth/current-user';
import type { Db } from '../db/open-database';
import {
  claimedIdempotencyKey,
  type IdempotencyScope,
  idempotencyRecord,
  releaseIdempotencyKey,
  type StoredAnswer,
  storeIdempotentAnswer,
} from '../db/queries/idempotency-keys';
import { ApiHttpError } from '../http/errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Marks an answer that was not made again but replayed from the key's first request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a duplicate waits for the first request with its key to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 100;

/**
 * `Idempotency-Key` for a POST that creates something or spends minutes (docs/api.md, "Idempotent writes"), after
 * the caller is known. The first request with a key claims it with a pending row and runs; a duplicate with the same
 * request replays its answer, waiting while it runs: PGlite has one connection, so no lock or transaction may stay
 * open across the handler, and duplicates poll instead. Answers of 500 and above are not kept, so a retry runs again.
 */
export function idempotencyKey(db: Db): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw invalidKey();
    const text = await c.req.text();
    const scope: IdempotencyScope = {
      callerId: c.get('user').id,
      workspaceId: workspaceOf(c, text),
      operation: `${c.req.method} ${c.req.routePath}`,
      key,
    };
    const requestHash = hashOfRequest(c, text);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await claimedIdempotencyKey(db, scope, requestHash)) return answerFirst(db, scope, c, next);
      // Null: the first request failed and let the key go since the claim; claim it again.
      const record = await idempotencyRecord(db, scope);
      if (record && record.requestHash !== requestHash) throw reusedKey();
      if (record?.answer) return replay(c, record.answer);
      if (Date.now() >= deadline) {
        c.header('Retry-After', '1');
        throw new ApiHttpError(
          409,
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still running: retry it in a moment to get its answer',
        );
      }
      await sleep(POLL_MS);
    }
  };
}

async function answerFirst(db: Db, scope: IdempotencyScope, c: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    await release(db, scope);
    throw error;
  }
  if (c.res.status >= 500) return release(db, scope);
  const answer = {
    status: c.res.status,
    contentType: c.res.headers.get('Content-Type'),
    body: await c.res.clone().text(),
  };
  // The work is done, so its answer goes out even if it cannot be kept (a retry then waits, and runs once abandoned).
  await storeIdempotentAnswer(db, scope, answer).catch((error: Error) =>
    console.error(`Keeping an idempotent answer failed: ${error.message}`),
  );
}

/** Lets a key go after a failure on our side; if even that fails, the claim is taken over once it counts as abandoned. */
async function release(db: Db, scope: IdempotencyScope): Promise<void> {
  await releaseIdempotencyKey(db, scope).catch((error: Error) =>
    console.error(`Releasing an idempotency key failed: ${error.message}`),
  );
}

function replay(c: Context, answer: StoredAnswer): Response {
  c.header(REPLAYED_HEADER, 'true');
  if (answer.contentType) c.header('Content-Type', answer.contentType);
  return c.body(answer.body, answer.status as ContentfulStatusCode);
}

/** The workspace a request acts in, wherever its operation takes it from: the path, the query or the JSON body. */
function workspaceOf(c: Context, text: string): string {
  const fromBody = (parsedJson(text) as { workspaceId?: unknown } | undefined)?.workspaceId;
  return c.req.param('workspaceId') ?? c.req.query('workspaceId') ?? (typeof fromBody === 'string' ? fromBody : '');
}

/** What makes two requests the same: path, query and body, the body's JSON compared regardless of key order. */
function hashOfRequest(c: Context, text: string): string {
  const json = parsedJson(text);
  const body = json === undefined ? text : JSON.stringify(sortedKeys(json));
  return createHash('sha256')
    .update(`${c.req.path}${new URL(c.req.url).search}\n${body}`)
    .digest('hex');
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)]));
}

const invalidKey = () => {
  const message = `Must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`;
  return new ApiHttpError(400, 'validation_error', `${IDEMPOTENCY_KEY_HEADER}: ${message}`, [
    { path: IDEMPOTENCY_KEY_HEADER, message, code: 'too_big' },
  ]);
};

const reusedKey = () =>
  new ApiHttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used for a different request in the last 24 hours: use a new key for a new request',
  );
