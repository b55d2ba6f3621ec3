import { PauseIcon, PlayIcon } from 'lucide-react';
import type { PlayerAdapter } from '@shared/players/player';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { SEEK_STEP_MS, SPEEDS, type EditorCommands } from '../hooks/use-editor-commands';
import { usePlayerTime } from '../hooks/use-player-time';
import { formatTimecode } from '../model/timecode';

/** Play/pause, ±2 s, speed and the playhead; re-renders on the player's time updates, the rest of the editor does not. */
export function PlayerControls({ player, commands }: { player: PlayerAdapter; commands: EditorCommands }) {
  const currentMs = usePlayerTime(player);
  const paused = player.paused();
  const rate = player.playbackRate();
  return (
    <div role="group" aria-label="Playback" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" aria-keyshortcuts="Alt+K" onClick={commands.playPause}>
        {paused ? (
          <PlayIcon aria-hidden="true" className="size-4" />
        ) : (
          <PauseIcon aria-hidden="true" className="size-4" />
        )}
        {paused ? 'Play' : 'Pause'}
      </Button>
      <Button variant="outline" size="sm" aria-keyshortcuts="Alt+J" onClick={() => commands.seekBy(-SEEK_STEP_MS)}>
        Back 2 s
      </Button>
      <Button variant="outline" size="sm" aria-keyshortcuts="Alt+L" onClick={() => commands.seekBy(SEEK_STEP_MS)}>
        Forward 2 s
      </Button>
      <label className="flex items-center gap-2 text-sm">
        Speed
        <NativeSelect
          className="h-9 w-24"
          value={String(SPEEDS.find((speed) => Math.abs(speed - rate) < 0.01) ?? 1)}
          onChange={(event) => player.setPlaybackRate(Number(event.target.value))}
        >
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speed}×
            </option>
          ))}
        </NativeSelect>
      </label>
      <span className="text-muted-foreground font-mono text-sm tabular-nums">
        <span className="sr-only">Playhead </span>
        {formatTimecode(currentMs)}
      </span>
    </div>
  );
}
