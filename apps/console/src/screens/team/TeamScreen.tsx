import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';
import { useMay } from '../../session/sessionContext';
import { AuditLogSection } from './AuditLogSection';
import { InvitationsSection } from './InvitationsSection';
import { UsersSection } from './UsersSection';
import '../../components/panels.css';

/** The merchant's team: its users and their roles, invitations, and the audit log. */
export default function TeamScreen() {
  const t = useT();
  const may = useMay('team');
  return (
    <>
      <ScreenTitle>{t('nav.team')}</ScreenTitle>
      {may ? (
        <>
          <UsersSection />
          <InvitationsSection />
          <AuditLogSection />
        </>
      ) : (
        <p>{t('error.FORBIDDEN')}</p>
      )}
    </>
  );
}
