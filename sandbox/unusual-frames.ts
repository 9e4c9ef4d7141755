/**
 * The screenshots of unusual events, drawn as the station's camera would have seen them (docs/
 * decisions/kitchen-records.md "Unusual events"): the holding cabinet's pans with their coloured
 * markers, the fryer's baskets or the dump pan's fries, the flagged item boxed and named, the
 * camera's overlay (name, local time, frame) and a cook's arm that moves from frame to frame.
 * Pure JavaScript (jpeg-js), so the sandbox needs no native image library; each picture is made
 * on first ask and kept (a small cache), as a recorder serves its stored frames.
 */
import { encodeJpeg } from './jpeg';
import { SCREENSHOT_SIZE, THUMBNAIL_SIZE } from '../src/api/unusual/unusual.constants';
import type { MarkerColour, UnusualStation } from '../src/api/unusual/unusual.schema';

/** What a frame shows of its event. */
export interface FrameSubject {
  eventId: string;
  station: UnusualStation;
  cameraName: string;
  eventTime: number;
  /** The restaurant's IANA zone: the overlay's clock is the kitchen's. */
  timeZone: string;
  frames: number;
  /** The box's caption: 'WRONG MARKER'. */
  label: string;
  slot?: string;
  otherSlot?: string;
  marker?: MarkerColour;
  /** The flagged pan is empty (empty pan), or holds this product's colour of food. */
  empty?: boolean;
}

export type Rgb = readonly [number, number, number];

const MARKER_RGB: Record<MarkerColour, Rgb> = {
  RED: [214, 40, 40],
  BLUE: [40, 96, 214],
  GREEN: [46, 160, 67],
  YELLOW: [240, 200, 40],
  ORANGE: [240, 130, 30],
  PURPLE: [130, 60, 180],
  WHITE: [240, 240, 240],
};
const MARKERS = Object.keys(MARKER_RGB) as MarkerColour[];

/** Shelves A and B of the holding cabinet, four pans each: slot 'B3' is shelf B, pan 3. */
export const HOLDING_SLOTS = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4'] as const;

/** A 5×7 pixel font for the overlay: one row a number, the high bit on the left. */
const GLYPHS: Record<string, readonly number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 17, 10, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  ':': [0, 12, 12, 0, 12, 12, 0],
  '-': [0, 0, 0, 31, 0, 0, 0],
  '/': [0, 1, 2, 4, 8, 16, 0],
  '.': [0, 0, 0, 0, 0, 12, 12],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

/** A picture being drawn: scene coordinates (1920×1080) mapped onto its pixels. */
export class Canvas {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    /** Scene units per pixel's inverse, and the scene point at pixel (0, 0). */
    private readonly scale: number,
    private readonly originX: number,
    private readonly originY: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
  }

  /** A rectangle in scene coordinates; `alpha` blends it over what is there. */
  rect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.round((x - this.originX) * this.scale));
    const y0 = Math.max(0, Math.round((y - this.originY) * this.scale));
    const x1 = Math.min(this.width, Math.round((x + w - this.originX) * this.scale));
    const y1 = Math.min(this.height, Math.round((y + h - this.originY) * this.scale));
    const data = this.data;
    for (let py = y0; py < y1; py++) {
      let at = (py * this.width + x0) * 4;
      for (let px = x0; px < x1; px++, at += 4) {
        if (alpha >= 1) {
          data[at] = r;
          data[at + 1] = g;
          data[at + 2] = b;
        } else {
          data[at] = data[at]! + (r - data[at]!) * alpha;
          data[at + 1] = data[at + 1]! + (g - data[at + 1]!) * alpha;
          data[at + 2] = data[at + 2]! + (b - data[at + 2]!) * alpha;
        }
      }
    }
  }

  /** A disc of radius `radius` around (cx, cy). */
  disc(cx: number, cy: number, radius: number, colour: Rgb): void {
    const step = radius / 8;
    for (let dy = -radius; dy < radius; dy += step) {
      const half = Math.sqrt(Math.max(0, radius * radius - (dy + step / 2) ** 2));
      this.rect(cx - half, cy + dy, half * 2, step + 0.5, colour);
    }
  }

  /** A rectangle's outline `line` thick. */
  frame(x: number, y: number, w: number, h: number, line: number, colour: Rgb): void {
    this.rect(x, y, w, line, colour);
    this.rect(x, y + h - line, w, line, colour);
    this.rect(x, y, line, h, colour);
    this.rect(x + w - line, y, line, h, colour);
  }

  /** Text in the 5×7 font, `size` scene units a font pixel, on a dark plate when asked. */
  text(x: number, y: number, text: string, size: number, colour: Rgb, plate?: Rgb): void {
    const upper = text.toUpperCase();
    if (plate) this.rect(x - size, y - size, (upper.length * 6 + 1) * size, 9 * size, plate, 0.7);
    for (let index = 0; index < upper.length; index++) {
      const glyph = GLYPHS[upper[index]!] ?? GLYPHS[' ']!;
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < 5; gx++) {
          if (row & (16 >> gx))
            this.rect(x + (index * 6 + gx) * size, y + gy * size, size, size, colour);
        }
      });
    }
  }
}

