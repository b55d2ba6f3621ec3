/** Offers `csv` to the person as a download named `filename`. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has handed the blob to the download; revoking on the next task keeps Safari happy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
