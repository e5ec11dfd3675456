export type Tone = 'info' | 'error';

/** The info (i) or error (!) mark beside a page title; decorative, the title says it all. */
export function ToneIcon({ tone }: { tone: Tone }) {
  return (
    <svg
      className={`tone-icon tone-icon--${tone}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      {tone === 'info' ? (
        <path d="M11 10h2v8h-2zM11 6h2v2h-2z" className="tone-icon__mark" />
      ) : (
        <path d="M11 6h2v8h-2zM11 16h2v2h-2z" className="tone-icon__mark" />
      )}
    </svg>
  );
}
