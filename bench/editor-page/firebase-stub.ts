// The bench page has no sign-in: the admin's API client asks this for a token and gets none.
export async function getIdToken(): Promise<string | null> {
  return null;
}
