import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Role } from '@shared/constants';
import { canReviewTracks } from '@shared/permissions/compliance';
import { canEditCues } from '@shared/permissions/track';
import type { PlayerAdapter } from '@shared/players/player';
import type { ManagedTrack } from '@shared/schemas/media';
import type { CaptionRules } from '@shared/schemas/settings';
import { Button } from '@/components/ui/button';
import { useConfirmTrackCues } from '../api/confirm-track-cues';
import { usePreviewSpeech } from '../api/preview-speech';
import { uncertainWordsByCue } from '../confidence/uncertain-words';
import { useAutoPause } from '../hooks/use-auto-pause';
import { useAutosave } from '../hooks/use-autosave';
import { useEditorCommands } from '../hooks/use-editor-commands';
import { usePlayerTime } from '../hooks/use-player-time';
import { handleEditorKey } from '../keyboard/handle-editor-key';
import { findReplace } from '../model/operations/find-replace';
import { renameSpeaker, speakersOf } from '../model/operations/rename-speaker';
import { retime } from '../model/operations/retime';
import { shiftCues } from '../model/operations/shift-cues';
import { type SelectionStore, useSelectedId } from '../model/selection-store';
import { TrackEditorProvider, useTrackEditorContext } from '../model/track-editor-context';
import { useTrackEditor } from '../model/use-track-editor';
import { useCaptionProblems } from '../quality/use-caption-problems';
import { useDescriptionFit } from '../quality/use-description-fit';
import { useFixProblem } from '../quality/use-fix-problem';
import { CueList } from './cue-list';
import { EditorToolbar } from './editor-toolbar';
import { FindReplacePanel } from './find-replace-panel';
import { MergeDialog } from './merge-dialog';
import { PlayerControls } from './player-controls';
import { PresenceBanner } from './presence-banner';
import { ProblemsPanel } from './problems-panel';
import { SaveStatus } from './save-status';
import { ShiftDialog, type ShiftScope } from './shift-dialog';
import { ShortcutSheet } from './shortcut-sheet';
import { SpeakerRenameDialog } from './speaker-rename-dialog';
import { TrackReview } from './track-review';
import { VerifyAccuracy } from './verify-accuracy';
import { VersionHistory } from './version-history';
import { Waveform } from './waveform';

export interface TrackEditorProps {
  workspaceId: string;
  fileId: string;
  track: ManagedTrack;
  role: Role;
  player: PlayerAdapter | null;
  mediaUrl: string | null;
  durationMs: number;
  captionRules: CaptionRules;
  /** Descriptions: the same language's captions (or subtitles), whose cues say when people speak. */
  speechTrackId?: string | null;
}

/** The whole editor for one track; viewers get it read-only. Another track starts a fresh session (and history). */
export function TrackEditor(props: TrackEditorProps) {
  return <TrackEditorSession key={props.track.id} {...props} />;
}

function TrackEditorSession(props: TrackEditorProps) {
  const editor = useTrackEditor(props.track.cues);
  return (
    <TrackEditorProvider value={editor}>
      <EditorBody {...props} />
    </TrackEditorProvider>
  );
}

type Dialog = 'shift' | 'speakers' | 'shortcuts' | null;

// Its props change only with the problems, so moving between cues does not re-render its list.
const MemoProblemsPanel = memo(ProblemsPanel);

