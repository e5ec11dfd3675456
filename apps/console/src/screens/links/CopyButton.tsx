import { useState } from 'react';
import { copyText } from '../../components/copyText';
import { useT } from '../../i18n/translator';

/** Copies the text and says so (or that the browser refused) in a polite live region. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={async () => setResult((await copyText(text)) ? 'copied' : 'failed')}
      >
        {label}
      </button>
      <span role="status" className="copy-result">
        {result === 'copied' ? t('links.copy.copied') : null}
        {result === 'failed' ? t('links.copy.failed') : null}
      </span>
    </>
  );
}
