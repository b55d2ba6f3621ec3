/**
 * The options of every cookie we set: HttpOnly, scoped to `path`, and Secure whenever the site (PUBLIC_URL) is
 * served over https, which production requires (server/config.ts).
 */
export function cookieOptions(
  publicUrl: string,
  options: { path: string; sameSite: 'Strict' | 'Lax'; maxAgeSeconds?: number },
) {
  return {
    path: options.path,
    httpOnly: true,
    sameSite: options.sameSite,
    secure: publicUrl.startsWith('https:'),
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
  };
}
