import './qrCode.css';
import { encode } from 'uqr';
import { useMemo } from 'react';
import { usePaymentT } from '../../lib/payments/paymentTexts';
import { CopyValue } from '../copyValue';
import { SaveQrCode } from './saveQrCode';

interface QrCodeProps {
  /** What the code carries: an EPC credit transfer, a upi://pay intent, an EMVCo payload … */
  payload: string;
  /** What the picture is, for screen readers ("QR code to pay with your banking app"). */
  label: string;
  /** Error correction: M (15 %) unless a scheme asks for another (EPC069-12 wants M). */
  ecc?: 'L' | 'M' | 'Q' | 'H';
  /**
   * On a phone, offers to save the code as a PNG of this name (PromptPay, UPI): a code the
   * shopper's own phone shows cannot be scanned by it.
   */
  savedAs?: string;
}

// A coarse pointer: a touch screen, where the code and the app to scan it are one device.
const onPhone = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/**
 * A QR code drawn as one SVG path (no image request, nothing for the CSP to allow), with a
 * quiet zone of four modules as ISO/IEC 18004 asks, so every camera app reads it. Its content
 * follows as text with a copy button: for screen readers, and for a shopper paying on the
 * device that shows the code.
 */
export function QrCode({ payload, label, ecc = 'M', savedAs }: QrCodeProps) {
  const { size, path, modules } = useMemo(() => {
    const qr = encode(payload, { ecc, border: 4 });
    const cells: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { size: qr.size, path: cells.join(''), modules: qr.data };
  }, [payload, ecc]);
  const t = usePaymentT();
  return (
    <figure className="qr-code-figure">
      <svg
        className="qr-code"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} className="qr-code__light" />
        <path d={path} className="qr-code__dark" />
      </svg>
      {savedAs && onPhone() ? <SaveQrCode modules={modules} fileName={savedAs} /> : null}
      <figcaption>
        <dl className="qr-code__payload">
          <CopyValue label={t('payments.qr.payloadLabel')} value={payload} />
        </dl>
      </figcaption>
    </figure>
  );
}
