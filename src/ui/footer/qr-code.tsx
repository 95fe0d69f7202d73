/**
 * A QR code drawn as one SVG path from `qrcode`'s module matrix (no canvas). The encoder is loaded in the browser
 * after hydration, so it stays out of the first-load bundle; until then, and for a null `value` (e.g. the shop
 * origin before hydration), a same-size placeholder shows.
 */
import { useEffect, useState } from 'react'

export interface QrCodeProps {
  value: string | null
  /** Rendered width and height in px. */
  size?: number
  /** Accessible name of the image. */
  label: string
  className?: string
}

const MARGIN = 1

/** Path data for the dark modules, one run of adjacent modules per sub-path. */
export async function qrPath(text: string): Promise<{ d: string; size: number }> {
  const { default: QRCode } = await import('qrcode')
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  let d = ''
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col++
      d += `M${start + MARGIN} ${row + MARGIN}h${col - start}v1h${start - col}z`
    }
  }
  return { d, size: n + MARGIN * 2 }
}

export function QrCode({ value, size = 120, label, className }: QrCodeProps) {
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null)
  useEffect(() => {
    let current = true
    setQr(null)
    if (value) {
      qrPath(value).then(
        (drawn) => current && setQr(drawn),
        // Too long for a QR code: keep the placeholder rather than break the page.
        () => undefined,
      )
    }
    return () => {
      current = false
    }
  }, [value])

  if (!qr) {
    return (
      <span
        className={className}
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: size,
          height: size,
          background: 'var(--mantine-color-gray-2)',
          borderRadius: 4,
        }}
      />
    )
  }
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#111" />
    </svg>
  )
}
