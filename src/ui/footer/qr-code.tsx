/**
 * A QR code drawn as one SVG path, computed synchronously from `qrcode`'s module matrix: the same markup on
 * the server and in the browser, no canvas. `value` null (e.g. the shop origin before hydration) shows a
 * same-size placeholder.
 */
import QRCode from 'qrcode'
import { useMemo } from 'react'

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
export function qrPath(text: string): { d: string; size: number } {
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
  const qr = useMemo(() => {
    if (!value) return null
    try {
      return qrPath(value)
    } catch {
      // Too long for a QR code: show the placeholder rather than break the page.
      return null
    }
  }, [value])

  if (!qr) {
    return (
      <span
        className={className}
        aria-hidden="true"
        style={{ display: 'inline-block', width: size, height: size, background: 'var(--mantine-color-gray-2)', borderRadius: 4 }}
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
