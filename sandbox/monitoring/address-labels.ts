/**
 * A real Prometheus labels each series with its scrape address (`instance`, a PC's LAN address)
 * and `job`, which only RESTAURANT or DEVICE viewers may see (docs/decisions/sign-in-and-access.md,
 * "What answers carry"). Dropping the two labels from an answer is not enough when the caller
 * writes the PromQL: `label_replace(up, "x", "$1", "instance", "(.*)")` copies the address into a
 * label of its own, `sort_by_label(up, "instance")` orders by it, and `up{instance=~"10\\.1.*"}`
 * asks about it a bit at a time. So such a caller's expression may not name either label, in
 * any spelling PromQL reads (a quoted label name, a string with escapes), nor use a function
 * that copies labels between series.
 */

const ADDRESS_LABEL = /\b(?:instance|job)\b/;
/** Functions whose answers carry labels made from other labels or other series. */
const LABEL_COPYING = /\b(?:label_replace|label_join|info)\s*\(/i;

/** Go's single-character escapes, as PromQL strings take them. */
const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

/** One quoted string's contents as PromQL reads them; null when an escape is malformed. */
function decode(body: string): string | null {
  let text = '';
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (char !== '\\') {
      text += char;
      continue;
    }
    const next = body[++index];
    if (next === undefined) return null;
    if (next in SIMPLE_ESCAPES) {
      text += SIMPLE_ESCAPES[next];
      continue;
    }
    const digits =
      next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : /[0-7]/.test(next) ? 3 : 0;
    if (digits === 0) return null;
    const start = /[0-7]/.test(next) ? index : index + 1;
    const code = body.slice(start, start + digits);
    const radix = /[0-7]/.test(next) ? 8 : 16;
    if (code.length !== digits || !(radix === 8 ? /^[0-7]+$/ : /^[\da-f]+$/i).test(code))
      return null;
    const point = parseInt(code, radix);
    if (point > 0x10ffff) return null;
    text += String.fromCodePoint(point);
    index = start + digits - 1;
  }
  return text;
}

/**
 * The expression split into its code and its strings (double- or single-quoted with escapes,
 * or backquoted raw); null when a string is not closed or an escape is malformed.
 */
function split(query: string): { code: string; strings: string[] } | null {
  let code = '';
  const strings: string[] = [];
  let index = 0;
  while (index < query.length) {
    const quote = query[index]!;
    if (quote !== '"' && quote !== "'" && quote !== '`') {
      code += quote;
      index++;
      continue;
    }
    let end = index + 1;
    while (end < query.length && query[end] !== quote)
      end += quote !== '`' && query[end] === '\\' ? 2 : 1;
    if (end >= query.length) return null;
    const body = query.slice(index + 1, end);
    const text = quote === '`' ? body : decode(body);
    if (text === null) return null;
    strings.push(text);
    // A space keeps the code on either side of the string from joining into one word.
    code += ' ';
    index = end + 1;
  }
  return { code, strings };
}

/**
 * Whether the expression names `instance` or `job` anywhere (a matcher, `by`/`without`, a
 * string argument), copies labels, or cannot be read for certain: what a caller who may not see
 * scrape addresses may not send.
 */
export function reachesAddressLabels(query: string): boolean {
  const pieces = split(query);
  if (pieces === null) return true;
  return (
    ADDRESS_LABEL.test(pieces.code) ||
    LABEL_COPYING.test(pieces.code) ||
    pieces.strings.some((text) => ADDRESS_LABEL.test(text))
  );
}
