import QRCode from 'qrcode'

/** A QR code as an SVG path of dark modules, one unit each, on a square of `size` units (quiet zone included). */
export interface QrPath {
  size: number
  path: string
}

/** Light modules around the code, as scanners expect (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4

/**
 * Draws a QR code as one SVG path on the server: the browser gets the drawing, never the encoder,
 * and the text (an `otpauth://` link with the secret) never leaves the server this way.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const parts: string[] = []
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`)
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') }
}
