/**
 * A minimal ZIP writer for the sandbox's report downloads: stored (uncompressed) entries, each
 * with its local header, then the central directory and the end record (PKWARE APPNOTE 4.3).
 * No ZIP64, so an archive stays under 4 GiB and 65 535 entries; names are ASCII.
 */

export interface ZipEntry {
  /** A path inside the archive, `/`-separated, ASCII. */
  name: string;
  data: Uint8Array;
  /** The entry's wall-clock time, as UTC-based ms (the archive has no time zone). */
  modified: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 1.0: stored entries need nothing newer. */
const VERSION = 10;
const STORED = 0;
const MAX_32 = 0xffffffff;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO-HDLC, the one ZIP and gzip use), table-driven. */
function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date fields; DOS dates start in 1980. */
function dosDateTime(wall: number): { time: number; date: number } {
  const at = new Date(Math.max(wall, Date.UTC(1980, 0, 1)));
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

function asciiName(name: string): Uint8Array {
  if (!/^[\x20-\x7e]+$/.test(name)) throw new Error(`ZIP entry name is not ASCII: ${name}`);
  return new TextEncoder().encode(name);
}

/** The whole archive as bytes. */
export function zip(entries: readonly ZipEntry[]): Uint8Array {
  if (entries.length > 0xffff) throw new Error('Too many ZIP entries');
  const prepared = entries.map((entry) => ({
    name: asciiName(entry.name),
    data: entry.data,
    crc: crc32(entry.data),
    ...dosDateTime(entry.modified),
  }));
  const localSize = prepared.reduce(
    (sum, entry) => sum + 30 + entry.name.length + entry.data.length,
    0,
  );
  const centralSize = prepared.reduce((sum, entry) => sum + 46 + entry.name.length, 0);
  const total = localSize + centralSize + 22;
  if (localSize + centralSize > MAX_32) throw new Error('ZIP archive over 4 GiB');

  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value >>> 0, true);
    at += 4;
  };
  const put = (data: Uint8Array) => {
    bytes.set(data, at);
    at += data.length;
  };

  const offsets: number[] = [];
  for (const entry of prepared) {
    offsets.push(at);
    u32(LOCAL_HEADER);
    u16(VERSION);
    u16(0); // flags
    u16(STORED);
    u16(entry.time);
    u16(entry.date);
    u32(entry.crc);
    u32(entry.data.length); // compressed size
    u32(entry.data.length); // uncompressed size
    u16(entry.name.length);
    u16(0); // extra field length
    put(entry.name);
    put(entry.data);
  }

  const centralStart = at;
  prepared.forEach((entry, index) => {
    u32(CENTRAL_HEADER);
    u16(VERSION); // made by: MS-DOS, 1.0
    u16(VERSION);
    u16(0);
    u16(STORED);
    u16(entry.time);
    u16(entry.date);
    u32(entry.crc);
    u32(entry.data.length);
    u32(entry.data.length);
    u16(entry.name.length);
    u16(0); // extra field length
    u16(0); // comment length
    u16(0); // disk number start
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offsets[index]!);
    put(entry.name);
  });

  const centralLength = at - centralStart;
  u32(END_OF_CENTRAL_DIRECTORY);
  u16(0); // this disk
  u16(0); // disk with the central directory
  u16(prepared.length);
  u16(prepared.length);
  u32(centralLength);
  u32(centralStart);
  u16(0); // comment length
  return bytes;
}
