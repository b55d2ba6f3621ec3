import { UsersIcon } from 'lucide-react';
import type { TrackRef } from '../api/keys';
import { useEditingPresence } from '../hooks/use-editing-presence';

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

interface PresenceBannerProps extends TrackRef {
  /** False for people who only read the track: they hold no lock. */
  enabled?: boolean;
}

/** Who else has this track open in the editor; announced politely when someone joins or leaves. */
export function PresenceBanner({ workspaceId, fileId, trackId, enabled = true }: PresenceBannerProps) {
  const { editors } = useEditingPresence({ workspaceId, fileId, trackId }, enabled);
  const message =
    editors.length === 0
      ? ''
      : `${names.format(editors.map((editor) => editor.name || 'Someone'))} ${editors.length === 1 ? 'is' : 'are'} also editing this track`;
  return (
    <div role="status" data-slot="presence-banner">
      {message && (
        <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <UsersIcon className="size-4 shrink-0" aria-hidden="true" />
          {message}. Changes to different cues merge; the same cue asks who wins.
        </p>
      )}
    </div>
  );
}
