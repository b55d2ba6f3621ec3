import type { FileListItem } from '@shared/schemas/file-list';

/** A file's labels, each with its colour as a dot beside the name (the name carries the meaning). */
export function LabelChips({ labels }: { labels: FileListItem['labels'] }) {
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Labels" className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label.id} className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs">
          <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: label.color }} />
          {label.name}
        </li>
      ))}
    </ul>
  );
}