function EditorBody({
  workspaceId,
  fileId,
  track,
  role,
  player,
  mediaUrl,
  durationMs,
  captionRules,
  speechTrackId = null,
}: TrackEditorProps) {
  const editor = useTrackEditorContext();
  const { cues, selection } = editor;
  const readOnly = !canEditCues(role);
  const trackRef = { workspaceId, fileId, trackId: track.id };
  const [version, setVersion] = useState(track.version);

  const descriptions = useDescriptionFit(cues, {
    workspaceId,
    fileId,
    kind: track.kind,
    speechTrackId,
    durationMs,
    rules: captionRules,
  });
  const quality = useCaptionProblems(cues, captionRules, track, descriptions.problems);
  const { mutateAsync: previewSpeech } = usePreviewSpeech(trackRef);
  const fixProblem = useFixProblem(editor.apply, captionRules);
  const onFix = readOnly ? undefined : fixProblem;

  const [autoPause, setAutoPause] = useState(false);
  const [follow, setFollow] = useState(false);
  const [findOpen, setFindOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const onTyping = useAutoPause(player, autoPause);
  // What "next uncertain word" or confirming said, shown until the next edit is announced instead.
  const [notice, setNotice] = useState({ text: '', change: editor.lastChange });
  const latest = useRef({ cues, change: editor.lastChange });
  useEffect(() => {
    latest.current = { cues, change: editor.lastChange };
  });
  const announce = useCallback((text: string) => setNotice({ text, change: latest.current.change }), []);
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const uncertainByCue = useMemo(() => uncertainWordsByCue(cues, confirmed), [cues, confirmed]);
  const { mutate: confirmCues } = useConfirmTrackCues(trackRef);
  const onConfirm = useMemo(() => {
    if (readOnly) return undefined;
    return (id: string) =>
      confirmCues([id], {
        onSuccess: () => {
          setConfirmed((before) => new Set(before).add(id));
          announce(`Cue ${latest.current.cues.findIndex((cue) => cue.id === id) + 1} confirmed`);
        },
        onError: () => announce('Could not confirm the cue; try again'),
      });
  }, [readOnly, confirmCues, announce]);
  const { commands, actions, list } = useEditorCommands({
    editor,
    player,
    readOnly,
    problemCueIds: quality.cueIds,
    uncertainByCue,
    onAnnounce: announce,
    onTyping,
  });
  const autosave = useAutosave({ ...trackRef, version, cues, enabled: !readOnly, flushPending: commands.flush });

  useFollowPlayback(player, follow, cues, selection, commands.scrollTo);
  useLinkedCue(player, commands.scrollTo);

  // Only the open shift dialog names the selected cue; while it is closed, moving between cues renders nothing here.
  const shiftSelectedId = useSyncExternalStore(selection.subscribe, () =>
    dialog === 'shift' ? selection.get() : null,
  );
  const shiftSelectedIndex = shiftSelectedId === null ? -1 : cues.findIndex((cue) => cue.id === shiftSelectedId);
  const speakers = useMemo(() => speakersOf(cues), [cues]);
  const announcement = editor.lastChange && editor.lastChange.label !== 'Edit text' ? editor.lastChange.label : '';

  const shift = (offsetMs: number, scope: ShiftScope) => {
    const selectedIndex = cues.findIndex((cue) => cue.id === selection.get());
    const ids =
      scope === 'all' || selectedIndex === -1
        ? null
        : new Set(scope === 'selected' ? [cues[selectedIndex]!.id] : cues.slice(selectedIndex).map((cue) => cue.id));
    editor.apply(`Shift ${ids ? ids.size : cues.length} cues`, (list) => shiftCues(list, ids, offsetMs));
  };

  return (
    <div
      className="grid gap-3"
      onKeyDown={(event) => handleEditorKey(event, commands, readOnly, () => setDialog('shortcuts'))}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {readOnly ? (
          <p className="text-muted-foreground text-sm">You can read this track; editing needs an editor role.</p>
        ) : (
          <SaveStatus state={autosave} />
        )}
        <TrackReview trackRef={trackRef} role={role} savedVersion={autosave.version} currentCues={editor.currentCues} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-expanded={findOpen} onClick={() => setFindOpen(!findOpen)}>
            {readOnly ? 'Find' : 'Find and replace'}
          </Button>
          <VersionHistory
            {...trackRef}
            currentCues={cues}
            canRestore={!readOnly}
            onRestored={(restored) => {
              editor.reset(restored.cues);
              setVersion(restored.version);
            }}
          />
          {canReviewTracks(role) ? (
            <VerifyAccuracy
              trackRef={trackRef}
              player={player}
              unsaved={autosave.status !== 'saved'}
              onCorrected={(corrected) => {
                editor.reset(corrected.cues);
                setVersion(corrected.version);
              }}
            />
          ) : null}
          <Button variant="outline" size="sm" aria-keyshortcuts="Shift+?" onClick={() => setDialog('shortcuts')}>
            Keyboard shortcuts
          </Button>
        </div>
      </div>
      <PresenceBanner {...trackRef} enabled={!readOnly} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {player ? <PlayerControls player={player} commands={commands} /> : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={follow} onChange={(event) => setFollow(event.target.checked)} />
          Follow playback
        </label>
        {readOnly ? null : (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={autoPause} onChange={(event) => setAutoPause(event.target.checked)} />
            Auto-pause while typing
          </label>
        )}
      </div>
      <WaveformSlot
        fileId={fileId}
        mediaUrl={mediaUrl}
        durationMs={durationMs}
        player={player}
        readOnly={readOnly}
        cues={cues}
        selection={selection}
        onSelect={commands.scrollTo}
        onRetime={(id, startMs, endMs) => editor.apply('Retime cue', (list) => retime(list, id, startMs, endMs))}
      />
      {readOnly ? null : (
        <EditorToolbar
          commands={commands}
          selection={selection}
          hasPlayer={player !== null}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          onShift={() => setDialog('shift')}
          onRenameSpeakers={() => setDialog('speakers')}
        />
      )}
      {findOpen ? (
        <FindReplacePanel
          cues={cues}
          readOnly={readOnly}
          onGoTo={commands.focusCue}
          onClose={() => setFindOpen(false)}
          onReplaceAll={(query, replacement, count) =>
            editor.apply(`Replace ${count} ${count === 1 ? 'match' : 'matches'}`, (list) =>
              findReplace(list, query, replacement),
            )
          }
        />
      ) : null}
      <div className="grid gap-3 lg:grid-cols-[1fr_20rem]">
        <CueList
          cues={cues}
          selection={selection}
          readOnly={readOnly}
          actions={actions}
          ref={list}
          problemsByCue={quality.byCue}
          onFix={onFix}
          uncertainByCue={uncertainByCue}
          onConfirm={onConfirm}
          fitByCue={descriptions.fitByCue}
          onPreview={readOnly || track.kind !== 'descriptions' ? undefined : previewSpeech}
        />
        <MemoProblemsPanel problems={quality.problems} onSelect={commands.focusCue} onFix={onFix} />
      </div>
      <ShiftDialog
        open={dialog === 'shift'}
        onOpenChange={(open) => setDialog(open ? 'shift' : null)}
        selectedLabel={shiftSelectedIndex === -1 ? null : `Cue ${shiftSelectedIndex + 1}`}
        onShift={shift}
      />
      <SpeakerRenameDialog
        open={dialog === 'speakers'}
        onOpenChange={(open) => setDialog(open ? 'speakers' : null)}
        speakers={speakers}
        onRename={(from, to) => editor.apply('Rename speaker', (list) => renameSpeaker(list, from, to))}
      />
      <ShortcutSheet
        open={dialog === 'shortcuts'}
        onOpenChange={(open) => setDialog(open ? 'shortcuts' : null)}
        readOnly={readOnly}
      />
      {readOnly ? null : <MergeDialog conflict={autosave.conflict} onResolve={autosave.resolve} />}
      <p role="status" className="sr-only">
        {notice.text && notice.change === editor.lastChange ? notice.text : announcement}
      </p>
    </div>
  );
}

interface WaveformSlotProps {
  fileId: string;
  mediaUrl: string | null;
  durationMs: number;
  player: PlayerAdapter | null;
  readOnly: boolean;
  cues: ManagedTrack['cues'];
  selection: SelectionStore;
  onSelect(id: string): void;
  onRetime(id: string, startMs: number, endMs: number): void;
}

/** The waveform follows the playhead and the selection; only this small part re-renders on either. */
function WaveformSlot({ player, selection, ...props }: WaveformSlotProps) {
  const currentMs = usePlayerTime(player);
  const selectedId = useSelectedId(selection);
  return <Waveform {...props} selectedId={selectedId} currentMs={currentMs} onSeek={(ms) => player?.seek(ms)} />;
}

/** While on and playing, the cue under the playhead becomes the selected one and scrolls into view. */
function useFollowPlayback(
  player: PlayerAdapter | null,
  follow: boolean,
  cues: ManagedTrack['cues'],
  selection: SelectionStore,
  scrollTo: (id: string) => void,
) {
  useEffect(() => {
    if (!player || !follow) return;
    return player.subscribe(() => {
      if (player.paused()) return;
      const cue = cueAt(cues, player.currentTimeMs());
      if (cue && cue.id !== selection.get()) scrollTo(cue.id);
    });
  }, [player, follow, cues, selection, scrollTo]);
}

/** The page's `?cue=<id>` selects and scrolls to that cue once; `?t=<ms>` seeks there once the player is ready. */
function useLinkedCue(player: PlayerAdapter | null, scrollTo: (id: string) => void) {
  const [params] = useSearchParams();
  const [link] = useState(() => ({ cue: params.get('cue'), t: Number(params.get('t') ?? Number.NaN) }));
  useEffect(() => {
    if (link.cue) scrollTo(link.cue);
  }, [link, scrollTo]);
  useEffect(() => {
    if (!player || !Number.isFinite(link.t) || link.t < 0) return;
    void player.ready.then(() => player.seek(link.t)).catch(() => {});
  }, [link, player]);
}

/** The last cue starting at or before `ms` that is still showing (binary search over the sorted cues). */
function cueAt(cues: ManagedTrack['cues'], ms: number) {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (cues[middle]!.startMs <= ms) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const cue = cues[found];
  return cue && cue.endMs > ms ? cue : null;
}
