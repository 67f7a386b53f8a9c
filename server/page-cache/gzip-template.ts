import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A text with holes (a cached page and the places of its nonce), compressed once: each fixed part
 * is a run of deflate blocks of its own, ending on a byte boundary (a sync flush) and referring to
 * nothing before it. Filling the holes then takes no compression: the value goes in as a stored
 * (uncompressed) block between the parts, and the gzip trailer's checksum is computed over the
 * plain bytes (RFC 1951 blocks, RFC 1952 member).
 */
export interface GzipTemplate {
  parts: readonly Buffer[]
  deflated: readonly Buffer[]
  /** Compressed size without the holes, for accounting. */
  byteLength: number
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff])
/** An empty final block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
const MAX_STORED_BLOCK = 0xffff

export function gzipTemplate(parts: readonly Buffer[]): GzipTemplate {
  const deflated = parts.map((part) =>
    deflateRawSync(part, { level: constants.Z_DEFAULT_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
  )
  return { parts, deflated, byteLength: deflated.reduce((sum, block) => sum + block.length, 0) }
}

/** A stored block holding `value`, which begins on a byte boundary (the previous part ended with a sync flush). */
function storedBlock(value: Buffer): Buffer {
  if (value.length > MAX_STORED_BLOCK) throw new RangeError('A hole of a gzip template holds at most 65535 bytes')
  const header = Buffer.alloc(5)
  header.writeUInt16LE(value.length, 1)
  header.writeUInt16LE(~value.length & 0xffff, 3)
  return Buffer.concat([header, value])
}

/** The gzip member of the template's parts with `value` in every hole. */
export function fillGzipTemplate(template: GzipTemplate, value: Buffer): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER]
  const hole = storedBlock(value)
  let checksum = 0
  let size = 0
  template.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(hole)
      checksum = crc32(value, checksum)
      size += value.length
    }
    chunks.push(template.deflated[index]!)
    checksum = crc32(part, checksum)
    size += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(checksum >>> 0, 0)
  trailer.writeUInt32LE(size % 2 ** 32, 4)
  chunks.push(FINAL_BLOCK, trailer)
  return Buffer.concat(chunks)
}
