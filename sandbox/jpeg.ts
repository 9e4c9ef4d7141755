/**
 * JPEG encoding for the sandbox's pictures, with one jpeg-js encoder made once.
 *
 * jpeg-js's `encode` builds a new encoder on every call, and building one (its Huffman and
 * colour tables, 65,535 small arrays) is most of a small picture's cost: measured here, a
 * 320×240 preview took 64 ms fresh and 3.6 ms with an encoder made before, and a 1920×1080
 * screenshot 114 and 61 ms, with the same bytes. The package exports only that function, so
 * its encoder file is evaluated once more here to reach the encoder itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** RGBA pixels, four bytes each, row after row (a sandbox `Canvas` is one). */
export interface RgbaPicture {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

interface JpegEncoder {
  encode(picture: RgbaPicture, quality: number): Buffer;
}
type JpegEncoderClass = new (quality: number) => JpegEncoder;

const require = createRequire(import.meta.url);

function loadEncoderClass(): JpegEncoderClass {
  const source = readFileSync(require.resolve('jpeg-js/lib/encoder.js'), 'utf8');
  // The file's last lines assign `module.exports`; a stand-in module keeps that harmless, and
  // with it present the encoder answers a Buffer, as the package's `encode` does in Node.
  const evaluate = new Function('module', 'Buffer', `${source}\nreturn JPEGEncoder;`) as (
    module: object,
    buffer: typeof Buffer,
  ) => JpegEncoderClass;
  return evaluate({}, Buffer);
}

let encoder: JpegEncoder | undefined;

/** The picture as a baseline JPEG at `quality` (1–100). */
export function encodeJpeg(picture: RgbaPicture, quality: number): Buffer {
  // Each call sets its own quality: its two quantisation tables, 64 numbers each, are cheap.
  encoder ??= new (loadEncoderClass())(quality);
  return encoder.encode(picture, quality);
}
