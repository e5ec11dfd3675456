import { useT } from '../i18n/translator';
import { errorText } from './errorText';

/** A failed call's text, announced when it appears. */
export function ErrorMessage({ error }: { error: unknown }) {
  const t = useT();
  return (
    <p className="error-message" role="alert">
      {errorText(error, t)}
    </p>
  );
}
