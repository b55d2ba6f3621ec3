import { useEffect, useState } from 'react';
import { loadWaveform, type WaveformData } from './load-waveform';

/** The waveform of a file (see `loadWaveform`), or null while it loads. */
export function useWaveformData(fileId: string, mediaUrl: string | null, durationMs: number): WaveformData | null {
  const key = `${fileId}\n${mediaUrl ?? ''}\n${durationMs}`;
  const [loaded, setLoaded] = useState<{ key: string; data: WaveformData } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void loadWaveform({ fileId, mediaUrl, durationMs, signal: controller.signal }).then((data) => {
      if (!controller.signal.aborted) setLoaded({ key, data });
    });
    return () => controller.abort();
  }, [key, fileId, mediaUrl, durationMs]);
  return loaded?.key === key ? loaded.data : null;
}
