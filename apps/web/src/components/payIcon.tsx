import './payIcon.css';

/**
 * The glyph of a pay button, drawn inline (no image request): a cart when the money is taken at
 * once (SPEC §9: preauthAndCapture, a debit collected), a document with a pen when the shopper
 * signs off something charged later or not at all (an authorisation, a mandate, an agreement).
 */
export type PayIconKind = 'cart' | 'document-edit';

const PATHS: Record<PayIconKind, string> = {
  cart: 'M3 4h2.5l2.2 10.5h10.1L20 7.5H6.6M9.5 19.5h.01M16.5 19.5h.01',
  'document-edit': 'M13 3H6v18h12V8zM13 3v5h5M9 13h6M9 17h3M16 15.5l3-3 2 2-3 3h-2z',
};

/** The glyphs with a direction, mirrored in right-to-left pages (payIcon.css). */
const DIRECTIONAL: ReadonlySet<PayIconKind> = new Set(['cart']);

export function PayIcon({ kind }: { kind: PayIconKind }) {
  const mirrored = DIRECTIONAL.has(kind) ? ' pay-icon--mirrored' : '';
  return (
    <svg className={`pay-icon${mirrored}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[kind]} />
    </svg>
  );
}
