import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { licenseKeys } from './keys';

export const licenseSchema = z.object({
  name: z.string(),
  version: z.string(),
  license: z.string(),
  text: z.string(),
});
export type License = z.infer<typeof licenseSchema>;

/** Written by the admin build (`vite.admin.config.ts`) from the packages that ship in the bundle. */
export const LICENSES_ASSET = '/licenses.json';

export const licensesQueryOptions = () =>
  queryOptions({
    queryKey: licenseKeys.all,
    queryFn: async ({ signal }) => {
      const response = await fetch(LICENSES_ASSET, { signal });
      if (!response.ok) throw new Error(`The licenses could not be loaded (${response.status})`);
      return z.array(licenseSchema).parse(await response.json());
    },
    staleTime: Infinity,
  });

export function useLicenses() {
  return useQuery(licensesQueryOptions());
}
