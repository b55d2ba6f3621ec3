import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { z } from 'zod';
import { errorBodySchema, workspaceQuerySchema } from '@shared/schemas/common';
import { ApiHttpError, errorJson } from './errors';

/**
 * Every router answers failed validation the same way: 400, the first problem in words, all issues in details.
 * Input that passed its schema is also refused when a string holds NUL, which PostgreSQL text cannot store.
 */
export function createRouter<E extends Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (result.success) {
        const path = pathOfNul(result.data);
        if (!path) return;
        const issue = { path: path.join('.'), message: 'Must not contain NUL characters', code: 'invalid_string' };
        return errorJson(c, 400, 'validation_error', `${issue.path ? `${issue.path}: ` : ''}${issue.message}`, [issue]);
      }
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
        code: issue.code,
      }));
      const first = issues[0];
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
      return errorJson(c, 400, 'validation_error', message, issues);
    },
  });
}

/** The path to the first string (or object key) in `value` that holds a NUL character, or null. */
function pathOfNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = pathOfNul(item, [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/**
 * An error answer for the OpenAPI document, whose schema the document turns into one component (see
 * openapi-document.ts). Naming it here with `errorBodySchema.openapi('ErrorBody')` works in the server but not in
 * some of its Vitest files, where the shared schemas' zod lacks `.openapi`.
 */
export const errorContent = (description: string) => jsonContent(errorBodySchema, description);

/** The error answers a signed-in call can give, for the OpenAPI document. */
export const authedErrors = {
  400: errorContent('Invalid input'),
  401: errorContent('Missing, invalid or expired ID token or API key, or a revoked API key'),
  403: errorContent('The caller may not do this, or the API key lacks the scope (insufficient_scope)'),
  404: errorContent('Unknown, or not visible to the caller'),
  429: errorContent("Over the API key's rate limit; Retry-After and RateLimit-Reset say when to retry"),
} as const;

export const conflictError = { 409: errorContent('Conflicts with the current state') } as const;

/** The one error any call can give, for a call that has no other. */
export const internalError = { 500: errorContent('Something went wrong on our side; try again') } as const;

export const bearerSecurity = [{ bearer: [] }];
/** Stored media: anyone for a public file; for a private one a member, by bearer token or the media session cookie. */
export const mediaReaderSecurity: Record<string, string[]>[] = [{}, ...bearerSecurity, { sessionCookie: [] }];

/** Request parts of a DELETE that takes `workspaceId` as a query parameter or in a JSON body. */
export const workspaceIdInQueryOrBody = {
  query: workspaceQuerySchema.partial(),
  body: { content: { 'application/json': { schema: workspaceQuerySchema.partial() } }, required: false },
};

/** The `workspaceId` of such a DELETE, or a 400 naming the field. */
export function requireWorkspaceId(
  query: { workspaceId?: string },
  body: { workspaceId?: string } | undefined,
): string {
  const workspaceId = query.workspaceId ?? body?.workspaceId;
  if (!workspaceId) {
    throw new ApiHttpError(400, 'validation_error', 'workspaceId: Required', [
      { path: 'workspaceId', message: 'Required', code: 'invalid_type' },
    ]);
  }
  return workspaceId;
}
