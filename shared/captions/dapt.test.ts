import { describe, expect, it } from 'vitest';
import { readCaptions, writeCaptions } from './api';
import { validateDapt } from './dapt-validate';
import { CaptionParseError } from './model';

const DESCRIPTIONS_VTT = `WEBVTT

NOTE extended: the media pauses while this description is spoken

00:00:01.000 --> 00:00:03.500
A woman climbs into a small sailing boat.

d2
00:00:05.000 --> 00:00:07.250
The boat turns & leans
into the wind.
`;

// Written from the specification's examples (DAPT §4.1 and its schema-validator fixture): an audio description
// script with a nested grouping <div>, and a dubbing transcript's Character with a translation beside the original.
const SPEC_STYLE_AD = `<?xml version="1.0" encoding="UTF-8"?>
<tt xmlns="http://www.w3.org/ns/ttml"
  xmlns:ttp="http://www.w3.org/ns/ttml#parameter"
  xmlns:daptm="http://www.w3.org/ns/ttml/profile/dapt#metadata"
  ttp:contentProfiles="http://www.w3.org/ns/ttml/profile/dapt1.0/content"
  xml:lang="en" daptm:langSrc="zxx"
  daptm:scriptRepresents="visual.nonText visual.text"
  daptm:scriptType="preRecording">
  <body daptm:represents="visual.nonText">
    <div begin="10s">
      <div begin="0s" end="3s" xml:id="a1">
        <p>
          A woman climbs into a small sailing boat.
        </p>
      </div>
    </div>
    <div begin="18s" end="20.5s" xml:id="a2" daptm:represents="visual.text.location">
      <p>A sign: <span>Harbour</span><br/>Closed</p>
    </div>
  </body>
</tt>`;

const SPEC_STYLE_DUB = `<tt xmlns="http://www.w3.org/ns/ttml"
    xmlns:ttm="http://www.w3.org/ns/ttml#metadata"
    xmlns:ttp="http://www.w3.org/ns/ttml#parameter"
    xmlns:daptm="http://www.w3.org/ns/ttml/profile/dapt#metadata"
    ttp:contentProfiles="http://www.w3.org/ns/ttml/profile/dapt1.0/content"
    daptm:scriptRepresents="audio.dialogue"
    daptm:scriptType="translatedTranscript"
    xml:lang="fr">
  <head>
    <metadata>
      <ttm:agent type="person" xml:id="actor_A"><ttm:name type="full">Matthias Schoenaerts</ttm:name></ttm:agent>
      <ttm:agent type="character" xml:id="character_2">
        <ttm:name type="alias">BOOKER</ttm:name>
        <ttm:actor agent="actor_A"/>
      </ttm:agent>
    </metadata>
  </head>
  <body>
    <div xml:id="se1" begin="00:00:03" end="00:00:10.5" ttm:agent="character_2" daptm:represents="audio.dialogue" daptm:onScreen="ON">
      <ttm:desc daptm:descType="scene">high mountain valley</ttm:desc>
      <p xml:lang="en" daptm:langSrc="en">Look at this beautiful valley.</p>
      <p daptm:langSrc="en">Regarde cette belle vallée.</p>
    </div>
  </body>
</tt>`;

