import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** iDEAL: a black "i" and a magenta "D" on white, in a dark frame. */
export function IdealMark() {
  return (
    <MarkBadge background="#ffffff" outline="#1b1b1b">
      <MarkLetters x={12} y={14.5} size={11} fill="#1b1b1b">
        i
      </MarkLetters>
      <MarkLetters x={18} y={14.5} size={11} fill="#cc0066">
        D
      </MarkLetters>
    </MarkBadge>
  );
}

/** Bancontact's blue and yellow; the card: its letters over a card's stripe. */
export function BancontactCardMark() {
  return (
    <MarkBadge background="#005498">
      <MarkLetters y={11.5} size={9} fill="#ffffff">
        BC
      </MarkLetters>
      <path d="M4 15.5h24" stroke="#ffd800" strokeWidth="2" />
    </MarkBadge>
  );
}

/** Bancontact in its app: a phone beside the yellow letters. */
export function BancontactMobileMark() {
  return (
    <MarkBadge background="#005498">
      <rect
        x="5"
        y="3"
        width="8"
        height="14"
        rx="1.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.2"
      />
      <path d="M8 14.5h2" stroke="#ffffff" strokeWidth="1" />
      <MarkLetters x={22} y={13.5} size={8} fill="#ffd800">
        BC
      </MarkLetters>
    </MarkBadge>
  );
}
