/**
 * What a JSON data block of the page's HTML (`<script type="application/json" id=…>`, written
 * by the service for a link's page) holds; undefined when there is none or it is not JSON.
 */
export function dataBlock(id: string): unknown {
  // None on the service, where the first paint is drawn (app/firstPaint.tsx).
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
