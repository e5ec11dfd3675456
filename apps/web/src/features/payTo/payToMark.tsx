import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** PayTo's name in dark and orange on white. */
export function PayToMark() {
  return (
    <MarkBadge background="#ffffff" outline="#c4cad3">
      <MarkLetters x={3} anchor="start" y={13.5} size={8.5} fill="#1b1b1b">
        Pay
      </MarkLetters>
      <MarkLetters x={19} anchor="start" y={13.5} size={8.5} fill="#d9480f">
        To
      </MarkLetters>
    </MarkBadge>
  );
}
