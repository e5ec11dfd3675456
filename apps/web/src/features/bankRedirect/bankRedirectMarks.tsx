import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** A request to pay, sent to the payer's bank app. */
export function RequestToPayMark() {
  return (
    <MarkBadge background="#2a6f97">
      <MarkLetters fill="#ffffff">R2P</MarkLetters>
    </MarkBadge>
  );
}

/** Trustly's green name on dark. */
export function TrustlyMark() {
  return (
    <MarkBadge background="#0b1f17">
      <MarkLetters y={13} size={7.5} fill="#0ee06e">
        trustly
      </MarkLetters>
    </MarkBadge>
  );
}

/** Paying at one's own bank (SPEC §3's pay-by-bank icon set): a bank's front. */
export function PayByBankMark() {
  return (
    <MarkBadge background="#0f5c3a">
      <path
        d="M8 8 16 3.5 24 8M9 16.5h14M10.5 9.5v5M14 9.5v5M18 9.5v5M21.5 9.5v5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </MarkBadge>
  );
}

/** Paying from an account by bank transfer. */
export function AccountToPayMark() {
  return (
    <MarkBadge background="#3d4f63">
      <MarkLetters fill="#ffffff">A2P</MarkLetters>
    </MarkBadge>
  );
}
