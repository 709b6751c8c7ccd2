import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The receipt's QR data as a scannable SVG (PosAPI gives the data; drawing it is ours). */
export function QrCode({ data, size = 132, label }: { data: string; size?: number; label: string }) {
  const cells = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(data);
    qr.make();
    const n = qr.getModuleCount();
    const dark: string[] = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) dark.push(`M${c} ${r}h1v1h-1z`);
    return { n, path: dark.join('') };
  }, [data]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`-2 -2 ${cells.n + 4} ${cells.n + 4}`} shapeRendering="crispEdges" data-testid="receipt-qr">
      <rect x={-2} y={-2} width={cells.n + 4} height={cells.n + 4} fill="#fff" />
      <path d={cells.path} fill="#000" />
    </svg>
  );
}
