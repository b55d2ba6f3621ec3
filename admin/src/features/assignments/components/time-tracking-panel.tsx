import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Role } from '@shared/constants';
import {
  ASSIGNMENT_LIMITS,
  type Assignment,
  type AssignmentStatus,
  manualEntryBodySchema,
  TIMER_LOCKED_STATUSES,
} from '@shared/schemas/assignments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAddManualEntry } from '../api/add-manual-entry';
import { useDeleteTimeEntry } from '../api/delete-time-entry';
import { useStartTimer } from '../api/start-timer';
import { useStopTimer } from '../api/stop-timer';
import { formatDateTime, formatDuration, fromDateTimeInput } from '../format';
import { canWorkOnAssignment } from '@shared/permissions/assignment';
import { canDeleteTimeEntry } from '@shared/permissions/time-entry';
import type { AssignmentUser } from '../permissions';

export interface TimeTrackingPanelProps {
  workspaceId: string;
  /** The assignment as cached (entries, total); timer answers update that cache. */
  assignment: Assignment;
  /** The status the form shows, which follows the server. */
  status: AssignmentStatus;
  currentUser: AssignmentUser;
  role: Role;
  /** Called with the status and version from every timer answer, so the form stays current. */
  onServerUpdate?: (update: { status: AssignmentStatus; version: number }) => void;
}

