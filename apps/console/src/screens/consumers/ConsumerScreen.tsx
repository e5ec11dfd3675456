import type { CardAsset, PaypalAsset, SepaAsset } from '@paypage/contract/assets';
import type { Charge, ConsumerAssets } from '@paypage/contract/merchantCharges';
import type { Currency } from '@paypage/contract/money';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/apiError';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { Dialog } from '../../components/Dialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { TextField } from '../../components/TextField';
import { CONSOLE_CURRENCIES, formatAmount, parseAmount } from '../../format/money';
import type { Translate } from '../../i18n/translator';
import { useI18n } from '../../i18n/translator';
import { useMay } from '../../session/sessionContext';
import { chargeAsset, deleteAsset, getAssets } from './consumersApi';
import './consumers.css';

type Asset = CardAsset | SepaAsset | PaypalAsset;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; key: string; error: unknown }
  | { kind: 'shown'; key: string; assets: Asset[] };

const all = (answer: ConsumerAssets): Asset[] => [
  ...answer.card,
  ...answer.sepaDirectDebit,
  ...answer.paypal,
];

/** A saved asset in words, masked as the service gives it (it never sends a full number). */
function describeAsset(asset: Asset, t: Translate): { title: string; facts: string } {
  switch (asset.type) {
    case 'CARD':
      return {
        title: t('consumers.asset.card', { brand: asset.brand, last: asset.lastDigits }),
        facts: t('consumers.asset.cardFacts', {
          holder: asset.holder,
          month: String(asset.expiryMonth).padStart(2, '0'),
          year: asset.expiryYear,
          expired: asset.expired ? 'yes' : 'no',
        }),
      };
    case 'SEPA_DD':
      return {
        title: t('consumers.asset.sepa', { iban: asset.iban }),
        facts: t('consumers.asset.sepaFacts', {
          holder: asset.accountHolder,
          mandate: asset.sepaMandateReference,
        }),
      };
    case 'PAYPAL':
      return { title: t('consumers.asset.paypal', { email: asset.payerEmail }), facts: '' };
  }
}

/**
 * One consumer: their saved payment details (masked), deleting one, and charging one without
 * the consumer present (a subscription's next month, an agreed top-up).
 */
