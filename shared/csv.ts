// RFC 4180 CSV for every export (the credit ledger, analytics, the compliance report): one rule for quoting and for
// defusing text a spreadsheet would run as a formula.

export type CsvValue = string | number | boolean | null | undefined;

/** One field: quoted when it holds a comma, quote or line break; text starting with = + - @ tab or CR gets a '. */
function field(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV text (CRLF line ends, one at the end) from a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
