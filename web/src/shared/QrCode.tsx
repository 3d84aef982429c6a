import { create } from 'qrcode';

/**
 * A QR code of `text` drawn as one SVG path in the text colour (so it follows the theme tokens), with the quiet
 * zone the standard asks for. The library only computes the modules; no markup is injected. The path's own
 * coordinates fix left and right, so the code is never mirrored in Arabic.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const quiet = 4;
  let d = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  const view = size + quiet * 2;
  return (
    <svg
      className="family-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${view} ${view}`}
      shapeRendering="crispEdges"
    >
      <rect width={view} height={view} className="family-qr-light" />
      <path d={d} className="family-qr-dark" />
    </svg>
  );
}