export default function ConsumerScreen() {
  const { consumerReference = '' } = useParams();
  const { t } = useI18n();
  const mayManage = useMay('consumers:manage');
  const [version, setVersion] = useState(0);
  const key = `${consumerReference}#${version}`;
  const [latest, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const loaded: Loaded =
    latest.kind !== 'loading' && latest.key === key ? latest : { kind: 'loading' };
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getAssets(consumerReference).then(
      (answer) => current && setLoaded({ kind: 'shown', key, assets: all(answer) }),
      (error: unknown) => current && setLoaded({ kind: 'failed', key, error }),
    );
    return () => {
      current = false;
    };
  }, [consumerReference, key]);

  async function remove() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await deleteAsset(consumerReference, deleting.id);
      setDeleting(null);
      setNotice(t('consumers.deleted'));
      setVersion((count) => count + 1);
    } catch (error) {
      setDeleteError(error);
    }
  }

  return (
    <>
      <p>
        <Link to="/consumers">{t('consumers.back')}</Link>
      </p>
      <ScreenTitle>{consumerReference}</ScreenTitle>
      <p role="status">{notice}</p>
      {loaded.kind === 'loading' ? <Loading /> : null}
      {loaded.kind === 'failed' ? <ErrorMessage error={loaded.error} /> : null}
      {loaded.kind === 'shown' ? (
        <>
          <section className="consumer-panel" aria-labelledby="saved-assets">
            <h2 id="saved-assets">{t('consumers.assets')}</h2>
            {loaded.assets.length === 0 ? (
              <p>{t('consumers.noAssets')}</p>
            ) : (
              <ul className="asset-list">
                {loaded.assets.map((asset) => {
                  const { title, facts } = describeAsset(asset, t);
                  return (
                    <li key={asset.id}>
                      <span>
                        <strong>{title}</strong>
                        {facts ? <span className="asset-list__facts"> {facts}</span> : null}
                      </span>
                      {mayManage ? (
                        <button
                          type="button"
                          className="button button--danger"
                          aria-label={t('consumers.deleteAsset', { asset: title })}
                          onClick={() => setDeleting(asset)}
                        >
                          {t('consumers.delete')}
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          {mayManage && loaded.assets.length > 0 ? (
            <ChargeForm consumerReference={consumerReference} assets={loaded.assets} />
          ) : null}
        </>
      ) : null}
      {deleting ? (
        <Dialog title={t('consumers.deleteTitle')} onClose={() => setDeleting(null)}>
          <p>{t('consumers.deleteExplanation', { asset: describeAsset(deleting, t).title })}</p>
          {deleteError ? <ErrorMessage error={deleteError} /> : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setDeleting(null)}>
              {t('links.payment.cancel')}
            </button>
            <button type="button" className="button button--danger" onClick={remove}>
              {t('consumers.delete')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

interface ChargeFormProps {
  consumerReference: string;
  assets: Asset[];
}

function ChargeForm({ consumerReference, assets }: ChargeFormProps) {
  const { t, language } = useI18n();
  const [assetId, setAssetId] = useState(assets[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<Currency>('EUR');
  const [description, setDescription] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [charged, setCharged] = useState<Charge | null>(null);
  // Kept until the charge is answered: a resubmission after a lost answer charges once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => newIdempotencyKey());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minor = parseAmount(amount, currency, language);
    const found: Record<string, string> = {};
    if (minor === null || minor < 1) found.amount = t('consumers.charge.amountInvalid');
    if (!description.trim()) found.description = t('consumers.charge.descriptionRequired');
    setErrors(found);
    setFailure(null);
    if (minor === null || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const charge = await chargeAsset(
        {
          consumerReference,
          assetId,
          amount: minor,
          currency,
          description: description.trim(),
          ...(reference.trim() ? { merchantReference: reference.trim() } : {}),
        },
        idempotencyKey,
      );
      setCharged(charge);
      setIdempotencyKey(newIdempotencyKey());
      setAmount('');
      setDescription('');
      setReference('');
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldMessages());
        // A refused request was not a charge: the next submission is a new one.
        if (error.status === 400 || error.status === 422) setIdempotencyKey(newIdempotencyKey());
      }
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="consumer-panel" aria-labelledby="charge-heading">
      <h2 id="charge-heading">{t('consumers.charge.title')}</h2>
      <p role="status">
        {charged
          ? t('consumers.charge.result', {
              amount: formatAmount(charged.amount, charged.currency, language),
              status: t(`consumers.chargeStatus.${charged.status}`),
              reason: charged.refusalReason ?? '',
              hasReason: charged.refusalReason ? 'yes' : 'no',
            })
          : null}
      </p>
      <form className="charge-form" onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('consumers.charge.asset')}</span>
          <select value={assetId} onChange={(event) => setAssetId(event.target.value)}>
            {assets.map((asset) => (
              <option key={asset.id} value={asset.id}>
                {describeAsset(asset, t).title}
              </option>
            ))}
          </select>
        </label>
        <div className="charge-form__amount">
          <TextField
            label={t('links.new.amount')}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
          <label className="field">
            <span>{t('links.new.currency')}</span>
            <select
              value={currency}
              onChange={(event) => setCurrency(event.target.value as Currency)}
            >
              {CONSOLE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        </div>
        <TextField
          label={t('links.new.description')}
          maxLength={500}
          value={description}
          onChange={setDescription}
          error={errors.description}
        />
        <TextField
          label={t('links.new.reference')}
          maxLength={128}
          value={reference}
          onChange={setReference}
          error={errors.merchantReference}
        />
        {failure ? <ErrorMessage error={failure} /> : null}
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('consumers.charge.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
