/**
 * A QR code as a PNG file, for the shopper who pays on the phone that shows the code: saved to
 * the photos, then picked in the banking app's "scan from image". Written here, not drawn on a
 * canvas and exported: black and white modules need no image library, the bytes are the same in
 * every browser, and the tests read them back without one.
 *
 * 1-bit greyscale (a module is 0 = black or 1 = white), `scale` pixels a module, the deflate
 * stream in stored blocks: a 45-module code at 8 px is about 17 KB, which no phone minds.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The most one stored deflate block holds (RFC 1951 §3.2.4). */
const STORED_BLOCK_BYTES = 0xffff;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const uint32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];

/** Byte arrays one after the other (set(), not spread: a phone's engine limits arguments). */
function joined(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = joined([[...type].map((character) => character.charCodeAt(0)), data]);
  return joined([uint32(data.length), body, uint32(crc32(body))]);
}

/** zlib (RFC 1950) around stored deflate blocks: no compression, so no compressor to ship. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const parts: (Uint8Array | number[])[] = [[0x78, 0x01]];
  for (let start = 0; start < raw.length || start === 0; start += STORED_BLOCK_BYTES) {
    const block = raw.subarray(start, start + STORED_BLOCK_BYTES);
    const last = start + STORED_BLOCK_BYTES >= raw.length ? 1 : 0;
    const length = block.length;
    parts.push([last, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff], block);
  }
  parts.push(uint32(adler32(raw)));
  return joined(parts);
}

/** The PNG of a QR code's modules (`modules[y][x]` true when dark, quiet zone included). */
export function qrCodePng(
  modules: readonly (readonly boolean[])[],
  scale: number,
): Uint8Array<ArrayBuffer> {
  const size = modules.length * scale;
  const rowBytes = Math.ceil(size / 8);
  // Each row: filter type 0 (none), then the pixels, eight to a byte, white bits set.
  const raw = new Uint8Array((rowBytes + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = modules[Math.floor(y / scale)] ?? [];
    const offset = y * (rowBytes + 1) + 1;
    for (let x = 0; x < size; x++) {
      if (row[Math.floor(x / scale)]) continue;
      const at = offset + (x >> 3);
      raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = new Uint8Array([...uint32(size), ...uint32(size), 1, 0, 0, 0, 0]);
  return joined([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
