/**
 * A camera's picture at a moment, as its recorder would answer a thumbnail: the station it
 * watches, a cook's arm that moves with the time, and the camera's overlay (its name and the
 * kitchen's clock). Drawn with unusual-frames.ts's canvas and font; PNG (spec 001 §7 "image
 * type png") or JPEG. Pure JavaScript, no native image library.
 */
import { deflateSync } from 'node:zlib';
import { encodeJpeg } from './jpeg';
import type { Station } from './model/cameras';
import { Canvas, kitchenClock, type Rgb } from './unusual-frames';

export type ImageType = 'png' | 'jpeg';

export interface CameraPicture {
  cameraName: string;
  station: Station;
  /** Epoch ms of the picture. */
  time: number;
  /** The kitchen's IANA zone: the overlay's clock is the kitchen's. */
  timeZone: string;
  width: number;
  height: number;
  type: ImageType;
  /** A caption under the clock (an activity's description), if any. */
  caption?: string;
}

const STATION_RGB: Record<Station, Rgb> = {
  'Fryer station': [90, 61, 18],
  'Hot holding': [201, 206, 212],
  Breading: [226, 200, 150],
  'Drive-thru window': [70, 110, 160],
  'Front counter': [150, 110, 80],
  'Dump pan': [232, 193, 90],
  'Prep line': [170, 176, 182],
  'Walk-in door': [120, 140, 150],
};

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** The largest font size (pixels per font dot) at which `text` fits in `width`, 1 to 4. */
function fontSize(text: string, width: number): number {
  return Math.max(1, Math.min(4, Math.floor((width - 8) / (text.length * 6 + 1))));
}

/** Draws in pixels: the canvas's scene is the picture itself. */
function draw(picture: CameraPicture): Canvas {
  const { width: w, height: h } = picture;
  const canvas = new Canvas(w, h, 1, 0, 0);
  canvas.rect(0, 0, w, h, [58, 63, 68]);
  for (let row = 1; row < 6; row++)
    canvas.rect(0, (row * h) / 6, w, Math.max(1, h / 200), [72, 78, 84]);
  // The station: a counter and its work surface, in the station's colour.
  canvas.rect(w * 0.1, h * 0.45, w * 0.8, h * 0.45, [138, 144, 153]);
  canvas.rect(w * 0.14, h * 0.5, w * 0.72, h * 0.32, STATION_RGB[picture.station]);
  for (let part = 0; part < 4; part++)
    canvas.rect(w * (0.18 + part * 0.17), h * 0.55, w * 0.12, h * 0.2, [110, 116, 122], 0.5);
  // A cook's arm, across the station once a minute.
  const phase = (picture.time % 60_000) / 60_000;
  const reach = w * (0.95 - 0.6 * Math.abs(Math.sin(phase * Math.PI)));
  canvas.rect(reach, h * 0.38, w - reach, h * 0.08, [40, 44, 92]);
  canvas.rect(reach - w * 0.05, h * 0.385, w * 0.05, h * 0.07, [224, 172, 135]);

  const name = picture.cameraName;
  const clock = kitchenClock(picture.time, picture.timeZone);
  const nameSize = fontSize(name, w);
  const clockSize = Math.min(nameSize, fontSize(clock, w));
  canvas.text(4 + nameSize, 4 + nameSize, name, nameSize, WHITE, BLACK);
  const clockY = 4 + nameSize * 11;
  canvas.text(4 + clockSize, clockY, clock, clockSize, WHITE, BLACK);
  if (picture.caption) {
    const size = Math.min(clockSize, fontSize(picture.caption, w));
    canvas.text(4 + size, h - 12 * size, picture.caption, size, [255, 214, 0], BLACK);
  }
  canvas.disc(w - 10, 10, Math.max(3, w / 80), [220, 30, 30]);
  return canvas;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA buffer as an RGB PNG: each row filter 0, one zlib stream. */
function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  const raw = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = row + 1 + x * 3;
      raw[to] = rgba[from]!;
      raw[to + 1] = rgba[from + 1]!;
      raw[to + 2] = rgba[from + 2]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits a channel
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pictures already made, newest last (a camera's thumbnail is asked every few seconds). */
const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 64;

/** The picture's bytes; the same picture (to the second) is drawn once. */
function cameraPicture(picture: CameraPicture): Buffer {
  const key = JSON.stringify({ ...picture, time: Math.floor(picture.time / 1000) });
  let bytes = cache.get(key);
  if (bytes) {
    cache.delete(key);
  } else {
    const canvas = draw(picture);
    bytes =
      picture.type === 'png'
        ? encodePng(canvas.data, canvas.width, canvas.height)
        : encodeJpeg(canvas, 75);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, bytes);
  return bytes;
}

const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** The picture as a file answer. */
export function pictureResponse(picture: CameraPicture): Response {
  const bytes = cameraPicture(picture);
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': IMAGE_CONTENT_TYPES[picture.type],
      'Content-Length': String(bytes.byteLength),
    },
  });
}
