#!/usr/bin/env node
// Writes the PWA icons (PNG) and the favicon (SVG) with no dependency: shapes are cubic Bézier
// paths flattened to polygons, filled with even-odd scanlines (16 sub-rows per pixel, exact
// horizontal coverage), and encoded as PNG by hand (node:zlib + CRC32).
// Usage: node scripts/make-icons.mjs   (npm run icons)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const THEME = '#c2410c'; // orange-700, the manifest's theme_color
const INK = '#ffffff';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'icons');

// ---- The motif: a flame (outer tongue with an inner flame cut out), in a 0..1 box, y down.
// Each path: start point, then cubic segments [c1, c2, end].
const FLAME_OUTER = {
  start: [0.55, 0.08],
  segments: [
    [
      [0.6, 0.27],
      [0.79, 0.4],
      [0.77, 0.62],
    ],
    [
      [0.76, 0.79],
      [0.64, 0.9],
      [0.5, 0.9],
    ],
    [
      [0.35, 0.9],
      [0.23, 0.79],
      [0.23, 0.63],
    ],
    [
      [0.23, 0.51],
      [0.29, 0.43],
      [0.36, 0.37],
    ],
    [
      [0.37, 0.45],
      [0.4, 0.49],
      [0.44, 0.5],
    ],
    [
      [0.42, 0.33],
      [0.5, 0.2],
      [0.55, 0.08],
    ],
  ],
};
const FLAME_INNER = {
  start: [0.52, 0.5],
  segments: [
    [
      [0.56, 0.6],
      [0.64, 0.66],
      [0.64, 0.74],
    ],
    [
      [0.64, 0.81],
      [0.58, 0.85],
      [0.5, 0.85],
    ],
    [
      [0.42, 0.85],
      [0.36, 0.81],
      [0.36, 0.74],
    ],
    [
      [0.36, 0.66],
      [0.47, 0.6],
      [0.52, 0.5],
    ],
  ],
};
const MOTIF = [FLAME_OUTER, FLAME_INNER];

function cubic(p0, p1, p2, p3, t) {
  const u = 1 - t;
  return [0, 1].map(
    (i) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i],
  );
}

/** Flattens a path to a closed polygon of [x, y] in motif units. */
function flatten(path, steps = 48) {
  const points = [path.start];
  let from = path.start;
  for (const [c1, c2, end] of path.segments) {
    for (let i = 1; i <= steps; i++) points.push(cubic(from, c1, c2, end, i / steps));
    from = end;
  }
  return points;
}

function roundedRect(x, y, w, h, r, steps = 16) {
  const pts = [];
  const corners = [
    [x + w - r, y + r, -Math.PI / 2],
    [x + w - r, y + h - r, 0],
    [x + r, y + h - r, Math.PI / 2],
    [x + r, y + r, Math.PI],
  ];
  for (const [cx, cy, a0] of corners) {
    for (let i = 0; i <= steps; i++) {
      const a = a0 + (i / steps) * (Math.PI / 2);
      pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return pts;
}

/** Even-odd coverage (0..1 per pixel) of polygons given in pixel coordinates. */
function coverage(size, polygons, subRows = 16) {
  const cov = new Float32Array(size * size);
  const edges = [];
  for (const poly of polygons) {
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i];
      const b = poly[(i + 1) % poly.length];
      if (a[1] !== b[1]) edges.push(a[1] < b[1] ? [a, b] : [b, a]);
    }
  }
  const weight = 1 / subRows;
  for (let py = 0; py < size; py++) {
    for (let s = 0; s < subRows; s++) {
      const y = py + (s + 0.5) / subRows;
      const xs = [];
      for (const [a, b] of edges) {
        if (y >= a[1] && y < b[1]) xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
      }
      xs.sort((m, n) => m - n);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const x0 = Math.max(0, xs[k]);
        const x1 = Math.min(size, xs[k + 1]);
        if (x1 <= x0) continue;
        const first = Math.floor(x0);
        const last = Math.min(size - 1, Math.floor(x1));
        const row = py * size;
        if (first === last) {
          cov[row + first] += (x1 - x0) * weight;
          continue;
        }
        cov[row + first] += (first + 1 - x0) * weight;
        for (let px = first + 1; px < last; px++) cov[row + px] += weight;
        if (last < size) cov[row + last] += (x1 - last) * weight;
      }
    }
  }
  for (let i = 0; i < cov.length; i++) cov[i] = Math.min(1, cov[i]);
  return cov;
}

