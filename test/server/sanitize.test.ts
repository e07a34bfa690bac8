import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/server/core/sanitize';

describe('sanitizeRichText', () => {
  it('keeps ordinary rich-text formatting', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Three</h3><h4>Four</h4>' +
      '<p>A <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>code</code> text.<br>Next line</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre>pre</pre><span>span</span>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps links with href, target and rel, and protects new windows', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@example.com">mail</a>')).toBe('<a href="mailto:info@example.com">mail</a>');
    expect(sanitizeRichText('<a href="https://e.com" target="evil">x</a>')).toBe('<a href="https://e.com">x</a>');
  });

  it('keeps text-align on paragraphs, spans and headings, and no other style', () => {
    expect(sanitizeRichText('<p style="text-align: center; color: red">c</p>')).toBe('<p style="text-align:center">c</p>');
    expect(sanitizeRichText('<span style="text-align:right">r</span>')).toBe('<span style="text-align:right">r</span>');
    expect(sanitizeRichText('<h2 style="text-align: justify">j</h2>')).toBe('<h2 style="text-align:justify">j</h2>');
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p style="text-align: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<strong style="text-align:center">b</strong>')).toBe('<strong>b</strong>');
  });

  it('drops scripts, styles, frames, objects and forms with their content where it is code', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<object data="x"></object><embed src="y"><form><input></form><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">')).toBe('');
  });

  it('drops event handlers and unknown attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" class="x" id="y">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<a href="https://e.com" onmouseover="alert(1)">x</a>')).toBe('<a href="https://e.com">x</a>');
  });

  it('drops javascript:, data: and protocol-relative URLs, however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '//evil.example']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('answers an empty text for empty input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('  <script>x</script>  ')).toBe('');
  });
});
