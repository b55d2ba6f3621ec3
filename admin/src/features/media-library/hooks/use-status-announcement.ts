import { useState } from 'react';
import type { FileStatus } from '@shared/constants';
import { FILE_STATUS_LABELS } from '@/lib/media-format';

interface Seen {
  signature: string;
  statuses: ReadonlyMap<string, FileStatus>;
  message: string;
}

const signatureOf = (files: readonly { id: string; status: FileStatus }[]) =>
  files.map((f) => `${f.id}\u0000${f.status}`).join('\u0001');

/**
 * What changed since the last look, for a polite live region: "talk.wav: Ready". Files seen for the first
 * time are not announced (loading a page is not news).
 */
export function useStatusAnnouncement(files: readonly { id: string; name: string; status: FileStatus }[]) {
  const signature = signatureOf(files);
  const [seen, setSeen] = useState<Seen>(() => ({
    signature,
    statuses: new Map(files.map((f) => [f.id, f.status])),
    message: '',
  }));
  if (seen.signature !== signature) {
    // Adjusting state while rendering (React's pattern for state derived from a changed input).
    const statuses = new Map(seen.statuses);
    const changes: string[] = [];
    for (const file of files) {
      const before = statuses.get(file.id);
      if (before && before !== file.status) changes.push(`${file.name}: ${FILE_STATUS_LABELS[file.status]}`);
      statuses.set(file.id, file.status);
    }
    setSeen({ signature, statuses, message: changes.length > 0 ? changes.join('. ') : seen.message });
  }
  return seen.message;
}
