// A showcase's readable address (`/embed/{workspaceId}/showcases/{slug}`): made from the title, unique per
// workspace, editable. The server, the admin's hint and migration 0024's backfill follow the same rule.

/** Longest slug: room for a "-12" suffix within the 64 characters every path segment allows. */
export const SLUG_MAX_LENGTH = 60;

/** Lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Welcome Week: 2026 (draft)" → "welcome-week-2026-draft"; accents dropped; "showcase" when nothing is left. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'showcase';
}

/** `base`, else `base-2`, `base-3`… whichever is not in `taken` first (kept within SLUG_MAX_LENGTH). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
