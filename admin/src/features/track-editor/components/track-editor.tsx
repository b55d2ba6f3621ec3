import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Role } from '@shared/constants';
import { canReviewTracks } from '@shared/permissions/compliance';
import { canEditCues } from '@shared/permissions/track';
import type { PlayerAdapter } from '@shared/players/player';
import type { ManagedTrack } from '@shared/schemas/media';
import type { CaptionRules } from '@shared/schemas/settings';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useConfirmTrackCues } from '../api/confirm-track-cues';
import { usePreviewSpeech } from '../api/preview-speech';
import { useTrackVoices } from '../api/track-voices';
import { uncertainWordsByCue } from '../confidence/uncertain-words';
import { useAutoPause } from '../hooks/use-auto-pause';
import { useAutosave } from '../hooks/use-autosave';
import { useCuePlayback } from '../hooks/use-cue-playback';
import { useEditorCommands } from '../hooks/use-editor-commands';
import { useFollowPlayback } from '../hooks/use-follow-playback';
import { useLinkedCue } from '../hooks/use-linked-cue';
import { usePlayerTime } from '../hooks/use-player-time';
import { handleEditorKey } from '../keyboard/handle-editor-key';
import { createDraftStore } from '../model/draft-store';
import { findReplace } from '../model/operations/find-replace';
import { renameSpeaker, speakersOf } from '../model/operations/rename-speaker';
import { retime } from '../model/operations/retime';
import { shiftCues } from '../model/operations/shift-cues';
import { type SelectionStore, useSelectedId } from '../model/selection-store';
import { TrackEditorProvider, useTrackEditorContext } from '../model/track-editor-context';
import { useTrackEditor } from '../model/use-track-editor';
import { useCaptionProblems } from '../quality/use-caption-problems';
import { useDescriptionFit } from '../quality/use-description-fit';
import { TrackVoiceControl } from './track-voice-control';
import { useFixProblem } from '../quality/use-fix-problem';
import { CaptionOverlay } from './caption-overlay';
import { CueList } from './cue-list';
import { CueMeasures } from './cue-measures';
import { EditorSidePanel, type SideTab } from './editor-side-panel';
import { EditorToolbar, ShortcutSheetButton } from './editor-toolbar';
import { EditorWorkspace } from './editor-workspace';
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
  /** The page's player, placed in the workspace's player pane (the editor only draws the caption over it). */
  stage?: ReactNode;
  /** The stage is a picture the caption goes over; else (sound only) the caption gets a dark box above it. */
  overVideo?: boolean;
  /** Before the save status in the top bar (the page's track picker). */
  toolbarStart?: ReactNode;
  /** The page's own tabs after problems, find and history in the side panel. */
  sideTabs?: readonly SideTab[];
}

/** The whole editor for one track; viewers get it read-only. Another track starts a fresh session (and history). */
export function TrackEditor(props: TrackEditorProps) {
  return <TrackEditorSession key={props.track.id} {...props} />;
}

