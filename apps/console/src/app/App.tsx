import { BrowserRouter } from 'react-router';
import { I18nProvider } from '../i18n/translator';
import { SessionGate } from '../session/SessionGate';
import { ConsoleRoutes } from './ConsoleRoutes';
import './console.css';

const CONSOLE_BASE = '/console';

export function App() {
  return (
    <I18nProvider>
      <SessionGate>
        <BrowserRouter basename={CONSOLE_BASE}>
          <ConsoleRoutes />
        </BrowserRouter>
      </SessionGate>
    </I18nProvider>
  );
}
