/**
 * Saving a file the provider answered (spec 000 §4: a download is saved "under the file name
 * from the content-disposition header"). No JSX, no fetching: `api/download.ts` makes the
 * request.
 */

/** Browsers may still be reading the object URL after the click or the window opens. */
const REVOKE_AFTER_MS = 30_000;

/**
 * The file name in a Content-Disposition header (RFC 6266): `filename*` (RFC 8187,
 * `charset'language'percent-encoded`, UTF-8 or ISO-8859-1) wins over `filename` (a token or a
 * quoted string with `\` escapes). Folders and control characters are removed, so a hostile
 * name cannot point outside the downloads folder. Null when there is no usable name.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = dispositionParams(header);
  const extended = params.get('filename*');
  const name = (extended !== undefined ? decodeExtended(extended) : null) ?? params.get('filename');
  return name === undefined || name === null ? null : safeFileName(name);
}

/** The parameters after the disposition type, names lower-cased, quoted strings unescaped. */
function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
    // RFC 6266 §4.1: a parameter given twice makes the header invalid; the first one is kept.
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** RFC 8187 `UTF-8''caf%C3%A9.xls`; null for an unknown charset or a broken encoding. */
function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    // URIError: a lone or invalid percent sequence.
  }
  return null;
}

function safeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}

/** The browser refused to open the window a file was to be saved from. */
export class PopupBlockedError extends Error {
  constructor() {
    super('Pop-up blocked');
    this.name = 'PopupBlockedError';
  }
}

/**
 * Saves `blob` as `fileName` through a temporary link: no new window, so no pop-up blocker.
 * Where the browser has no download links (older in-app browsers) the file opens in a new
 * window, which a pop-up blocker may refuse: then it throws `PopupBlockedError` (spec 000 §8,
 * 'Please disable your Pop-up blocker and try again.').
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  if (!('download' in HTMLAnchorElement.prototype)) {
    const opened = window.open(url, '_blank');
    if (!opened) {
      URL.revokeObjectURL(url);
      throw new PopupBlockedError();
    }
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
