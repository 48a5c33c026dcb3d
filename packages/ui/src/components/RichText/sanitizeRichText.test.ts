// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { isAllowedImageSrc, isAllowedLinkUrl, isPlainText, sanitizeRichText } from './sanitizeRichText';
import { unsafeParts, xssCorpus } from './test/xssCorpus';

describe('sanitizeRichText and the XSS corpus', () => {
  it('holds at least 25 payloads', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(25);
  });

  it.each(xssCorpus)('leaves nothing that could run script of %s', (payload) => {
    expect(unsafeParts(sanitizeRichText(payload))).toEqual([]);
  });

  it('stays inert and settles when its output is sanitised again (no mutation on a re-parse)', () => {
    // A first pass may leave bare text, which a second pass takes as plain text into a paragraph.
    const twice = xssCorpus.map((payload) => sanitizeRichText(sanitizeRichText(payload)));
    expect([twice.flatMap(unsafeParts), twice.map((html) => sanitizeRichText(html))]).toEqual([[], twice]);
  });

  it('drops the script text with the script, and keeps the text around it', () => {
    expect(sanitizeRichText('<p>hello<script>alert(1)</script></p>')).toBe('<p>hello</p>');
  });

  it('reads the mutation-XSS noscript payload as a harmless paragraph title at most', () => {
    const html = sanitizeRichText('<noscript><p title="</noscript><img src=x onerror=alert(1)>">');
    expect(html).not.toMatch(/<img|onerror/i);
  });

  it('drops an image whose address is refused rather than keep an empty one', () => {
    expect(sanitizeRichText('<p>a<img src="javascript:alert(1)" alt="x">b</p>')).toBe('<p>ab</p>');
  });

  it('leaves the DOMPurify of the app as it was (its own hooks, its own settings)', () => {
    sanitizeRichText('<a href="https://example.com">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });
});

describe('sanitizeRichText, what it keeps', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> ' +
      '<code>x</code><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>code</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('gives links rel="noopener noreferrer" and target="_blank", whatever they had', () => {
    expect(sanitizeRichText('<a href="https://example.com/x?a=1" target="_self" rel="opener">site</a>')).toBe(
      '<a href="https://example.com/x?a=1" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });

  it('keeps mailto and http links', () => {
    const html = sanitizeRichText('<a href="mailto:ops@example.com">m</a><a href="http://example.com">h</a>');
    const links = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('a');
    expect(Array.from(links, (link) => link.getAttribute('href'))).toEqual([
      'mailto:ops@example.com',
      'http://example.com',
    ]);
  });

  it('keeps the text of a link whose address is refused, without the address', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });

  it('keeps images from https and from the attachments, with their alt text', () => {
    expect(
      sanitizeRichText(
        '<img src="https://cdn.example.com/a.png" alt="Chart" width="10" title="t">' +
          '<img src="/api/attachment/download/5b6f?x=1" alt="Receipt">',
      ),
    ).toBe(
      '<img src="https://cdn.example.com/a.png" alt="Chart"><img src="/api/attachment/download/5b6f?x=1" alt="Receipt">',
    );
  });

  it('drops style, class, id, data and aria attributes and unknown elements, keeping their text', () => {
    expect(
      sanitizeRichText(
        '<div class="x" style="color:red"><span id="y" data-a="1" aria-hidden="true">text</span></div>',
      ),
    ).toBe('text');
  });

  it('shows plain text with its line breaks, as paragraphs', () => {
    expect(sanitizeRichText('First line\nsecond line\n\nNew paragraph, a < b & R&amp;D')).toBe(
      '<p>First line<br>second line</p><p>New paragraph, a &lt; b &amp; R&amp;D</p>',
    );
  });

  it('gives nothing for nothing', () => {
    expect([sanitizeRichText(''), sanitizeRichText('  '), sanitizeRichText(null)]).toEqual(['', '', '']);
  });
});

describe('the address checks', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b#c', true],
    ['mailto:ops@example.com', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://example.com', false],
    ['/relative', false],
    ['//evil.example', false],
    ['https://', false],
  ])('a link to %j is allowed: %s', (url, allowed) => {
    expect(isAllowedLinkUrl(url)).toBe(allowed);
  });

  it.each([
    ['https://cdn.example.com/a.png', true],
    ['http://cdn.example.com/a.png', true],
    ['/api/attachment/download/123', true],
    ['/api/attachment/../logout', false],
    ['/api/attachment/%2e%2e/logout', false],
    ['/api/attachment/..%2f..%2flogout', true],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['/api/attachmentX/1', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['blob:https://example.com/1', false],
  ])('an image from %j is allowed: %s', (src, allowed) => {
    expect(isAllowedImageSrc(src)).toBe(allowed);
  });

  it('tells plain text from markup', () => {
    expect([isPlainText('a < b\nc'), isPlainText('<p>a</p>'), isPlainText('x <!-- y -->')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
