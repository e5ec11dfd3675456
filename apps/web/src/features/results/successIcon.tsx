/** The tick beside a success title; decorative, the title says it all. */
export function SuccessIcon() {
  return (
    <svg className="result__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17 9" className="result__icon-mark" />
    </svg>
  );
}
