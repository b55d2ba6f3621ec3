// jsdom ships no types of its own (and @types/jsdom is not a dependency): the part the server tests use, to read
// the HTML the server answers as a document.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
