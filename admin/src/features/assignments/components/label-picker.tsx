import type { Label } from '@shared/schemas/assignments';
import type { AssignmentForm } from './use-assignment-form';

/** The file's labels as checkboxes with their colour; nothing when the file has none. */
export function LabelPicker({ form, labels, disabled }: { form: AssignmentForm; labels: Label[]; disabled: boolean }) {
  if (labels.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Labels</legend>
      <ul className="flex flex-wrap gap-3">
        {labels.map((label) => (
          <li key={label.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="accent-primary size-4"
                checked={form.values.labels.includes(label.id)}
                disabled={disabled}
                onChange={(e) => form.toggle('labels', label.id, e.target.checked)}
              />
              <span aria-hidden="true" className="size-3 rounded-full border" style={{ background: label.color }} />
              {label.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
