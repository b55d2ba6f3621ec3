import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { z } from 'zod';
import { errorBodySchema } from '@shared/schemas/common';
import { errorJson } from './errors';

/** Every router answers failed validation the same way: 400, the first problem in words, all issues in details. */
export function createRouter<E extends Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (result.success) return;
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

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const errorContent = (description: string) => jsonContent(errorBodySchema, description);

/** The error answers a signed-in call can give, for the OpenAPI document. */
export const authedErrors = {
  400: errorContent('Invalid input'),
  401: errorContent('Missing, invalid or expired ID token'),
  403: errorContent('The caller may not do this'),
  404: errorContent('Unknown, or not visible to the caller'),
} as const;

export const conflictError = { 409: errorContent('Conflicts with the current state') } as const;

export const bearerSecurity = [{ bearer: [] }];
