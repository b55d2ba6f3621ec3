import { describe, expect, it } from 'vitest';
import { asWebVtt, sidecarCaption, sidecarName, sidecarOf } from './sidecar-captions';

describe('sidecar captions', () => {
  it('recognises the sidecars of a media file by name, with or without a language', () => {
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1.vtt')).toEqual({ language: 'und', format: 'webvtt' });
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1.en.vtt')).toEqual({ language: 'en', format: 'webvtt' });
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1.pt-BR.SRT')).toEqual({ language: 'pt-BR', format: 'srt' });
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1.mp4.vtt')).toEqual({ language: 'und', format: 'webvtt' });
    expect(sidecarOf('v1.final.mov', 'v1.final.fr.srt')).toEqual({ language: 'fr', format: 'srt' });
  });

  it('leaves out other files, other media and names that are not a language', () => {
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1.mp4')).toBeNull();
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1 notes.vtt')).toBeNull();
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 10.vtt')).toBeNull();
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1.final.vtt')).toBeNull();
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1.en.txt')).toBeNull();
    expect(sidecarOf('Lecture 1.mp4', 'Lecture 1.en.draft.vtt')).toBeNull();
  });

  it('names what we publish after the media and the language, and labels what it reads', () => {
    expect(sidecarName('Lecture 1.mp4', 'fr')).toBe('Lecture 1.fr.vtt');
    expect(sidecarCaption('id', 'Lecture 1.de.vtt', { language: 'de', format: 'webvtt' })).toEqual({
      id: 'id',
      language: 'de',
      label: 'German',
      kind: 'captions',
      format: 'webvtt',
    });
    expect(
      sidecarCaption('id', 'Lecture 1.vtt', { language: 'und', format: 'webvtt' }, { label: 'Ours', kind: 'bogus' }),
    ).toMatchObject({ language: 'und', label: 'Ours', kind: 'captions' });
  });

  it('converts other formats to WebVTT and leaves WebVTT as it is', () => {
    const upload = { language: 'en', label: 'English', kind: 'captions' as const };
    expect(asWebVtt({ ...upload, format: 'webvtt', text: 'WEBVTT\n\nanything' })).toBe('WEBVTT\n\nanything');
    const converted = asWebVtt({ ...upload, format: 'srt', text: '1\n00:00:01,000 --> 00:00:02,000\nHi\n' });
    expect(converted).toMatch(/^WEBVTT\n[\s\S]*00:00:01\.000 --> 00:00:02\.000\nHi\n/);
  });
});
