/**
 * The merchants' console shows this page in a frame, in the colours being edited
 * (docs/decisions/0040). Only a parent of the page's own origin can be the console: a shop that
 * frames its page (another origin) never gets the preview's code, nor can it send it colours.
 */
export function framedByOwnOrigin(view: Window = window): boolean {
  if (view.parent === view) return false;
  try {
    // Reading a parent's location throws when it is another origin's.
    return view.parent.location.origin === view.location.origin;
  } catch {
    return false;
  }
}

/** Loads the preview's listener only in the console's frame: the landing route stays as it was. */
export function listenForPreviewWhenFramedByOwnOrigin(): void {
  if (!framedByOwnOrigin()) return;
  void import('./previewTheme').then(({ listenForPreviewTheme }) => listenForPreviewTheme());
}
