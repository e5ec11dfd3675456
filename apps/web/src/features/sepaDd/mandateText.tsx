import type { CreditorResponse } from '@paypage/contract/methods/sepa';
import { useSepaT } from './sepaTexts';

interface MandateTextProps {
  creditor: CreditorResponse;
  b2b: boolean;
  /** The label of the button that gives the mandate. */
  buttonLabel: string;
}

/**
 * SPEC §2/§9: the mandate the shopper gives, in its core or business-to-business wording, with
 * the creditor (name, address, creditor identifier) inserted: the core text's 8-week refund
 * right, or the B2B text's no refund but the right to stop the debit until it is due.
 */
export function MandateText({ creditor, b2b, buttonLabel }: MandateTextProps) {
  const t = useSepaT();
  return (
    <section className="sepa-mandate" aria-labelledby="sepa-mandate-title">
      <h2 id="sepa-mandate-title" className="sepa-mandate__title">
        {t(b2b ? 'sepa.mandate.title.b2b' : 'sepa.mandate.title.core')}
      </h2>
      <dl className="sepa-mandate__creditor">
        <div>
          <dt>{t('sepa.mandate.creditor')}</dt>
          <dd>
            {creditor.name}
            {creditor.address ? (
              <>
                <br />
                {creditor.address}
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('sepa.mandate.creditorId')}</dt>
          <dd>{creditor.creditorId}</dd>
        </div>
      </dl>
      <p id="sepa-mandate-text">
        {t(b2b ? 'sepa.mandate.text.b2b' : 'sepa.mandate.text.core', { creditor: creditor.name })}
      </p>
      <p className="sepa-mandate__acceptance">
        {t('sepa.mandate.acceptance', { button: buttonLabel })}
      </p>
    </section>
  );
}
