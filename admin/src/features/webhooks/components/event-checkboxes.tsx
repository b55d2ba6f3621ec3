import { useId } from 'react';
import { WEBHOOK_EVENT_GROUPS, type WebhookEventType } from '@shared/schemas/webhooks';
import { Label } from '@/components/ui/label';
import { EVENT_DESCRIPTIONS } from './event-descriptions';

interface EventCheckboxesProps {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  /** The id of the error message under the checkboxes, when there is one. */
  errorId?: string;
}

/** The event types in their groups, one checkbox each with what it means. */
export function EventCheckboxes({ value, onChange, errorId }: EventCheckboxesProps) {
  const id = useId();
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(on ? [...value, type] : value.filter((t) => t !== type));
  return (
    <fieldset className="grid gap-3" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-medium">Events</legend>
      {Object.entries(WEBHOOK_EVENT_GROUPS).map(([group, types]) => (
        <fieldset key={group} className="grid gap-1">
          <legend className="text-muted-foreground text-sm font-medium">{group}</legend>
          {types.map((type) => (
            <div key={type} className="flex items-start gap-2">
              <input
                id={`${id}-${type}`}
                type="checkbox"
                className="mt-1"
                checked={value.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
                aria-describedby={`${id}-${type}-hint`}
              />
              <div>
                <Label htmlFor={`${id}-${type}`}>
                  <code>{type}</code>
                </Label>
                <p id={`${id}-${type}-hint`} className="text-muted-foreground text-sm">
                  {EVENT_DESCRIPTIONS[type]}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
