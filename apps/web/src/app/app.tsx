import { useLayoutEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

/** The routes alone, for the browser (App) and for the service's first paint (firstPaint.tsx). */
export function PageRoutes() {
  return useRoutes(routes);
}

/**
 * The service may have drawn the page into the HTML (firstPaint.tsx), inert until the scripts
 * run (and hidden from assistive technology, for those that do not know inert yet). React's first commit has just replaced that drawing with the live page: the page is
 * usable from here on.
 */
function useServerDrawingReplaced() {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('aria-hidden');
  }, []);
}

/**
 * The page. Declarative routing on purpose: react-router's data router would add about 17 KB
 * gzip to the landing route (bench/bundle), a sixth of its budget, for loaders we can do
 * without.
 */
export function App() {
  useServerDrawingReplaced();
  return (
    <BrowserRouter>
      <PageRoutes />
    </BrowserRouter>
  );
}
