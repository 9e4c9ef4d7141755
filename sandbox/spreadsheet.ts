/**
 * The sandbox's exports (stock-out, timer histories): SpreadsheetML 2003, one sheet that Excel
 * opens as an .xls, times on each restaurant's local wall clock, named by Content-Disposition.
 */
import { zonedWallTime } from '../src/lib/time-zone';
import { fileResponse } from './file-response';
import type { RestaurantRecord } from './model/restaurants';

/**
 * The most rows an export writes on request: a larger one is a file Excel chokes on, so the
 * provider prepares it elsewhere and answers 202 with no file (spec 000 §4, 001 §4).
 */
export const MAX_SPREADSHEET_ROWS = 50_000;

/** What a 202 export answer says (spec 000 §4 "accepted and processed elsewhere"). */
export const EXPORT_PREPARED_MESSAGE = 'The export is being prepared and will be sent to you';

/** A cell: text, a number, a local time (`dateTime()`), or empty. */
export type Cell = string | number | { time: string } | null;

export function zoneOf(restaurant: RestaurantRecord | undefined): string {
  return restaurant?.timezone || 'UTC';
}

/** The wall clock of `epoch` in `zone` as 'YYYY-MM-DDTHH:mm:ss' (SpreadsheetML DateTime). */
function wallClock(epoch: number, zone: string): string {
  return new Date(zonedWallTime(epoch, zone)).toISOString().slice(0, 19);
}

/** A DateTime cell: `epoch` on the wall clock of `zone`. */
export function dateTime(epoch: number, zone: string): Cell {
  return { time: wallClock(epoch, zone) };
}

/**
 * "<title> 1001 Peachtree & 5th 2026-11-15 – 2026-11-22.xls": the restaurant when one was asked
 * for (else "all restaurants"), and the local dates of the first and last day covered.
 */
export function exportFileName(
  title: string,
  { from, to, restaurants }: { from: number; to: number; restaurants: readonly RestaurantRecord[] },
  asked: readonly string[] | undefined,
): string {
  const one = asked?.length === 1 ? restaurants[0] : undefined;
  const zone = zoneOf(one);
  const who = one ? `${one.number} ${one.name}` : 'all restaurants';
  const first = wallClock(from, zone).slice(0, 10);
  const last = wallClock(to - 1, zone).slice(0, 10);
  const days = first === last ? first : `${first} – ${last}`;
  return `${title} ${who} ${days}.xls`.replace(/[\\/:*?"<>|\p{Cc}]/gu, '-');
}

/**
 * RFC 6266: an ASCII `filename` for old clients and the exact name in `filename*` (RFC 8187,
 * UTF-8, percent-encoded), which current browsers prefer.
 */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '-').replace(/["\\]/g, '-');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function cell(value: Cell, style?: string): string {
  const styled = style ? ` ss:StyleID="${style}"` : '';
  if (value === null) return `<Cell${styled}/>`;
  if (typeof value === 'number')
    return `<Cell${styled}><Data ss:Type="Number">${value}</Data></Cell>`;
  if (typeof value === 'string')
    return `<Cell${styled}><Data ss:Type="String">${xml(value)}</Data></Cell>`;
  return `<Cell ss:StyleID="time"><Data ss:Type="DateTime">${value.time}</Data></Cell>`;
}

function sheetRow(cells: readonly Cell[], style?: string): string {
  return `<Row>${cells.map((value) => cell(value, style)).join('')}</Row>`;
}

/** The sheet `name`: its bold `head`, the `rows`, a blank row, then the bold `summary` rows. */
export function workbook(sheet: {
  name: string;
  head: readonly string[];
  rows: readonly (readonly Cell[])[];
  summary: readonly (readonly Cell[])[];
}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles>',
    '<Style ss:ID="head"><Font ss:Bold="1"/></Style>',
    '<Style ss:ID="time"><NumberFormat ss:Format="yyyy-mm-dd hh:mm:ss"/></Style>',
    '</Styles>',
    `<Worksheet ss:Name="${xml(sheet.name)}">`,
    '<Table>',
    sheetRow(sheet.head, 'head'),
    ...sheet.rows.map((cells) => sheetRow(cells)),
    sheetRow([]),
    ...sheet.summary.map((cells) => sheetRow(cells, 'head')),
    '</Table>',
    '</Worksheet>',
    '</Workbook>',
  ].join('\n');
}

/** The workbook's text as an .xls download named `fileName`. */
export function spreadsheetResponse(text: string, fileName: string): Response {
  return fileResponse(new TextEncoder().encode(text), {
    contentType: 'application/vnd.ms-excel',
    disposition: contentDisposition(fileName),
  });
}
