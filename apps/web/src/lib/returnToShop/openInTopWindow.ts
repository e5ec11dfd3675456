/**
 * Sends the browser to the shop. Inside a merchant's frame the shop must replace the whole
 * page, not just the frame, so the top window is navigated. Only the href setter (and
 * replace) of a cross-origin window's location may be used, hence not assign(). A browser
 * refuses it to a frame without user activation or sandbox permission; then the frame itself
 * goes, which still gets the shopper to the shop.
 */
export function openInTopWindow(url: string, page: Window = window): void {
  const top = page.top;
  if (top && top !== page.self) {
    try {
      top.location.href = url;
      return;
    } catch {
      // Refused: fall through to the frame's own window.
    }
  }
  page.location.href = url;
}
