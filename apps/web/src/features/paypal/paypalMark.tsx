import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** Two overlapping Ps in PayPal's two blues on white. */
export function PaypalMark() {
  return (
    <MarkBadge background="#ffffff" outline="#c4cad3">
      <MarkLetters x={13.5} y={14.5} size={12} fill="#003087" italic>
        P
      </MarkLetters>
      <MarkLetters x={17} y={16} size={12} fill="#009cde" italic>
        P
      </MarkLetters>
    </MarkBadge>
  );
}
