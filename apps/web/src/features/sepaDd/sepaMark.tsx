import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** SEPA's blue and yellow, as on the scheme's badges. */
export function SepaMark() {
  return (
    <MarkBadge background="#10298e">
      <MarkLetters fill="#ffcc00" size={9}>
        SEPA
      </MarkLetters>
    </MarkBadge>
  );
}
