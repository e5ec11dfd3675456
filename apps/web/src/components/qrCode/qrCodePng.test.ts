import { encode } from 'uqr';
import jsQR from 'jsqr';
// zlib's own CRC-32 (Node ≥ 20.15) checks ours.
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { qrCodePng } from './qrCodePng';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Reads the PNG back as an image decoder would: chunks, their CRCs, the inflated rows. */
function readPng(png: Uint8Array): { chunks: Chunk[]; width: number; pixels: boolean[][] } {
  const bytes = Buffer.from(png);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Chunk[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const data = bytes.subarray(at + 8, at + 8 + length);
    const crc = bytes.readUInt32BE(at + 8 + length);
    const crcOk = crc32(bytes.subarray(at + 4, at + 8 + length)) === crc;
    chunks.push({ type, data, crcOk });
    at += 12 + length;
  }
  const header = chunks[0]?.data ?? Buffer.alloc(13);
  const width = header.readUInt32BE(0);
  const raw = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  const rowBytes = Math.ceil(width / 8);
  const pixels = Array.from({ length: width }, (_, y) => {
    expect(raw[y * (rowBytes + 1)]).toBe(0);
    return Array.from({ length: width }, (_, x) => {
      const byte = raw[y * (rowBytes + 1) + 1 + (x >> 3)] ?? 0;
      return (byte & (0x80 >> (x & 7))) === 0;
    });
  });
  return { chunks, width, pixels };
}

describe('a QR code saved as PNG', () => {
  const payload =
    '00020101021230570016A00000067701011201150105556123456010211GP7QX2M9KD45303764540512.905802TH6304ABCD';
  const qr = encode(payload, { ecc: 'M', border: 4 });

  it('is a valid 1-bit greyscale PNG: signature, IHDR, IDAT, IEND, every CRC right', () => {
    const { chunks, width } = readPng(qrCodePng(qr.data, 8));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect(width).toBe(qr.size * 8);
    expect([...(chunks[0]?.data.subarray(8) ?? [])]).toEqual([1, 0, 0, 0, 0]);
  });

  it('draws every module at its scale, and a camera reads the payload back', () => {
    const scale = 6;
    const { pixels, width } = readPng(qrCodePng(qr.data, scale));
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        if (pixels[y]?.[x] !== qr.data[Math.floor(y / scale)]?.[Math.floor(x / scale)]) {
          throw new Error(`pixel ${x},${y} differs from its module`);
        }
      }
    }
    const rgba = new Uint8ClampedArray(width * width * 4);
    pixels
      .flat()
      .forEach((dark, i) =>
        rgba.fill(dark ? 0 : 255, i * 4, i * 4 + 3).fill(255, i * 4 + 3, i * 4 + 4),
      );
    expect(jsQR(rgba, width, width)?.data).toBe(payload);
  });

  it('splits rows longer than one stored block across several', () => {
    // 177 modules (the largest QR code) at 8 px: 1,416 rows of 178 bytes, over 65,535.
    const big = Array.from({ length: 177 }, (_, y) =>
      Array.from({ length: 177 }, (_, x) => (x + y) % 3 === 0),
    );
    const { pixels } = readPng(qrCodePng(big, 8));
    expect(pixels[1415]?.[1415]).toBe(big[176]?.[176]);
    expect(pixels[8]?.[16]).toBe(true);
    expect(pixels[8]?.[0]).toBe(false);
  });
});
