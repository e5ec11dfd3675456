import { PAGE_SCRIPTS_BLOCK_ID, type PageScript } from '@paypage/contract/pageData';
import { dataBlock } from '../lib/config/dataBlock';
import { startLinkLoad } from '../lib/paymentLink/earlyLinkLoad';

/** Should no frame come (a tab opened in the background), the scripts load after this anyway. */
const LONGEST_WAIT_FOR_PAINT_MS = 500;

const isPageScript = (value: unknown): value is PageScript =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageScript).src === 'string' &&
  (value as PageScript).src.startsWith('/') &&
  typeof (value as PageScript).preload === 'boolean';

function add(doc: Document, script: PageScript): void {
  const element = script.preload ? doc.createElement('link') : doc.createElement('script');
  if (element instanceof HTMLLinkElement) {
    element.rel = 'modulepreload';
    element.href = script.src;
  } else {
    element.type = 'module';
    element.src = script.src;
  }
  // As the built tags had them: the import map pins the same integrity for every module.
  element.setAttribute('crossorigin', '');
  if (script.integrity) element.setAttribute('integrity', script.integrity);
  doc.head.append(element);
}

/**
 * On a page the service drew (docs/decisions/0026) the page's scripts are not needed for the first
 * paint, so they are fetched once the drawing is on screen: the first frame (its animation
 * callback, then a task after it), or after LONGEST_WAIT_FOR_PAINT_MS should no frame come.
 * Before it, a phone's bandwidth goes to the HTML and its stylesheets.
 */
export function loadPageScriptsAfterFirstPaint(doc: Document = document): void {
  const scripts = dataBlock(PAGE_SCRIPTS_BLOCK_ID);
  if (!Array.isArray(scripts) || !scripts.every(isPageScript)) return;
  let added = false;
  const addAll = () => {
    if (added) return;
    added = true;
    for (const script of scripts) add(doc, script);
  };
  requestAnimationFrame(() => setTimeout(addAll, 0));
  setTimeout(addAll, LONGEST_WAIT_FOR_PAINT_MS);
}

// The page's first, small script (index.html): on a link's page it starts fetching the link
// while the browser is still downloading the page's big scripts (docs/decisions/0012).
startLinkLoad(window.location.pathname);
loadPageScriptsAfterFirstPaint();
