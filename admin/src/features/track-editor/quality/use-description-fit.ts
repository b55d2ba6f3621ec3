import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { CaptionProblem } from '@shared/captions/quality-problems';
import { descriptionProblems } from '@shared/describability/description-problems';
import type { DescriptionFit } from '@shared/describability/fit';
import type { TrackKind } from '@shared/constants';
import type { CaptionRules } from '@shared/schemas/settings';
import { trackCuesQueryOptions } from '../api/get-track-cues';
import type { EditorCue } from '../model/cue-order';

export interface DescriptionQuality {
  /** Each description's fit against the quiet it is spoken in; empty for other kinds of track. */
  fitByCue: ReadonlyMap<string, DescriptionFit>;
  /** The description problems (overlaps, too long, DCMP style hints), in cue order. */
  problems: readonly CaptionProblem[];
}

const NONE: DescriptionQuality = { fitByCue: new Map(), problems: [] };

/**
 * A descriptions track's fits and problems, measured against the speech of `speechTrackId` (the same language's
 * captions, loaded here) and re-checked on a deferred copy of the cues, as the caption problems are.
 */
export function useDescriptionFit(
  cues: readonly EditorCue[],
  options: {
    workspaceId: string;
    fileId: string;
    kind: TrackKind;
    speechTrackId: string | null;
    durationMs: number;
    rules: CaptionRules;
    /** The track's reading rate (espeak-ng's words per minute); the default when absent. */
    rate?: number;
  },
): DescriptionQuality {
  const { workspaceId, fileId, kind, speechTrackId, durationMs, rules, rate } = options;
  const describing = kind === 'descriptions';
  const speech = useQuery({
    ...trackCuesQueryOptions({ workspaceId, fileId, trackId: speechTrackId ?? '' }),
    enabled: describing && speechTrackId !== null,
  });
  const deferred = useDeferredValue(cues);
  const speechCues = speech.data?.cues;
  return useMemo(() => {
    if (!describing) return NONE;
    const { problems, fits } = descriptionProblems(deferred, { speech: speechCues ?? [], durationMs, rate }, rules);
    return { problems, fitByCue: new Map(deferred.map((cue, i) => [cue.id, fits[i]!])) };
  }, [describing, deferred, speechCues, durationMs, rules, rate]);
}
