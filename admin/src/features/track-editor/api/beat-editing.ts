import { queryOptions } from '@tanstack/react-query';
import { beatTrackEditing } from '@shared/api/track-versions';
import { EDITING_HEARTBEAT_SECONDS } from '@shared/schemas/track-versions';
import { apiClient } from '@/lib/api-client';
import { trackEditorKeys, type TrackRef } from './keys';

/**
 * Tells the server this person is editing the track and learns who else is: a PUT, polled like a query so it
 * repeats on an interval and when the window regains focus.
 */
export const editingQueryOptions = (ref: TrackRef) =>
  queryOptions({
    queryKey: trackEditorKeys.editing(ref),
    queryFn: ({ signal }) => beatTrackEditing(apiClient, ref, { signal }),
    refetchInterval: EDITING_HEARTBEAT_SECONDS * 1000,
    // Keeps the soft lock while the tab is open in the background.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
