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
/**
 * DOMPurify's Trusted Types policy (src/lib/trusted-types.ts): it passes what it is given, so it
 * stays in this module, handed only to DOMPurify, which parses the dirty HTML through it into
 * an inert document and returns the clean result through it. Absent where the browser has no
 * Trusted Types (DOMPurify then works with strings).
 */
let policy: TrustedTypePolicy | undefined;

function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // A browser's policy object always has createScript (it throws when the policy lacks one);
  // the types only narrow it to the rules given here.
  policy = window.trustedTypes?.createPolicy('kc-sanitizer', {
    createHTML: (html: string) => html,
    createScriptURL: (url: string) => url,
  }) as TrustedTypePolicy | undefined;
  return purifier;
}

/** The message as markup a page may hold: a TrustedHTML where the browser has Trusted Types. */
export function sanitizeHtml(html: string): TrustedHTML | string {
  const sanitizer = getPurifier();
  return policy
    ? sanitizer.sanitize(html, {
        ALLOWED_TAGS,
        ALLOWED_ATTR,
        TRUSTED_TYPES_POLICY: policy,
        RETURN_TRUSTED_TYPE: true,
      })
    : sanitizer.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** The text of an HTML message, for places that show no markup (system notifications). */
export function htmlToText(html: string): string {
  const sanitizer = getPurifier();
  const fragment = sanitizer.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ...(policy && { TRUSTED_TYPES_POLICY: policy }),
    RETURN_DOM_FRAGMENT: true,
  });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
