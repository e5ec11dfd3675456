import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** India's net banking: a screen with the rupee sign. */
export function NetbankingMark() {
  return (
    <MarkBadge background="#1d4f91">
      <rect
        x="9"
        y="3.5"
        width="14"
        height="10"
        rx="1"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.2"
      />
      <path d="M13 16.5h6M16 13.5v3" stroke="#ffffff" strokeWidth="1.2" />
      <MarkLetters y={11.5} size={7} fill="#ffffff">
        ₹
      </MarkLetters>
    </MarkBadge>
  );
}

/** PhonePe's purple with its "Pe". */
export function PhonepeMark() {
  return (
    <MarkBadge background="#5f259f">
      <MarkLetters size={10} fill="#ffffff">
        Pe
      </MarkLetters>
    </MarkBadge>
  );
}
