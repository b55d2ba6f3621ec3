/** Which track a call is about. */
export interface TrackRef {
  workspaceId: string;
  fileId: string;
  trackId: string;
}

export const trackEditorKeys = {
  all: ['track-editor'] as const,
  track: ({ workspaceId, fileId, trackId }: TrackRef) =>
    [...trackEditorKeys.all, workspaceId, fileId, trackId] as const,
  cues: (ref: TrackRef) => [...trackEditorKeys.track(ref), 'cues'] as const,
  versions: (ref: TrackRef) => [...trackEditorKeys.track(ref), 'versions'] as const,
  version: (ref: TrackRef, version: number) => [...trackEditorKeys.versions(ref), version] as const,
  editing: (ref: TrackRef) => [...trackEditorKeys.track(ref), 'editing'] as const,
  review: (ref: TrackRef) => [...trackEditorKeys.track(ref), 'review'] as const,
  voices: (ref: TrackRef) => [...trackEditorKeys.track(ref), 'voices'] as const,
};
