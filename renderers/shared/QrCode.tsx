// A QR code of a text (a public link, a waybill number) as an SVG image, drawn in the browser by
// the `qrcode` package (MIT); nothing leaves the page.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export function QrCode({ text, size = 192, label }: { text: string; size?: number; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (markup) => current && setSvg(markup),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return <div style={{ width: size, height: size }} className="animate-pulse rounded bg-slate-100" aria-hidden />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} width={size} height={size} alt={label} data-qrcode={text} className="bg-white" />;
}
