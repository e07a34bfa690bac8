import sanitizeHtml from 'sanitize-html';

const TEXT_ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };

/** What the rich-text editor produces and nothing more, so stored HTML can run no script. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    p: ['style'],
    span: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: { '*': TEXT_ALIGN },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, { target, rel, ...attribs }) => {
      if (target === '_blank') {
        // A link that opens a new window must not hand that window a reference back to this one.
        return { tagName, attribs: { ...attribs, target, rel: 'noopener noreferrer' } };
      }
      return { tagName, attribs: { ...attribs, ...(target === '_self' ? { target } : {}), ...(rel ? { rel } : {}) } };
    },
  },
};

export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