describe('DAPT', () => {
  it('round-trips a WebVTT descriptions track, extended flag and ids included, to the same WebVTT', () => {
    const read = readCaptions(DESCRIPTIONS_VTT);
    const dapt = writeCaptions(read.track, 'dapt', { kind: 'descriptions' });
    expect(dapt.dropped).toEqual([]);
    expect(validateDapt(dapt.text)).toEqual([]);
    expect(dapt.text).toContain('daptm:scriptRepresents="visual.nonText"');
    expect(dapt.text).toContain('daptm:scriptType="preRecording"');
    expect(dapt.text).toContain('mam:extended="true"');
    const back = readCaptions(dapt.text);
    expect(back.format).toBe('dapt');
    expect(back.warnings).toEqual([]);
    expect(back.track.cues).toEqual(read.track.cues);
    expect(writeCaptions(back.track, 'webvtt').text).toBe(writeCaptions(read.track, 'webvtt').text);
  });

  it('writes captions with speakers as Characters and reads the names back', () => {
    const track = {
      language: 'en',
      title: 'Moon speech',
      cues: [
        { startMs: 0, endMs: 1500, text: 'We choose to go.', speaker: 'Kennedy' },
        { startMs: 2000, endMs: 3000, text: '[applause]' },
        { startMs: 3000, endMs: 4000, text: 'Not because it is easy.', speaker: 'Kennedy' },
      ],
    };
    const dapt = writeCaptions(track, 'dapt', { kind: 'captions' });
    expect(validateDapt(dapt.text)).toEqual([]);
    expect(dapt.text).toContain(
      '<ttm:agent type="character" xml:id="character_1"><ttm:name type="alias">Kennedy</ttm:name>',
    );
    expect(dapt.text).toContain('daptm:scriptType="originalTranscript"');
    expect(dapt.text).toMatch(/begin="00:00:02.000"[^>]*daptm:represents="audio.nonDialogueSounds"/);
    const back = readCaptions(dapt.text).track;
    expect(back.cues).toEqual(track.cues);
    expect(back.title).toBe('Moon speech');
    expect(back.language).toBe('en');
  });

  it('reads a hand-written audio description script: nested timing, spans and line breaks', () => {
    const read = readCaptions(SPEC_STYLE_AD);
    expect(read.format).toBe('dapt');
    expect(read.warnings).toEqual([]);
    expect(read.track.language).toBe('en');
    expect(read.track.cues).toEqual([
      { id: 'a1', startMs: 10_000, endMs: 13_000, text: 'A woman climbs into a small sailing boat.' },
      { id: 'a2', startMs: 18_000, endMs: 20_500, text: 'A sign: Harbour\nClosed' },
    ]);
    expect(read.track.metadata).toEqual({
      'dapt:scriptType': 'preRecording',
      'dapt:scriptRepresents': 'visual.nonText visual.text',
    });
    // Writing it again keeps what the script represents and its type.
    const again = writeCaptions(read.track, 'dapt').text;
    expect(again).toContain('daptm:scriptRepresents="visual.nonText visual.text"');
    expect(validateDapt(again)).toEqual([]);
  });

  it('lets a kind override the script properties a read script kept, and never writes invalid ones back', () => {
    const read = readCaptions(SPEC_STYLE_AD).track;
    const asCaptions = writeCaptions(read, 'dapt', { kind: 'captions' }).text;
    expect(asCaptions).toContain('daptm:scriptRepresents="audio.dialogue audio.nonDialogueSounds"');
    expect(asCaptions).toContain('daptm:scriptType="originalTranscript"');
    const broken = { ...read, metadata: { 'dapt:scriptRepresents': 'pictures', 'dapt:scriptType': 'draft' } };
    const written = writeCaptions(broken, 'dapt').text;
    expect(validateDapt(written)).toEqual([]);
    expect(written).toContain('daptm:scriptType="originalTranscript"');
  });

  it('reads a dubbing transcript: the Character alias as speaker, the text in the default language', () => {
    const read = readCaptions(SPEC_STYLE_DUB);
    expect(read.warnings).toEqual([]);
    expect(read.track.cues).toEqual([
      { id: 'se1', startMs: 3000, endMs: 10_500, text: 'Regarde cette belle vallée.', speaker: 'BOOKER' },
    ]);
    expect(read.dropped).toEqual(['texts in other languages than the chosen one (translations or originals)']);
  });

  it('names the broken rule for invalid documents', () => {
    const broken = `<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttp="http://www.w3.org/ns/ttml#parameter"
  xmlns:daptm="http://www.w3.org/ns/ttml/profile/dapt#metadata" xmlns:ttm="http://www.w3.org/ns/ttml#metadata"
  ttp:contentProfiles="http://www.w3.org/ns/ttml/profile/imsc1.1/text" ttp:timeBase="smpte"
  daptm:scriptRepresents="visual.nonText pictures" daptm:scriptType="draft">
  <body>
    <div begin="5s" end="2s" xml:id="e1" daptm:represents="audio.dialogue" daptm:onScreen="MAYBE" ttm:agent="nobody">
      <p daptm:langSrc="not a tag">One</p>
    </div>
    <div begin="00:00:01:12" end="40f" xml:id="e1" timeContainer="seq"><div xml:id="inner"/></div>
    <div><p>No id</p></div>
  </body>
</tt>`;
    const rules = validateDapt(broken).map((p) => p.rule);
    expect(new Set(rules)).toEqual(
      new Set([
        'content-profile',
        'default-language',
        'script-represents',
        'script-type',
        'time-base',
        'time-order',
        'represents',
        'on-screen',
        'agent-ref',
        'lang-src',
        'unique-id',
        'time-expression',
        'frame-rate',
        'time-container',
        'event-nesting',
        'event-id',
      ]),
    );
    const messages = validateDapt(broken).map((p) => `${p.rule}@${p.line}: ${p.message}`);
    expect(messages).toContain('time-order@6: begin (5s) must come before end (2s)');
    expect(messages).toContain(
      'represents@6: daptm:represents "audio.dialogue" is not a sub-type of any daptm:scriptRepresents value',
    );
    expect(messages).toContain(
      'script-represents@1: daptm:scriptRepresents: "pictures" is not a registered or x- content descriptor',
    );
  });

  it('reports broken rules as warnings when reading, and throws the first in strict mode', () => {
    const noType = SPEC_STYLE_AD.replace('daptm:scriptType="preRecording"', '');
    const read = readCaptions(noType);
    expect(read.track.cues).toHaveLength(2);
    expect(read.warnings).toEqual([
      { line: 2, message: 'DAPT rule "script-type": daptm:scriptType must be present on <tt>' },
    ]);
    expect(() => readCaptions(noType, { strict: true })).toThrow(CaptionParseError);
    expect(() => readCaptions(noType, { strict: true })).toThrow(/script-type/);
  });

  it('accepts user-defined x- content descriptors and sub-types of registered ones', () => {
    const custom = SPEC_STYLE_AD.replace('visual.nonText visual.text"', 'visual.nonText visual.text x-sign"').replace(
      'daptm:represents="visual.text.location"',
      'daptm:represents="visual.text.x-poster"',
    );
    expect(validateDapt(custom)).toEqual([]);
  });
});
