import type { Showcase } from '@shared/schemas/showcases';
import { DeleteShowcaseButton } from './delete-showcase-button';

/** What cannot be undone, apart at the bottom of the editor where nobody presses it on the way to something else. */
export function ShowcaseDangerZone({ showcase }: { showcase: Showcase }) {
  return (
    <section aria-labelledby="showcase-danger-title" className="border-destructive/60 grid gap-2 rounded-lg border p-4">
      <h2 id="showcase-danger-title" className="text-lg font-semibold">
        Danger zone
      </h2>
      <p className="text-sm">
        Deleting the showcase stops its embeds on every site that uses them, at once. The files stay in your library.
      </p>
      <div>
        <DeleteShowcaseButton showcase={showcase} />
      </div>
    </section>
  );
}
