// One spoken sentence the engine checks synthesise and then recognise, with the words a recogniser should hear.
export const SENTENCE = 'The children walked to the river every morning to watch the boats sail past the old bridge.';
export const CONTENT_WORDS = [
  'children',
  'walked',
  'river',
  'every',
  'morning',
  'watch',
  'boats',
  'sail',
  'past',
  'old',
  'bridge',
];
