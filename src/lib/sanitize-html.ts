import createDOMPurify from 'dompurify';

/**
 * Notification messages are HTML from the provider (spec 000 §3). Only simple formatting and
 * links survive: no script, style, iframe, form, event handler, `javascript:` URL or inline
 * style, so nothing in a message can run. Links open in a new tab without an opener.
 */
const ALLOWED_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  'br',
  'p',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'code',
  'small',
];
const ALLOWED_ATTR = ['href', 'title'];

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** The text of an HTML message, for places that show no markup (system notifications). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
