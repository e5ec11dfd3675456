import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ToneIcon } from '../../components/toneIcon';
import { formatDateTime } from '../../lib/format/formatDate';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import { useVirtualAccountT } from './virtualAccountTexts';

interface ExpiredAccountProps {
  uuid: string;
  dueDate: string;
  /** The link can be paid again (the service has closed the account): offer to start over. */
  linkOpen: boolean;
}

/**
 * The account's deadline has passed without the transfer: it takes no more money, and the
 * shopper is told so at once (focus moves to the news), with a way to start over once the link
 * is open again.
 */
export function ExpiredAccount({ uuid, dueDate, linkOpen }: ExpiredAccountProps) {
  const t = useVirtualAccountT();
  const { tag } = useUiLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card info-page" aria-labelledby="virtual-account-expired">
      <ToneIcon tone="info" />
      <h1 id="virtual-account-expired" ref={heading} tabIndex={-1}>
        {t('virtualAccount.expired.title')}
      </h1>
      <p>{t('virtualAccount.expired.text', { deadline: formatDateTime(dueDate, tag) })}</p>
      {linkOpen ? (
        <p>
          <Link className="button" to={`/uuid/${uuid}`}>
            {t('virtualAccount.expired.startOver')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
