import {
  FastForwardIcon,
  HourglassIcon,
  ListVideoIcon,
  PauseIcon,
  PlayIcon,
  Repeat1Icon,
  RewindIcon,
  SquarePlayIcon,
} from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import type { PlayerAdapter } from '@shared/players/player';
import { NativeSelect } from '@/components/ui/native-select';
import { SEEK_STEP_MS, SPEEDS, type EditorCommands } from '../hooks/use-editor-commands';
import { usePlayerTime } from '../hooks/use-player-time';
import { formatTimecode } from '../model/timecode';
import { ToolButton } from './tool-button';

interface Toggle {
  on: boolean;
  set(on: boolean): void;
}

interface PlayerControlsProps {
  player: PlayerAdapter;
  commands: EditorCommands;
  loop: Toggle;
  follow: Toggle;
  /** Absent for readers (they do not type). */
  patient?: Toggle;
}

/**
 * Playback for captioning: ±2 s, play/pause, the selected cue with half a second around it, loop it, patient
 * playback (pause while typing), follow playback, speed and the playhead. Only the play button, the speed and the
 * playhead subscribe to the player; the buttons around them do not re-render on its time updates.
 */
export function PlayerControls({ player, commands, loop, follow, patient }: PlayerControlsProps) {
  return (
    <div role="group" aria-label="Playback" className="flex flex-wrap items-center gap-0.5">
      <ToolButton label="Back 2 s" icon={<RewindIcon />} keys="Alt+J" onClick={() => commands.seekBy(-SEEK_STEP_MS)} />
      <PlayPauseButton player={player} onClick={commands.playPause} />
      <ToolButton
        label="Forward 2 s"
        icon={<FastForwardIcon />}
        keys="Alt+L"
        onClick={() => commands.seekBy(SEEK_STEP_MS)}
      />
      <ToolButton label="Play the cue (±0.5 s)" icon={<SquarePlayIcon />} keys="Alt+R" onClick={commands.playCue} />
      <ToolButton
        label="Loop the cue"
        icon={<Repeat1Icon />}
        keys="Alt+Shift+R"
        aria-pressed={loop.on}
        className="aria-pressed:bg-primary/15 aria-pressed:text-primary"
        onClick={() => loop.set(!loop.on)}
      />
      {patient ? (
        <ToolButton
          label="Patient playback (pause while typing)"
          icon={<HourglassIcon />}
          aria-pressed={patient.on}
          className="aria-pressed:bg-primary/15 aria-pressed:text-primary"
          onClick={() => patient.set(!patient.on)}
        />
      ) : null}
      <ToolButton
        label="Follow playback"
        icon={<ListVideoIcon />}
        aria-pressed={follow.on}
        className="aria-pressed:bg-primary/15 aria-pressed:text-primary"
        onClick={() => follow.set(!follow.on)}
      />
      <SpeedSelect player={player} />
      <Playhead player={player} />
    </div>
  );
}

function PlayPauseButton({ player, onClick }: { player: PlayerAdapter; onClick(): void }) {
  const paused = useSyncExternalStore(player.subscribe, player.paused);
  return (
    <ToolButton
      label={paused ? 'Play' : 'Pause'}
      icon={paused ? <PlayIcon /> : <PauseIcon />}
      keys="Alt+K"
      onClick={onClick}
    />
  );
}

function SpeedSelect({ player }: { player: PlayerAdapter }) {
  const id = useId();
  const rate = useSyncExternalStore(player.subscribe, player.playbackRate);
  return (
    <span className="ml-1 flex items-center gap-1 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        Speed
      </label>
      <NativeSelect
        id={id}
        className="h-8 w-20"
        value={String(SPEEDS.find((speed) => Math.abs(speed - rate) < 0.01) ?? 1)}
        onChange={(event) => player.setPlaybackRate(Number(event.target.value))}
      >
        {SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {speed}×
          </option>
        ))}
      </NativeSelect>
    </span>
  );
}

/** The only part that re-renders on every time update. */
function Playhead({ player }: { player: PlayerAdapter }) {
  const currentMs = usePlayerTime(player);
  return (
    <span className="text-muted-foreground ml-2 font-mono text-sm tabular-nums">
      <span className="sr-only">Playhead </span>
      {formatTimecode(currentMs)}
    </span>
  );
}
