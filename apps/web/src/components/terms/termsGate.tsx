import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { RefObject } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { rememberTermsAccepted, termsAcceptedThisVisit } from '../../lib/storage/visitMemory';
import { TermsAcceptance } from './termsAcceptance';

export interface TermsGate {
  /** The 'I accept' line is on the page: the terms were not accepted in this visit. */
  shown: boolean;
  accepted: boolean;
  termsUrl: string | null;
  onChange: (accepted: boolean) => void;
  showError: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /**
   * Asked before a payment starts: true when the terms are accepted; otherwise the line says
   * they must be, its tick box takes the focus, and the start waits for the shopper.
   */
  confirm: () => boolean;
}

type LinkTerms = Pick<PaymentLinkInfo, 'uuid' | 'status' | 'termsAndConditionsUrl'>;

/**
 * SPEC §2/§5 on a method's page: a payment starts only with the terms accepted. Accepted on the
 * landing page (or on another method's page) in this visit, the page does not ask again; opened
 * directly (a link that skips its landing page, a bookmark, a typed address), it shows the line
 * and holds every start until it is ticked. A link already in payment (a page picking up its
 * own open payment) starts nothing new and asks nothing.
 */
export function useTermsGate(link: LinkTerms): TermsGate {
  const payable = link.status === 'VALID';
  // Decided as the page opens: ticking it keeps the line in place rather than removing it under
  // the shopper's pointer.
  const [shown] = useState(() => payable && !termsAcceptedThisVisit(link.uuid));
  const [accepted, setAccepted] = useState(false);
  const [showError, setShowError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { uuid } = link;

  const onChange = useCallback(
    (ticked: boolean) => {
      setAccepted(ticked);
      rememberTermsAccepted(uuid, ticked);
    },
    [uuid],
  );

  const confirm = useCallback(() => {
    if (!shown || accepted) return true;
    setShowError(true);
    inputRef.current?.focus();
    return false;
  }, [shown, accepted]);

  const termsUrl = link.termsAndConditionsUrl;
  return useMemo(
    () => ({ shown, accepted, termsUrl, onChange, showError, inputRef, confirm }),
    [shown, accepted, termsUrl, onChange, showError, confirm],
  );
}

/** The gate's 'I accept' line, where the page puts it (before its pay button); nothing if not needed. */
export function TermsGateLine({ gate }: { gate: TermsGate }) {
  if (!gate.shown) return null;
  return (
    <TermsAcceptance
      termsUrl={gate.termsUrl}
      accepted={gate.accepted}
      onChange={gate.onChange}
      showError={gate.showError}
      inputRef={gate.inputRef}
    />
  );
}
