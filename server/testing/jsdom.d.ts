// jsdom ships no types of its own (and @types/jsdom is not a dependency): the part the server uses, to read the
// HTML the server answers (tests) and the pages a web scan fetches (server/compliance/web-scan/html-document.ts).
declare module 'jsdom' {
  export class JSDOM {
    /** `url`: the document's address, against which its relative addresses resolve. */
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