/** FNV-1a of a text: the same scene for the same event, whatever was drawn before. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Where each station's flagged thing is in the scene, for the thumbnail's crop. */
interface Focus {
  x: number;
  y: number;
}

const STEEL: Rgb = [58, 63, 68];
const HIGHLIGHT: Rgb = [255, 214, 0];
const FOOD: Rgb = [200, 137, 58];

/** Pan `slot`'s rectangle in the holding cabinet. */
function slotBox(slot: string) {
  const shelf = slot[0] === 'A' ? 0 : 1;
  const pan = Number(slot[1]) - 1;
  return { x: 260 + pan * 360, y: 250 + shelf * 360, w: 320, h: 230 };
}

function drawHolding(canvas: Canvas, subject: FrameSubject, seed: number): Focus {
  canvas.rect(200, 180, 1520, 760, [138, 144, 153]);
  canvas.rect(220, 200, 1480, 720, [70, 76, 84]);
  for (const shelf of [0, 1]) canvas.rect(220, 490 + shelf * 360, 1480, 24, [150, 156, 165]);
  const flagged = [subject.slot, subject.otherSlot].filter((slot) => slot !== undefined);
  HOLDING_SLOTS.forEach((slot, index) => {
    const box = slotBox(slot);
    const isFlagged = flagged.includes(slot);
    // Pans the event is not about: some slots empty, the rest with a product and its marker.
    const filled = isFlagged || (seed >>> index) % 3 !== 0;
    if (!filled) return;
    canvas.rect(box.x, box.y, box.w, box.h, [201, 206, 212]);
    const empty = isFlagged && subject.empty === true;
    canvas.rect(box.x + 16, box.y + 16, box.w - 32, box.h - 70, empty ? [150, 156, 162] : FOOD);
    if (!empty) {
      for (let piece = 0; piece < 6; piece++) {
        canvas.rect(box.x + 30 + piece * 44, box.y + 40 + (piece % 2) * 50, 36, 40, [176, 110, 40]);
      }
    }
    const marker =
      isFlagged && subject.marker
        ? subject.marker
        : MARKERS[(seed >>> (index * 3)) % MARKERS.length]!;
    canvas.disc(box.x + box.w / 2, box.y + box.h - 28, 22, MARKER_RGB[marker]);
    canvas.text(box.x + 12, box.y + box.h - 40, slot, 4, [30, 30, 30]);
  });
  const first = subject.slot ? slotBox(subject.slot) : slotBox('A1');
  for (const slot of flagged) {
    const box = slotBox(slot);
    canvas.frame(box.x - 14, box.y - 14, box.w + 28, box.h + 28, 8, HIGHLIGHT);
  }
  canvas.text(first.x - 14, first.y - 60, subject.label, 5, HIGHLIGHT, [0, 0, 0]);
  return { x: first.x + first.w / 2, y: first.y + first.h / 2 };
}

function drawFryer(canvas: Canvas, subject: FrameSubject, seed: number): Focus {
  const flagged = seed % 4;
  for (let vat = 0; vat < 2; vat++) {
    const x = 220 + vat * 780;
    canvas.rect(x, 300, 700, 560, [120, 126, 134]);
    canvas.rect(x + 30, 330, 640, 500, [90, 61, 18]);
    for (let basket = 0; basket < 2; basket++) {
      const bx = x + 60 + basket * 310;
      canvas.rect(bx, 380, 270, 380, [160, 166, 172]);
      for (let line = 0; line < 12; line++)
        canvas.rect(bx, 390 + line * 31, 270, 6, [110, 116, 122]);
      canvas.rect(bx + 120, 220, 30, 170, [30, 30, 30]);
    }
  }
  const x = 220 + Math.floor(flagged / 2) * 780 + 60 + (flagged % 2) * 310;
  canvas.frame(x - 16, 364, 302, 412, 8, HIGHLIGHT);
  canvas.text(x - 16, 320, subject.label, 5, HIGHLIGHT, [0, 0, 0]);
  return { x: x + 135, y: 570 };
}

