/**
 * Resolves once the browser has painted the document as it stands and said so: in a task after
 * the frame that follows the next one (the next frame paints; the browser reports that paint,
 * to the page's paint timings too, while it makes the one after), or after `atMostMs` when no
 * frame comes, as in a tab opened in the background, which gets none until it is shown.
 *
 * A page the service drew (docs/decisions/0026) waits for this before the scripts draw it again.
 * The HTML parser paints a long drawing in parts as it reads it, and the scripts, which start
 * the moment it has read the last part, then held the main thread until they had replaced it: on
 * a slow phone the shopper saw the top of the page alone for over half a second, and the browser
 * counted the page's largest paint only once the scripts had drawn it again (decision 0041).
 */
export function drawingPainted(atMostMs = 300): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, atMostMs);
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        setTimeout(() => {
          clearTimeout(timeout);
          resolve();
        }, 0);
      });
    });
  });
}
