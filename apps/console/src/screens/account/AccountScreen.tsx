import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';
import { useSession } from '../../session/sessionContext';
import { signOutEverywhere } from './accountApi';
import { TotpSection } from './TotpSection';
import '../../components/panels.css';

/**
 * The signed-in user's own account: who they are, two-step sign-in, and their sessions (sign out
 * here, or everywhere — after a lost laptop). Every role has it; it needs no permission.
 */
export default function AccountScreen() {
  const t = useT();
  const { session, signOut, sessionEnded } = useSession();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ScreenTitle>{t('account.title')}</ScreenTitle>
      <section className="panel" aria-labelledby="who-title">
        <h2 id="who-title">{t('account.who.title')}</h2>
        <dl className="details">
          <dt>{t('account.who.name')}</dt>
          <dd>{session.user.name}</dd>
          <dt>{t('account.who.email')}</dt>
          <dd>{session.user.email}</dd>
          <dt>{t('account.who.role')}</dt>
          <dd>{t(`role.${session.user.role}`)}</dd>
        </dl>
      </section>
      <TotpSection />
      <section className="panel" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('account.sessions.title')}</h2>
        <p>{t('account.sessions.explanation')}</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => void signOut()}>
            {t('userMenu.signOut')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirming(true)}
          >
            {t('account.sessions.everywhere')}
          </button>
        </div>
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t('account.sessions.everywhereTitle')}
          confirmLabel={t('account.sessions.everywhere')}
          onConfirm={async () => {
            await signOutEverywhere();
            sessionEnded();
          }}
          onClose={() => setConfirming(false)}
        >
          <p>{t('account.sessions.everywhereWarning')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
