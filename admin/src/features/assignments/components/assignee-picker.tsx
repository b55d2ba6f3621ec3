import type { Member } from '@shared/schemas/members';
import { FieldError } from './field-error';
import type { AssignmentForm } from './use-assignment-form';

/** The workspace members as checkboxes, with loading, error and "at most" messages. */
export function AssigneePicker({
  id,
  form,
  members,
  isPending,
  isError,
  disabled,
}: {
  id: string;
  form: AssignmentForm;
  members: Member[];
  isPending: boolean;
  isError: boolean;
  disabled: boolean;
}) {
  const { values, errors, toggle } = form;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={errors.assignees ? `${id}-assignees-error` : undefined}
      aria-invalid={errors.assignees ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">Assignees</legend>
      {isError ? (
        <p className="text-destructive text-sm">The workspace members could not be loaded.</p>
      ) : members.length === 0 ? (
        <p className="text-muted-foreground text-sm">{isPending ? 'Loading members…' : 'No members.'}</p>
      ) : (
        <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
          {members.map((member) => (
            <li key={member.userId}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="accent-primary size-4"
                  checked={values.assignees.includes(member.userId)}
                  disabled={disabled}
                  onChange={(e) => toggle('assignees', member.userId, e.target.checked)}
                />
                <span>
                  {member.name || member.email}
                  {member.name ? <span className="text-muted-foreground"> ({member.email})</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={id} name="assignees" errors={errors} />
    </fieldset>
  );
}