function drawDumpPan(canvas: Canvas, subject: FrameSubject, seed: number): Focus {
  canvas.rect(360, 420, 1200, 460, [176, 182, 188]);
  canvas.rect(390, 450, 1140, 400, [140, 146, 152]);
  // The fries left over: a mound of sticks, more of them the more grams remain.
  for (let stick = 0; stick < 60; stick++) {
    const sx = 700 + ((seed >>> (stick % 24)) % 420) + (stick % 7) * 10;
    const sy = 560 + ((stick * 37) % 180);
    canvas.rect(sx, sy, 90, 16, [232, 193, 90]);
  }
  for (let chute = 0; chute < 4; chute++)
    canvas.rect(300 + chute * 340, 200, 260, 160, [96, 102, 110]);
  canvas.frame(660, 520, 600, 280, 8, HIGHLIGHT);
  canvas.text(660, 470, subject.label, 5, HIGHLIGHT, [0, 0, 0]);
  return { x: 960, y: 660 };
}

const DRAW: Record<UnusualStation, (canvas: Canvas, subject: FrameSubject, seed: number) => Focus> =
  {
    HOLDING: drawHolding,
    FRYER: drawFryer,
    DUMP_PAN: drawDumpPan,
  };

/** The kitchen's wall clock at `epoch`, 'YYYY-MM-DD HH:MM:SS': every picture's overlay. */
export function kitchenClock(epoch: number, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(epoch);
}

/** The scene of one frame: the station, the cook's arm where it is at that frame, the overlay. */
function drawScene(canvas: Canvas, subject: FrameSubject, frame: number): void {
  const seed = hash(subject.eventId);
  canvas.rect(0, 0, 1920, 1080, STEEL);
  // The tiled wall behind the station.
  for (let row = 0; row < 6; row++) canvas.rect(0, row * 180, 1920, 3, [72, 78, 84]);
  const focus = DRAW[subject.station](canvas, subject, seed);
  // A cook's arm reaching in, a little further each frame (a frame a second apart).
  const reach = 1920 - 200 - ((frame + 1) / subject.frames) * 520;
  canvas.rect(reach, focus.y + 150 + frame * 12, 1920 - reach, 110, [40, 44, 92]);
  canvas.rect(reach - 90, focus.y + 160 + frame * 12, 100, 90, [224, 172, 135]);
  const time = subject.eventTime - (subject.frames - 1 - frame) * 1000;
  canvas.text(
    40,
    40,
    `${subject.cameraName}  ${kitchenClock(time, subject.timeZone)}`,
    5,
    [255, 255, 255],
    [0, 0, 0],
  );
  canvas.text(1640, 40, `${frame + 1}/${subject.frames}`, 5, [255, 255, 255], [0, 0, 0]);
  canvas.disc(1880, 62, 14, [220, 30, 30]);
}

export type FrameSize = 'screenshot' | 'thumbnail';

/** The thumbnail's scene square around the flagged thing: 600 scene units, drawn at 300 px. */
const THUMBNAIL_SPAN = 600;

function render(subject: FrameSubject, frame: number, size: FrameSize): Buffer {
  let canvas: Canvas;
  if (size === 'screenshot') {
    canvas = new Canvas(SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height, 1, 0, 0);
  } else {
    // Where the focus is, measured on a scene drawn at 1/100 scale (cheap), then the crop.
    const probe = new Canvas(1, 1, 1 / 1920, 0, 0);
    const focus = DRAW[subject.station](probe, subject, hash(subject.eventId));
    const half = THUMBNAIL_SPAN / 2;
    const x = Math.min(Math.max(focus.x - half, 0), 1920 - THUMBNAIL_SPAN);
    const y = Math.min(Math.max(focus.y - half, 0), 1080 - THUMBNAIL_SPAN);
    canvas = new Canvas(
      THUMBNAIL_SIZE.width,
      THUMBNAIL_SIZE.height,
      THUMBNAIL_SIZE.width / THUMBNAIL_SPAN,
      x,
      y,
    );
  }
  drawScene(canvas, subject, frame);
  return encodeJpeg(canvas, size === 'screenshot' ? 60 : 75);
}

/** Pictures already made, newest last; the oldest goes past the limit (a screenshot is ~90 KB). */
const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 120;

/** The JPEG of `frame` (from 0) of the event, as a screenshot or a thumbnail. */
export function frameJpeg(subject: FrameSubject, frame: number, size: FrameSize): Buffer {
  const key = `${subject.eventId}/${frame}/${size}`;
  let bytes = cache.get(key);
  if (bytes) {
    cache.delete(key);
  } else {
    bytes = render(subject, frame, size);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, bytes);
  return bytes;
}