/** Ticks once a second while `running`; nothing runs otherwise. */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** Start/stop for the caller, the entries, manual entries and the total time. */
export function TimeTrackingPanel({
  workspaceId,
  assignment,
  status,
  currentUser,
  role,
  onServerUpdate,
}: TimeTrackingPanelProps) {
  const id = useId();
  const start = useStartTimer();
  const stop = useStopTimer();
  const deleteEntry = useDeleteTimeEntry();
  const [announcement, setAnnouncement] = useState('');

  const running = assignment.timeEntries.find((e) => e.userId === currentUser.id && e.endTime === null);
  const now = useNow(Boolean(running));
  const mayTrack = canWorkOnAssignment(role, currentUser.id, assignment);
  const locked = TIMER_LOCKED_STATUSES.includes(status);
  const target = {
    workspaceId,
    assignmentId: assignment.id,
    userId: currentUser.id,
    userName: currentUser.name,
  };
  const canStart = mayTrack && !locked && Boolean(assignment.id && currentUser.id && currentUser.name.trim());
  const busy = start.isPending || stop.isPending;

  // The specification wants timer failures only logged; the cache is untouched, so the panel stays as it was.
  const handleStart = () =>
    start.mutate(target, {
      onSuccess: (response) => {
        onServerUpdate?.({ status: response.status, version: response.version });
        setAnnouncement('Timer started');
      },
      onError: (error) => console.error('Could not start the timer', error),
    });
  const handleStop = () => {
    if (!running) return;
    stop.mutate(
      { ...target, entryId: running.id },
      {
        onSuccess: (response) => {
          onServerUpdate?.({ status: response.status, version: response.version });
          setAnnouncement('Timer stopped');
        },
        onError: (error) => console.error('Could not stop the timer', error),
      },
    );
  };

  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="font-semibold">
        Time tracking
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <span role="timer" aria-label="Timer" className="font-mono text-2xl tabular-nums">
          {formatDuration(running ? now - running.startTime : 0)}
        </span>
        {running ? (
          <Button variant="destructive" disabled={busy || !mayTrack} onClick={handleStop}>
            Stop Timer
          </Button>
        ) : (
          <Button disabled={busy || !canStart} onClick={handleStart}>
            Start Timer
          </Button>
        )}
        <p className="text-sm">
          Total: <span className="font-mono tabular-nums">{formatDuration(assignment.totalTimeSpent)}</span>
        </p>
      </div>
      {locked && mayTrack ? (
        <p className="text-muted-foreground text-sm">Timers cannot run on a completed or cancelled assignment.</p>
      ) : null}
      {/* Announces start and stop only; the ticking clock itself is not live. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {assignment.timeEntries.length === 0 ? (
        <p className="text-muted-foreground text-sm">No time entries yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Time entries</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Who
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Start
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  End
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Duration
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Manual
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Notes
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {assignment.timeEntries.map((entry) => (
                <tr key={entry.id} className="border-b last:border-0">
                  <td className="py-1 pr-2">{entry.userName}</td>
                  <td className="py-1 pr-2">{formatDateTime(entry.startTime)}</td>
                  <td className="py-1 pr-2">{entry.endTime === null ? 'Running' : formatDateTime(entry.endTime)}</td>
                  <td className="py-1 pr-2 font-mono tabular-nums">
                    {entry.duration === null ? '—' : formatDuration(entry.duration)}
                  </td>
                  <td className="py-1 pr-2">{entry.isManualEntry ? 'Yes' : 'No'}</td>
                  <td className="py-1 pr-2 break-words">{entry.notes}</td>
                  <td className="py-1">
                    {canDeleteTimeEntry(role, currentUser.id, entry) ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={deleteEntry.isPending}
                        aria-label={`Delete the entry of ${entry.userName} started ${formatDateTime(entry.startTime)}`}
                        onClick={() =>
                          deleteEntry.mutate(
                            { workspaceId, assignmentId: assignment.id, userId: entry.userId, entryId: entry.id },
                            { onError: (error) => console.error('Could not delete the time entry', error) },
                          )
                        }
                      >
                        Delete
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {mayTrack ? <ManualEntryForm target={target} onServerUpdate={onServerUpdate} /> : null}
    </section>
  );
}

function ManualEntryForm({
  target,
  onServerUpdate,
}: {
  target: { workspaceId: string; assignmentId: string; userId: string; userName: string };
  onServerUpdate: TimeTrackingPanelProps['onServerUpdate'];
}) {
  const id = useId();
  const add = useAddManualEntry();
  const [startValue, setStartValue] = useState('');
  const [endValue, setEndValue] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ startTime?: string; endTime?: string; notes?: string }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const startTime = fromDateTimeInput(startValue);
    const endTime = fromDateTimeInput(endValue);
    const next: typeof errors = {};
    if (startTime === null) next.startTime = 'Start is required';
    if (endTime === null) next.endTime = 'End is required';
    if (startTime !== null && endTime !== null) {
      const parsed = manualEntryBodySchema.safeParse({ ...target, startTime, endTime, notes });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if (field === 'startTime' || field === 'endTime' || field === 'notes') next[field] ??= issue.message;
        }
      }
    }
    setErrors(next);
    if (Object.keys(next).length || startTime === null || endTime === null) return;
    add.mutate(
      { ...target, startTime, endTime, notes: notes.trim() },
      {
        onSuccess: (response) => {
          onServerUpdate?.({ status: response.status, version: response.version });
          setStartValue('');
          setEndValue('');
          setNotes('');
        },
      },
    );
  };

  const field = (name: keyof typeof errors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const message = (name: keyof typeof errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={handleSubmit}>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Add a manual entry</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-startTime`}>Start</Label>
            <Input
              type="datetime-local"
              value={startValue}
              onChange={(e) => setStartValue(e.target.value)}
              {...field('startTime')}
            />
            {message('startTime')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-endTime`}>End</Label>
            <Input
              type="datetime-local"
              value={endValue}
              onChange={(e) => setEndValue(e.target.value)}
              {...field('endTime')}
            />
            {message('endTime')}
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-notes`}>Notes</Label>
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} {...field('notes')} />
          <p className="text-muted-foreground text-xs">Up to {ASSIGNMENT_LIMITS.notes} characters.</p>
          {message('notes')}
        </div>
        {add.isError ? <Alert variant="destructive">Error: {add.error.message}</Alert> : null}
        <div>
          <Button type="submit" variant="outline" disabled={add.isPending}>
            Add Entry
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
