import { z } from 'zod';

/** What the admin SPA needs to know about its deployment, fetched once at boot. */
export const clientConfigSchema = z.object({
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
  /** Set when the Firebase Auth emulator is in use, e.g. `http://127.0.0.1:9099`. */
  authEmulatorUrl: z.string().nullable(),
  sentryDsn: z.string().nullable(),
  marketingUrl: z.string(),
  privacyUrl: z.string(),
  termsUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
