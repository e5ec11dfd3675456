import '../styles/theme.css';
import '../styles/page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prepareLinkPage } from './preparedLink';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks <div id="root">');

// A promise rather than a top-level await: chunks shared with the entry would otherwise be split
// out of it (a module that awaits at its top level holds up every module importing it).
void prepareLinkPage(window.location.pathname).then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
