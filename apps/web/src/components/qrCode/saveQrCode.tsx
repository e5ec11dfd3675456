import { usePaymentT } from '../../lib/payments/paymentTexts';
import { qrCodePng } from './qrCodePng';

/** Pixels a module in the saved picture: sharp in a photo app, read by any scanner. */
const SAVED_MODULE_PX = 8;
/** Some browsers read a download's blob after click() has returned: freed a while later. */
const BLOB_KEPT_MS = 60_000;

function download(png: Uint8Array<ArrayBuffer>, fileName: string) {
  const url = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_KEPT_MS);
}

interface SaveQrCodeProps {
  modules: readonly (readonly boolean[])[];
  /** The file's name, e.g. promptpay-qr-code.png. */
  fileName: string;
}

/**
 * On a phone the code cannot scan itself: "Save QR code" puts it in the photos as a PNG, and a
 * line says how to pay from there (the banking app's scan from an image).
 */
export function SaveQrCode({ modules, fileName }: SaveQrCodeProps) {
  const t = usePaymentT();
  return (
    <div className="qr-code__save">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => download(qrCodePng(modules, SAVED_MODULE_PX), fileName)}
      >
        {t('payments.qr.save')}
      </button>
      <p className="qr-code__same-phone">{t('payments.qr.samePhone')}</p>
    </div>
  );
}
