import { describe, expect, it } from 'vitest';
import { embedPath, parseEmbedRoute } from './embed-route';

describe('parseEmbedRoute', () => {
  it('reads every iframe route', () => {
    expect(parseEmbedRoute('/embed/w1/files/f1')).toEqual({ kind: 'file', workspaceId: 'w1', fileId: 'f1' });
    expect(parseEmbedRoute('/embed/w1/showcases/s1')).toEqual({
      kind: 'showcase',
      workspaceId: 'w1',
      showcaseId: 's1',
      view: 'gallery',
    });
    expect(parseEmbedRoute('/embed/w1/showcases/s1/search')).toMatchObject({ view: 'search' });
    expect(parseEmbedRoute('/embed/w1/showcases/s1/files/f9')).toMatchObject({ view: 'file', fileId: 'f9' });
  });

  it('refuses anything else, including ids with unsafe characters', () => {
    expect(parseEmbedRoute('/embed/w1/other/x').kind).toBe('unknown');
    expect(parseEmbedRoute('/embed/w%201/files/f1').kind).toBe('unknown');
  });
});

describe('embedPath', () => {
  it('builds the path parseEmbedRoute reads back', () => {
    for (const path of [
      '/embed/w1/files/f1',
      '/embed/w1/showcases/s1',
      '/embed/w1/showcases/s1/search',
      '/embed/w1/showcases/s1/files/f9',
    ]) {
      const route = parseEmbedRoute(path);
      if (route.kind === 'unknown') throw new Error(`not parsed: ${path}`);
      expect(embedPath(route)).toBe(path);
    }
  });
});
