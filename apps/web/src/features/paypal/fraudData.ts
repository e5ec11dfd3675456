import {
  FRAUD_DATA_SCRIPT_INTEGRITY,
  FRAUD_DATA_SCRIPT_PATH,
} from '@paypage/contract/methods/paypalConstants';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';

/** A correlation id: 128 random bits as 32 hex characters (getRandomValues works on plain http). */
export function newCorrelationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let fraudScript: HTMLScriptElement | undefined;

/**
 * Loads PayPal's fraud-data script (the gateway's, listed in security/script-inventory.json,
 * allowed by exactly its address in the page's CSP, and run only if it matches its integrity
 * hash) once per page. A later correlation id only changes
 * the script's attribute: the script notices and reports the device again under the new id.
 */
export function loadFraudScript(src: string, correlationId: string, merchantId: string): void {
  if (fraudScript?.isConnected) {
    fraudScript.dataset.correlationId = correlationId;
    fraudScript.dataset.merchantId = merchantId;
    return;
  }
  const script = document.createElement('script');
  script.src = src;
  script.integrity = FRAUD_DATA_SCRIPT_INTEGRITY;
  script.crossOrigin = 'anonymous';
  script.async = true;
  script.dataset.correlationId = correlationId;
  script.dataset.merchantId = merchantId;
  document.head.append(script);
  fraudScript = script;
}

/**
 * SPEC §4: a new correlation id whenever PayPal is chosen (this page opens) with an amount over
 * 0 (it covers the saved accounts shown here too); the fraud-data script loads once there is an
 * id and the link's PayPal merchant id is known. An amount of 0 moves no money: no id, no script.
 */
export function useCorrelationId(amount: number, paypalMerchantId: string | null) {
  const { gppBaseUrl } = useRuntimeConfig();
  const [correlationId] = useState(() => (amount > 0 ? newCorrelationId() : undefined));
  useEffect(() => {
    if (!correlationId || !paypalMerchantId) return;
    const src = `${gppBaseUrl.replace(/\/+$/, '')}${FRAUD_DATA_SCRIPT_PATH}`;
    loadFraudScript(src, correlationId, paypalMerchantId);
  }, [correlationId, gppBaseUrl, paypalMerchantId]);
  return correlationId;
}
