import { SearchIcon } from 'lucide-react';
import { useCallback, useId } from 'react';
import { FILE_STATUSES } from '@shared/constants';
import type { FileListItem } from '@shared/schemas/file-list';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { FILE_STATUS_LABELS } from '@/lib/media-format';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import type { FileListParams } from '../hooks/use-file-list-params';

interface FilesToolbarProps {
  params: FileListParams;
  onChange: (changes: Partial<FileListParams>, options?: { replace?: boolean }) => void;
  /** Loaded rows: the language and label choices come from what the workspace's files carry. */
  files: readonly FileListItem[];
}

/** Search by name and filters by state, language and label. */
export function FilesToolbar({ params, onChange, files }: FilesToolbarProps) {
  const id = useId();
  const search = useCallback((q: string) => onChange({ q }, { replace: true }), [onChange]);
  const [text, setText] = useDebouncedSearch(params.q, search);

  const languages = new Set(files.flatMap((f) => f.tracks.map((t) => t.language)));
  if (params.language) languages.add(params.language);
  // Labels belong to one file each; the server matches every label of the same name, so one id per name.
  const labels = new Map<string, string>();
  for (const label of files.flatMap((f) => f.labels)) if (!labels.has(label.name)) labels.set(label.name, label.id);
  const labelOptions = [...labels].map(([name, labelId]) => ({ name, labelId }));
  if (params.labelId && !labelOptions.some((l) => l.labelId === params.labelId))
    labelOptions.push({ name: 'Chosen label', labelId: params.labelId });

  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Files">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor={`${id}-q`}>Search by name</Label>
        <div className="relative">
          <SearchIcon aria-hidden="true" className="text-muted-foreground absolute top-3 left-3 size-4" />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>State</Label>
        <NativeSelect
          id={`${id}-status`}
          className="w-40"
          value={params.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as FileListParams['status'] })}
        >
          <option value="">Any state</option>
          {FILE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FILE_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-language`}>Language</Label>
        <NativeSelect
          id={`${id}-language`}
          className="w-36"
          value={params.language ?? ''}
          onChange={(event) => onChange({ language: event.target.value || null })}
        >
          <option value="">Any language</option>
          {[...languages].sort().map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-label`}>Label</Label>
        <NativeSelect
          id={`${id}-label`}
          className="w-40"
          value={params.labelId ?? ''}
          onChange={(event) => onChange({ labelId: event.target.value || null })}
        >
          <option value="">Any label</option>
          {labelOptions.map((label) => (
            <option key={label.labelId} value={label.labelId}>
              {label.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
