// The forms' words in English; other languages carry theirs in their catalogue (i18n/locales/*.ts).
export const formStringsEn = {
  suggest: 'Suggest a correction',
  request: 'Request accessibility',
  correctionSent: 'Thank you. Your correction was sent to the owner for review.',
  requestSent: 'Thank you. Your request was sent to the owner.',
  close: 'Close',
  lineAt: (time: string) => `Line at ${time}`,
  correctedText: 'Corrected text',
  noteOptional: 'Note (optional)',
  whatDoYouNeed: 'What do you need?',
  choose: 'Choose…',
  kindCaptions: 'Captions',
  kindTranscript: 'A transcript',
  kindTranslation: 'A translation',
  kindAudioDescription: 'Audio description',
  kindVoiceover: 'A voiceover',
  languageForTranslation: 'Language, for a translation (for example "es")',
  emailOptional: 'Your email (optional, for a reply)',
  messageOptional: 'Message (optional)',
  send: 'Send',
  sending: 'Sending…',
  cancel: 'Cancel',
  writeCorrectedText: 'Write the corrected text',
  atMost: (count: number) => `At most ${count} characters`,
  chooseKind: 'Choose what you need',
  chooseLanguage: 'Choose the language you need',
  languageTag: 'Use a language tag such as "en" or "es-MX"',
  validEmail: 'Enter a valid email address',
  ownerRefuses: 'The owner of this media does not take these at the moment.',
  tooLong: 'That is too long to send. Please shorten it.',
  notSent: (reason: string) => `Your message was not sent. ${reason}`,
};

export type FormStrings = {
  [K in keyof typeof formStringsEn]: (typeof formStringsEn)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};
