import { useCallback, useState } from 'react';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';
import { useMay } from '../../session/sessionContext';
import { AuditLogSection } from './AuditLogSection';
import { InvitationsSection } from './InvitationsSection';
import { UsersSection } from './UsersSection';
import '../../components/panels.css';

/**
 * The merchant's team: its users and their roles, invitations, and the audit log. Each change
 * made here is logged by the service, so it counts up `changes` and the log reads itself again.
 */
export default function TeamScreen() {
  const t = useT();
  const may = useMay('team');
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => setChanges((count) => count + 1), []);
  return (
    <>
      <ScreenTitle>{t('nav.team')}</ScreenTitle>
      {may ? (
        <>
          <UsersSection onChanged={changed} />
          <InvitationsSection onChanged={changed} />
          <AuditLogSection changes={changes} />
        </>
      ) : (
        <p>{t('error.FORBIDDEN')}</p>
      )}
    </>
  );
}
