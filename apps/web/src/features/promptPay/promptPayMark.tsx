import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** Thailand's PromptPay: its name in two lines, white and light blue on dark blue. */
export function PromptPayMark() {
  return (
    <MarkBadge background="#1b3c74">
      <MarkLetters y={9} size={6.5} fill="#ffffff">
        Prompt
      </MarkLetters>
      <MarkLetters y={16.5} size={7} fill="#59c1ea">
        Pay
      </MarkLetters>
    </MarkBadge>
  );
}
