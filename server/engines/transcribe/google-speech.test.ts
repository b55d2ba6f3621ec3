import { describe, expect, it } from 'vitest';
import { wordsOfRecognition } from './google-speech';

describe("Google's word confidence", () => {
  it('keeps 0..1 confidence, shifted times, and reads 0 as "not set" rather than as certainly wrong', () => {
    const words = wordsOfRecognition(
      {
        results: [
          {
            alternatives: [
              {
                words: [
                  { word: 'Hello', startOffset: '0.100s', endOffset: '0.500s', confidence: 0.42 },
                  { word: 'there', startOffset: '0.500s', endOffset: '0.900s', confidence: 0 },
                  { word: 'world.', startOffset: '0.900s', endOffset: '1.300s' },
                ],
              },
              { words: [{ word: 'Yellow', startOffset: '0.100s', endOffset: '0.500s', confidence: 0.1 }] },
            ],
          },
        ],
      },
      55_000,
    );
    expect(words).toEqual([
      { text: 'Hello', startMs: 55_100, endMs: 55_500, confidence: 0.42 },
      { text: 'there', startMs: 55_500, endMs: 55_900 },
      { text: 'world.', startMs: 55_900, endMs: 56_300 },
    ]);
  });
});
