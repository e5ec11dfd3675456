import { MarkFrame } from '../../components/methodMark/markBadge';

/**
 * Any card scheme (the schemes' own badges are the gateway's, shown with a saved card): a card's
 * outline and its chip. Drawn in the text's colour, so it follows the page's theme.
 */
export function CardMark() {
  return (
    <MarkFrame>
      <rect
        x="1"
        y="1"
        width="30"
        height="18"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <rect x="5" y="6" width="6" height="5" rx="1" fill="#c9a227" />
      <path
        d="M5 15h9M17 15h4M23 15h4"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </MarkFrame>
  );
}
