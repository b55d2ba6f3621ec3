// How two pieces of caption text compare word by word: what a viewer reads, not how it is typed.

const TAG = /<[^<>]*>|\{\\[^{}]*\}/g;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** A token's word as compared: tags and edge punctuation gone, lower case ("<i>You," → "you"); "" for "♪" or "—". */
export const wordKey = (token: string) => token.replace(TAG, '').replace(EDGE_PUNCTUATION, '').toLowerCase();
