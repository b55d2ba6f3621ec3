import type { TrackSummary } from '@shared/schemas/embed';
import { usePublishExtendedVideo } from '../api/publish-extended-video';
import { PublishRender } from './publish-render';

interface PublishExtendedVideoProps {
  workspaceId: string;
  fileId: string;
  /** The platform's name, e.g. "Vimeo". */
  label: string;
  tracks: readonly TrackSummary[];
}

/**
 * Each descriptions track's newest extended video render, sent to the platform as a new item beside the original
 * (which stays as it is: an extended video pauses for every viewer).
 */
export function PublishExtendedVideo({ workspaceId, fileId, label, tracks }: PublishExtendedVideoProps) {
  return (
    <PublishRender
      label={label}
      tracks={tracks}
      heading={`Extended version on ${label}`}
      empty="The library file has no descriptions track: write descriptions and render the extended video first."
      intro={`Publishes the newest extended video rendered from the track, whose picture holds while each description plays, as a new ${label} item beside this one, which stays as it is. Link to it wherever this one is shown.`}
      listLabel="Descriptions tracks for the extended version"
      button={`Publish the extended version to ${label}`}
      what="extended version"
      publish={usePublishExtendedVideo(workspaceId, fileId)}
      published={(track, { title, link }) => ({
        text: `The extended version of ${track.label} was published to ${label} as “${title}”, a new item beside this one.`,
        link,
      })}
    />
  );
}
