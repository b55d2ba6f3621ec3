import type { TrackSummary } from '@shared/schemas/embed';
import { usePublishDescribedAudio } from '../api/publish-described-audio';
import { PublishRender } from './publish-render';

interface PublishDescribedAudioProps {
  workspaceId: string;
  fileId: string;
  /** The platform's name, e.g. "Mux". */
  label: string;
  tracks: readonly TrackSummary[];
}

/** Each descriptions track's newest described audio render, sent to the platform as an extra audio track. */
export function PublishDescribedAudio({ workspaceId, fileId, label, tracks }: PublishDescribedAudioProps) {
  return (
    <PublishRender
      label={label}
      tracks={tracks}
      heading={`Described audio on ${label}`}
      empty="The library file has no descriptions track: write descriptions and render the described audio first."
      intro={`Adds the newest described audio rendered from the track as an extra audio track, which viewers choose in ${label}’s player.`}
      listLabel="Descriptions tracks"
      button={`Publish to ${label} as an audio track`}
      what="described audio"
      publish={usePublishDescribedAudio(workspaceId, fileId)}
      published={(track, { name }) => ({
        text: `The described audio of ${track.label} was added to ${label} as the audio track “${name}”.`,
      })}
    />
  );
}
