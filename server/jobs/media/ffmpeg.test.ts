// How ffmpeg and ffprobe are run: in a network namespace of their own where this machine can make one.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toneWav } from '../../testing/media-samples';
import { describeMediaTools, networkSandbox, requireMediaTools, runTool, ToolError } from './ffmpeg';

describe('runTool', () => {
  it('keeps ffprobe off the network where a namespace can be made here, and the start-up line says which', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(200, { 'Content-Type': 'audio/wav' });
      res.end(toneWav(0.1));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-test-'));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tone.wav`;
      // Deliberately without our input options: only the namespace stands between ffprobe and the server.
      const reading = runTool(requireMediaTools().ffprobe, ['-v', 'error', '-show_format', url], {
        signal: new AbortController().signal,
        cwd: dir,
      });
      if (networkSandbox()) {
        await expect(reading).rejects.toBeInstanceOf(ToolError);
        expect(requests).toBe(0);
        expect(describeMediaTools()).toContain('run without a network (unshare --net)');
      } else {
        await reading;
        expect(requests).toBe(1);
        expect(describeMediaTools()).toContain('run with the network');
      }
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says what failed in its own words, keeping the tool’s for logs', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-test-'));
    try {
      const failing = runTool(requireMediaTools().ffprobe, ['-v', 'error', path.join(dir, 'missing.wav')], {
        signal: new AbortController().signal,
        cwd: dir,
      });
      const error = await failing.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ToolError);
      expect((error as ToolError).message).toBe('ffprobe could not process the media');
      expect((error as ToolError).detail).toContain('missing.wav');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
