import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** KCP's letters on its red. */
export function KcpMark() {
  return (
    <MarkBadge background="#d7001d">
      <MarkLetters fill="#ffffff">KCP</MarkLetters>
    </MarkBadge>
  );
}
