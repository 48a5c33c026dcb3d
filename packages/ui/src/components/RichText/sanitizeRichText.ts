import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * The elements stored rich text may hold: text structure and inline formatting, links and images.
 * Everything else (script, style, iframe, object, form and its controls, svg, math, template, div,
 * span, table...) is dropped; the text inside a dropped element stays unless it is code (script,
 * style...), which DOMPurify drops whole.
 */
export const richTextTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'code',
  'pre',
] as const;

/** The only attributes kept, each on one element: no style, class, id, event handler or data-*. */
const attributeElement: Readonly<Record<string, string>> = { href: 'a', src: 'img', alt: 'img' };

/** The schemes a link may use. */
const linkProtocols = new Set(['http:', 'https:', 'mailto:']);

/** Any scheme at the start of a URL (`javascript:`, `data:`, `vbscript:`...). */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** What the HTML parser and URL parser ignore in a URL: whitespace and control characters. */
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
/** The path of the attachments the operation service serves. */
const ATTACHMENT_PATH = '/api/attachment/';
const BASE = 'https://opsdesk.invalid';

/** Whether a link may point there: an absolute http, https or mailto URL. */
export function isAllowedLinkUrl(url: string): boolean {
  const value = url.replace(URL_IGNORED, '');
  if (!SCHEME.test(value)) return false;
  try {
    return linkProtocols.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Whether an image may load from there: an absolute http or https URL, or an attachment of the
 * operation service (`/api/attachment/...`, same origin, no way out of that path).
 */
export function isAllowedImageSrc(src: string): boolean {
  const value = src.replace(URL_IGNORED, '');
  if (SCHEME.test(value)) {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }
  // A relative path, resolved as the browser would: `//host`, `\\host`, `/api/attachment/../x` are refused.
  if (!value.startsWith(ATTACHMENT_PATH) || value.includes('\\')) return false;
  try {
    const resolved = new URL(value, BASE);
    return resolved.origin === BASE && resolved.pathname.startsWith(ATTACHMENT_PATH);
  } catch {
    return false;
  }
}

/** Text with a tag, a comment or a doctype in it; anything else is plain text. */
const MARKUP = /<[a-z!/?]/i;

/** Whether a stored value is plain text (no tag at all), shown with its line breaks. */
export function isPlainText(value: string): boolean {
  return !MARKUP.test(value);
}

/**
 * Plain text as paragraphs: a blank line starts a paragraph, a line break stays a line break.
 * Without a tag in it, the HTML parser reads the text as text (`a < b`, `R&amp;D` included).
 */
function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const config: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...richTextTags],
  ALLOWED_ATTR: Object.keys(attributeElement),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's own URL check, behind ours: only these schemes, or the attachments' path.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|\/api\/attachment\/)/i,
  // Drop the content of these along with them, as the content is not text for the reader.
  ADD_FORBID_CONTENTS: ['svg', 'math', 'select', 'textarea', 'button', 'option'],
  RETURN_DOM_FRAGMENT: true,
};

let purifier: Purifier | null = null;

/** A DOMPurify of our own (hooks are per instance): the app's DOMPurify keeps its settings. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const element = node.nodeName.toLowerCase();
    if (attributeElement[event.attrName] !== element) event.keepAttr = false;
    else if (event.attrName === 'href') event.keepAttr = isAllowedLinkUrl(event.attrValue);
    else if (event.attrName === 'src') event.keepAttr = isAllowedImageSrc(event.attrValue);
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Stored rich text made safe to show with `innerHTML`: the elements of `richTextTags` only; links
 * to http, https and mailto, opening in a new tab with `rel="noopener noreferrer"`; images from
 * http, https or `/api/attachment/...`, with their alt text; no style, class, id, event handler,
 * form, frame, svg or math. Plain text (no tag) comes back as paragraphs keeping its line breaks.
 * Without a DOM (server rendering) it gives nothing back rather than something unchecked.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (html == null || html.trim() === '') return '';
  const instance = getPurifier();
  if (!instance) return '';
  const fragment = instance.sanitize(isPlainText(html) ? plainTextToHtml(html) : html, config);
  // An image whose address was refused shows nothing worth keeping.
  fragment.querySelectorAll('img:not([src])').forEach((image) => image.remove());
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
