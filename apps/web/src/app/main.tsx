import '../styles/theme.css';
import '../styles/page.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { listenForPreviewWhenFramedByOwnOrigin } from '../lib/theme/previewFrame';
import { prepareLinkPage } from './preparedLink';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks <div id="root">');

// The console's settings preview frames this page and sends it the colours being edited.
listenForPreviewWhenFramedByOwnOrigin();

// A promise rather than a top-level await: chunks shared with the entry would otherwise be split
// out of it (a module that awaits at its top level holds up every module importing it).
// The first render is a transition: a page chunk that is already there (the HTML hinted it)
// then replaces its Suspense fallback before anything is painted, instead of the fallback being
// shown and React holding the page back for its 300 ms minimum to avoid a flash.
// A page the service drew (inert until replaced: app.tsx) waits for its link however long it takes.
void prepareLinkPage(window.location.pathname, rootElement.hasAttribute('inert')).then(() => {
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
