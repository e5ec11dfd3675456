import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** A Korean bank account issued for one payment: the won sign over an account's line. */
export function VirtualAccountMark() {
  return (
    <MarkBadge background="#00756c">
      <MarkLetters y={12.5} size={10} fill="#ffffff">
        ₩
      </MarkLetters>
      <path d="M9 15.5h14" stroke="#ffffff" strokeWidth="1.5" strokeDasharray="2 1.5" />
    </MarkBadge>
  );
}
