// An /embed/… page inside its frame: the transcript takes the height the frame leaves it (so the page itself
// does not scroll around a scrolling transcript), and the host hears how tall the page wants to be.
import { RESIZE_MESSAGE, RESIZE_REQUEST } from '../../shared/embed-frame';

/** The property the transcript's cue list takes its height from (documented for hosts too). */
const MAX_HEIGHT = '--transcript-embed-max-height';
/** The fewest pixels of transcript kept however small the frame: about four lines. */
const MIN_CUES_PX = 176;

/** The transcript on the page: the file page's element, or the one a showcase shows a file in. */
function transcriptOf(root: ParentNode): HTMLElement | null {
  const found = root.querySelector<HTMLElement>('transcript-embed');
  if (found) return found;
  const showcase = root.querySelector('showcase-embed');
  return showcase?.shadowRoot ? transcriptOf(showcase.shadowRoot) : null;
}

/**
 * Fits the transcript into the frame's height and answers the height the page needs with the transcript at its
 * own default height (what the host should give the frame).
 */
function fit(): number {
  const page = document.documentElement;
  const transcript = transcriptOf(document);
  const cues = transcript?.shadowRoot?.querySelector<HTMLElement>('[part="cues"]');
  if (!transcript || !cues || cues.hidden) return Math.ceil(page.getBoundingClientRect().height);
  // At its default height first: that is the page's natural height, and the list's.
  transcript.style.removeProperty(MAX_HEIGHT);
  const needed = page.getBoundingClientRect().height;
  const natural = cues.getBoundingClientRect().height;
  // Shrink the list by what overflows the frame, or let it fill a frame taller than needed (whole pixels, so
  // no fraction of one is left to scroll).
  const borders = cues.offsetHeight - cues.clientHeight;
  const fitted = Math.max(MIN_CUES_PX, Math.floor(natural - borders - (needed - innerHeight)));
  transcript.style.setProperty(MAX_HEIGHT, `${fitted}px`);
  return Math.ceil(needed);
}

/** Keeps the transcript fitted, and the host told, as the content, the frame and the view change. */
export function fitFrame() {
  const framed = window.parent !== window;
  let told = 0;
  const update = () => {
    const height = fit();
    if (!framed || height === told) return;
    told = height;
    window.parent.postMessage({ type: RESIZE_MESSAGE, height }, '*');
  };
  new ResizeObserver(update).observe(document.documentElement);
  addEventListener('resize', update);
  addEventListener('message', (event) => {
    if (
      framed &&
      event.source === window.parent &&
      (event.data as { type?: unknown } | null)?.type === RESIZE_REQUEST
    ) {
      told = 0;
      update();
    }
  });
}
