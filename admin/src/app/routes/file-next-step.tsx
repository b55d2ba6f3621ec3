import type { Role } from '@shared/constants';
import { canEditCues } from '@shared/permissions/track';
import type { TrackSummary } from '@shared/schemas/embed';
import { Button } from '@/components/ui/button';

/**
 * The file page's next step when it is not "Transcribe" (the machine work panel leads then): wait for
 * processing, ask someone who may order a transcript, or open the track in the editor.
 */
export function FileNextStep({
  ready,
  track,
  role,
  onEdit,
}: {
  ready: boolean;
  /** The track the editor shows; null when the file has none. */
  track: TrackSummary | null;
  role: Role;
  /** Opens the editing workspace on the track. */
  onEdit(): void;
}) {
  const [title, text, action] = !ready
    ? ['Next step: wait for processing', 'Once the media is processed, it can be played and transcribed here.', null]
    : !track
      ? [
          'No transcript yet',
          'An admin or content manager can transcribe this file, order a human transcript or add captions.',
          null,
        ]
      : canEditCues(role)
        ? [
            'Next step: review the captions',
            'Check the words and timing against the media, then embed the file or share it in a showcase.',
            `Edit ${track.label}`,
          ]
        : ['Transcript', 'Read the transcript along with the media.', `Read ${track.label}`];
  return (
    <section aria-labelledby="file-next-step-title" className="grid gap-3">
      <h2 id="file-next-step-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm">{text}</p>
      {action ? (
        <div>
          <Button size="lg" onClick={onEdit}>
            {action}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
