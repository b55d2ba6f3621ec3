// The iframe embeds as we hand them out (the file and showcase pages' snippets, /examples/, oEmbed) and the
// message an /embed/… page uses to tell its host how tall it wants to be (docs/sdk.md, "Iframe height").

/** Posted by an /embed/… page to its parent: `{ type, height }`, the height (CSS px) its content needs. */
export const RESIZE_MESSAGE = 'media-access:resize';
/** Posted by a host to a frame: answer with RESIZE_MESSAGE now (for a listener that loads after the frame). */
export const RESIZE_REQUEST = 'media-access:resize-request';

/**
 * The size a snippet suggests: at it, the page shows some transcript without scrolling itself (the transcript
 * scrolls within what is left). A file's fits a 16:9 video at 640 px wide with its controls and about four
 * lines; a showcase's, a file beside its transcript. With the listener script the frame takes its content's
 * height instead.
 */
export const EMBED_FRAME_SIZE = {
  file: { width: 640, height: 1000 },
  showcase: { width: 960, height: 720 },
} as const;

const attribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * An iframe embed: the frame at its suggested size (narrower on a narrow page), then the small script that lets
 * it take its content's height (`/sdk/iframe-resize.js`, optional: without it the frame keeps its size).
 */
export function iframeSnippet(options: { origin: string; src: string; title: string; width: number; height: number }) {
  const { origin, src, title, width, height } = options;
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${width}" height="${height}" ` +
    `style="border:0;max-width:100%" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" loading="lazy"></iframe>\n` +
    `<script async src="${attribute(origin)}/sdk/iframe-resize.js"></script>`
  );
}
