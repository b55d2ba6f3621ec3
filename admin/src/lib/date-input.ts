// Shared by the assignments and compliance features, which both take due dates from an `<input type="date">`.

/** Local midnight of a `yyyy-mm-dd` value, or null when empty. */
export function fromDateInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}
