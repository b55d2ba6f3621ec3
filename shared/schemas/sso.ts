import { z } from 'zod';
import { emailSchema } from './common';

export const ssoCheckBodySchema = z.object({ email: emailSchema });
export type SsoCheckBody = z.input<typeof ssoCheckBodySchema>;

/** Whether the address's domain signs in through single sign-on, and through which provider. */
export const ssoCheckResponseSchema = z.object({ sso: z.boolean(), providerId: z.string().nullable() });
export type SsoCheckResponse = z.infer<typeof ssoCheckResponseSchema>;