function TrackEditorSession(props: TrackEditorProps) {
  const editor = useTrackEditor(props.track.cues);
  return (
    <TrackEditorProvider value={editor}>
      {/* Its own, so the toolbars' tooltips work wherever the editor is rendered. */}
      <TooltipProvider>
        <EditorBody {...props} />
      </TooltipProvider>
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
  stage = null,
  overVideo = false,
  toolbarStart = null,
  sideTabs = [],
}: TrackEditorProps) {
  const editor = useTrackEditorContext();
  const { cues, selection } = editor;
  const readOnly = !canEditCues(role);
  const trackRef = { workspaceId, fileId, trackId: track.id };
  const [version, setVersion] = useState(track.version);

  const describing = track.kind === 'descriptions';
  const voices = useTrackVoices(trackRef, describing).data;
  const descriptions = useDescriptionFit(cues, {
    rate: voices?.speechRate ?? undefined,
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
  const [sideTab, setSideTab] = useState('problems');
  const [drafts] = useState(createDraftStore);
  // Committed typing is in the cues: the drafts' copies would only go stale.
  useEffect(() => drafts.clear(), [cues, drafts]);
  const cuePlayback = useCuePlayback(player, cues, selection);
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
    cuePlayback,
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

  const openFind = () => {
    setSideTab('find');
    // The tab mounts its field on this render; focus goes there once it is in the DOM.
    requestAnimationFrame(() => document.getElementById('find-text')?.focus());
  };

  const shift = (offsetMs: number, scope: ShiftScope) => {
    const selectedIndex = cues.findIndex((cue) => cue.id === selection.get());
    const ids =
      scope === 'all' || selectedIndex === -1
        ? null
        : new Set(scope === 'selected' ? [cues[selectedIndex]!.id] : cues.slice(selectedIndex).map((cue) => cue.id));
    editor.apply(`Shift ${ids ? ids.size : cues.length} cues`, (list) => shiftCues(list, ids, offsetMs));
  };

  const bar = (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {toolbarStart}
        {describing ? <TrackVoiceControl trackRef={trackRef} voices={voices} readOnly={readOnly} /> : null}
        {readOnly ? (
          <p className="text-muted-foreground text-sm">You can read this track; editing needs an editor role.</p>
        ) : (
          <SaveStatus state={autosave} />
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <TrackReview
            trackRef={trackRef}
            role={role}
            savedVersion={autosave.version}
            currentCues={editor.currentCues}
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
        </div>
      </div>
      <PresenceBanner {...trackRef} enabled={!readOnly} />
      <div className="bg-card flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border px-1 py-0.5">
        {readOnly ? null : (
          <EditorToolbar
            commands={commands}
            selection={selection}
            hasPlayer={player !== null}
            canUndo={editor.canUndo}
            canRedo={editor.canRedo}
            onShift={() => setDialog('shift')}
            onRenameSpeakers={() => setDialog('speakers')}
            onFind={openFind}
          />
        )}
        {player ? (
          <PlayerControls
            player={player}
            commands={commands}
            loop={{ on: cuePlayback.looping, set: () => cuePlayback.toggleLoop() }}
            follow={{ on: follow, set: setFollow }}
            patient={readOnly ? undefined : { on: autoPause, set: setAutoPause }}
          />
        ) : null}
        <div className="ml-auto">
          <ShortcutSheetButton onOpen={() => setDialog('shortcuts')} />
        </div>
      </div>
    </div>
  );
  const tabs: SideTab[] = [
    {
      value: 'problems',
      label: quality.problems.length > 0 ? `Problems (${quality.problems.length})` : 'Problems',
      content: <MemoProblemsPanel problems={quality.problems} onSelect={commands.focusCue} onFix={onFix} />,
    },
    {
      value: 'find',
      label: readOnly ? 'Find' : 'Find and replace',
      content: (
        <FindReplacePanel
          cues={cues}
          readOnly={readOnly}
          onGoTo={commands.focusCue}
          onClose={() => setSideTab('problems')}
          onReplaceAll={(query, replacement, count) =>
            editor.apply(`Replace ${count} ${count === 1 ? 'match' : 'matches'}`, (list) =>
              findReplace(list, query, replacement),
            )
          }
        />
      ),
    },
    {
      value: 'history',
      label: 'History',
      content: (
        <VersionHistory
          {...trackRef}
          currentCues={cues}
          canRestore={!readOnly}
          onRestored={(restored) => {
            editor.reset(restored.cues);
            setVersion(restored.version);
          }}
        />
      ),
    },
    ...sideTabs,
  ];

  return (
    <div
      className="min-w-0"
      onKeyDown={(event) => handleEditorKey(event, commands, readOnly, () => setDialog('shortcuts'))}
      onInput={(event) => {
        const target = event.target as HTMLElement;
        if (target instanceof HTMLTextAreaElement && target.dataset.cueId)
          drafts.set(target.dataset.cueId, target.value);
      }}
    >
      <EditorWorkspace
        bar={bar}
        stage={
          <div className="grid gap-2">
            <div className={overVideo ? 'relative' : 'relative aspect-video rounded-md bg-black'}>
              {overVideo ? stage : null}
              <CaptionOverlay player={player} cues={cues} selection={selection} drafts={drafts} overVideo={overVideo} />
            </div>
            {overVideo ? null : stage}
          </div>
        }
        details={<CueMeasures cues={cues} selection={selection} drafts={drafts} rules={captionRules} />}
        list={
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
            onPreview={readOnly || !describing ? undefined : previewSpeech}
          />
        }
        side={<EditorSidePanel value={sideTab} onValueChange={setSideTab} tabs={tabs} />}
        timeline={
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
        }
      />
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
