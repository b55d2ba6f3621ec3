/** A size as people read it: "5 GiB", "200 MiB", "512 bytes". */
export function formatBytes(bytes: number): string {
  const gib = bytes / 1024 ** 3;
  if (gib >= 1) return `${Number(gib.toFixed(2))} GiB`;
  const mib = bytes / 1024 ** 2;
  return mib >= 1 ? `${Number(mib.toFixed(2))} MiB` : `${bytes} bytes`;
}
