import { MarkBadge, MarkLetters } from '../../components/methodMark/markBadge';

/** UPI's two arrows, orange and green, as its logo draws them. */
function UpiArrows({ x }: { x: number }) {
  return (
    <>
      <path d={`M${x} 4l3 6-3 6z`} fill="#f47b20" />
      <path d={`M${x + 2.5} 4l3 6-3 6z`} fill="#138808" />
    </>
  );
}

export function UpiMark() {
  return (
    <MarkBadge background="#ffffff" outline="#c4cad3">
      <MarkLetters x={3} anchor="start" size={8.5} fill="#3d3d3d" italic>
        UPI
      </MarkLetters>
      <UpiArrows x={21} />
    </MarkBadge>
  );
}

/** UPI paid by scanning: its letters beside a QR code's corner squares. */
export function UpiQrCodeMark() {
  return (
    <MarkBadge background="#ffffff" outline="#c4cad3">
      <path
        d="M3 3h5v5H3zM3 12h5v5H3zM12 3h5v5h-5z"
        fill="none"
        stroke="#1b1b1b"
        strokeWidth="1.2"
      />
      <path d="M12.5 12.5h2v2h-2zM15 15h2v2h-2z" fill="#1b1b1b" />
      <MarkLetters x={24.5} y={12.5} size={6} fill="#3d3d3d" italic>
        UPI
      </MarkLetters>
      <path d="M21 14.5h7" stroke="#f47b20" strokeWidth="1" />
      <path d="M21 16.5h7" stroke="#138808" strokeWidth="1" />
    </MarkBadge>
  );
}
