import { randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and 256 random bits, as integrators know them from Stripe. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
