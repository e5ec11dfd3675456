import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

function PageRoutes() {
  return useRoutes(routes);
}

/**
 * The page. Declarative routing on purpose: react-router's data router would add about 17 KB
 * gzip to the landing route (bench/bundle), a sixth of its budget, for loaders we can do
 * without.
 */
export function App() {
  return (
    <BrowserRouter>
      <PageRoutes />
    </BrowserRouter>
  );
}
