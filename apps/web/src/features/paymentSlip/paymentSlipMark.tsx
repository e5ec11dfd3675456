import { MarkFrame } from '../../components/methodMark/markBadge';

/** A slip with its barcode, in the text's colour (no brand: the slip is the bank's own). */
export function PaymentSlipMark() {
  return (
    <MarkFrame>
      <path
        d="M8 1h13l3 3v15H8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M11 12v4M12.5 12v4M14.5 12v4M17 12v4M18.5 12v4M20.5 12v4M11 5h7M11 8h9"
        stroke="currentColor"
        strokeWidth="1"
      />
    </MarkFrame>
  );
}
