import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ScreenTitle } from '../components/ScreenTitle';
import { useT } from '../i18n/translator';
import { useSession } from '../session/sessionContext';
import { ConsoleShell } from './ConsoleShell';
import { homePath } from './navigation';

// Each screen is its own chunk: the first screen loads only the shell and itself.
const OverviewScreen = lazy(() => import('../screens/overview/OverviewScreen'));
const LinksScreen = lazy(() => import('../screens/links/LinksScreen'));
const NewLinkScreen = lazy(() => import('../screens/links/NewLinkScreen'));
const LinkScreen = lazy(() => import('../screens/links/LinkScreen'));
const ConsumersScreen = lazy(() => import('../screens/consumers/ConsumersScreen'));
const ConsumerScreen = lazy(() => import('../screens/consumers/ConsumerScreen'));
const SettingsScreen = lazy(() => import('../screens/settings/SettingsScreen'));
const DevelopersScreen = lazy(() => import('../screens/developers/DevelopersScreen'));
const TeamScreen = lazy(() => import('../screens/team/TeamScreen'));
const AccountScreen = lazy(() => import('../screens/account/AccountScreen'));

function NotFound() {
  const t = useT();
  return <ScreenTitle>{t('shell.notFound')}</ScreenTitle>;
}

/** The console's addresses, below /console. */
export function ConsoleRoutes() {
  const { session } = useSession();
  return (
    <Routes>
      <Route element={<ConsoleShell />}>
        <Route index element={<Navigate to={homePath(session.permissions)} replace />} />
        <Route path="overview" element={<OverviewScreen />} />
        <Route path="links" element={<LinksScreen />} />
        <Route path="links/new" element={<NewLinkScreen />} />
        <Route path="links/:uuid" element={<LinkScreen />} />
        <Route path="consumers" element={<ConsumersScreen />} />
        <Route path="consumers/:consumerReference" element={<ConsumerScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="developers" element={<DevelopersScreen />} />
        <Route path="team" element={<TeamScreen />} />
        <Route path="account" element={<AccountScreen />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
