/** "Ada Admin", "Ada Admin or Bo Boss", "Ada Admin, Bo Boss or Cy Chief": whom a member without the rights asks. */
export function adminNames(admins: readonly { name: string }[]): string {
  const names = admins.map((a) => a.name).filter(Boolean);
  if (names.length === 0) return 'an admin of this workspace';
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
