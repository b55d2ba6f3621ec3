import { resolveTxt } from 'node:dns/promises';

/** The TXT record an admin adds at the domain to prove they control it. */
export const txtRecordFor = (token: string) => `media-access-verification=${token}`;

export type TxtResolver = (domain: string) => Promise<string[][]>;

/** Whether `domain` publishes the TXT record for `token`; a failed lookup counts as not (yet) published. */
export async function domainHasTxtRecord(domain: string, token: string, resolve: TxtResolver = resolveTxt) {
  const expected = txtRecordFor(token);
  try {
    const records = await resolve(domain);
    // A long TXT record arrives split into strings of at most 255 characters.
    return records.some((parts) => parts.join('') === expected);
  } catch {
    return false;
  }
}