function hex(color) {
  return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
}

/**
 * Renders one icon: background (full bleed or rounded square) and the motif scaled by `scale`
 * around the centre. Returns RGBA bytes.
 */
function render(size, { background, scale }) {
  const place = (poly) =>
    poly.map(([x, y]) => [(0.5 + (x - 0.5) * scale) * size, (0.5 + (y - 0.5) * scale) * size]);
  const bg =
    background === 'full'
      ? null
      : coverage(size, [roundedRect(0, 0, size, size, size * 0.22).map(([x, y]) => [x, y])]);
  const motif = coverage(
    size,
    MOTIF.map((p) => place(flatten(p))),
  );
  const [br, bgc, bb] = hex(THEME);
  const [ir, ig, ib] = hex(INK);
  const rgba = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const a = bg ? bg[i] : 1;
    const m = Math.min(motif[i], a); // the motif never spills outside the background
    const alpha = a;
    const mix = alpha > 0 ? m / alpha : 0;
    rgba[i * 4] = Math.round(br + (ir - br) * mix);
    rgba[i * 4 + 1] = Math.round(bgc + (ig - bgc) * mix);
    rgba[i * 4 + 2] = Math.round(bb + (ib - bb) * mix);
    rgba[i * 4 + 3] = Math.round(alpha * 255);
  }
  return rgba;
}

// ---- PNG encoder
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- Maskable safe zone: every motif point must lie within the central circle of radius 40%.
const MASKABLE_SCALE = 0.82;
const farthest = Math.max(
  ...MOTIF.flatMap((p) => flatten(p)).map(([x, y]) =>
    Math.hypot((x - 0.5) * MASKABLE_SCALE, (y - 0.5) * MASKABLE_SCALE),
  ),
);
if (farthest > 0.4)
  throw new Error(`maskable motif leaves the safe zone (r=${farthest.toFixed(3)})`);

const ICONS = [
  { file: 'icon-192.png', size: 192, background: 'rounded', scale: 0.82 },
  { file: 'icon-512.png', size: 512, background: 'rounded', scale: 0.82 },
  { file: 'icon-maskable-512.png', size: 512, background: 'full', scale: MASKABLE_SCALE },
  { file: 'apple-touch-icon-180.png', size: 180, background: 'full', scale: 0.74 },
];

mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  const bytes = png(icon.size, render(icon.size, icon));
  writeFileSync(join(outDir, icon.file), bytes);
  console.log(`public/icons/${icon.file}  ${icon.size}x${icon.size}  ${bytes.length} B`);
}

// ---- favicon.svg: the same paths, as vector.
const f = (n) => Number((n * 32).toFixed(2));
const d = MOTIF.map(
  (p) =>
    `M${f(p.start[0])} ${f(p.start[1])}` +
    p.segments
      .map(([a, b, c]) => `C${f(a[0])} ${f(a[1])} ${f(b[0])} ${f(b[1])} ${f(c[0])} ${f(c[1])}`)
      .join('') +
    'Z',
).join('');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${THEME}"/><path fill="${INK}" fill-rule="evenodd" transform="translate(16 16) scale(0.86) translate(-16 -16)" d="${d}"/></svg>\n`;
writeFileSync(join(root, 'public', 'favicon.svg'), svg);
console.log(
  `public/favicon.svg  ${svg.length} B (maskable motif radius ${(farthest * 100).toFixed(1)}% ≤ 40%)`,
);
