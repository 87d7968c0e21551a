import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/rules/rich-text';

// Vectors from the OWASP XSS filter evasion cheat sheet, plus the markup the subset must drop.
const XSS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">lien</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">lien</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">lien</a>',
  '<a href="jav\tascript:alert(\'XSS\');">lien</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">lien</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">lien</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">lien</a>',
  '<a href="JaVaScRiPt:alert(1)">lien</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">lien</a>',
  '<a href="vbscript:msgbox(1)">lien</a>',
  '<a href="//xss.example/">lien</a>',
  '<a href="http://example.org" onclick="alert(1)" style="color:red" target="_blank">lien</a>',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.example/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  "<BODY ONLOAD=alert('XSS')>",
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  "<svg/onload=alert('XSS')>",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<p style="x:expr/**/ession(alert(1))">texte</p>',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv"></EMBED>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<video><source onerror="alert(1)"></video>',
  '<details open ontoggle=alert(1)>',
  '<p onmouseover=alert(1)>texte</p>',
  '<strong onclick="alert(1)">texte</strong>',
  '<a href="https://example.org/" onfocus=alert(1) autofocus>lien</a>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

const ALLOWED = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'];

/**
 * Output text escapes every `<`, so each `<` starts a tag: each must be an allowed element whose only
 * attributes are an href with an allowed scheme and rel="noopener".
 */
function assertSafe(html: string): void {
  for (const [, name, attributes] of html.matchAll(/<\/?([^\s/>]*)([^>]*)>?/g)) {
    expect(ALLOWED).toContain(name.toLowerCase());
    for (const [, attribute, value] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(['href', 'rel']).toContain(attribute);
      if (attribute === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:)/);
      if (attribute === 'rel') expect(value).toBe('noopener');
    }
  }
}

describe('sanitizeRichText', () => {
  it.each(XSS)('neutralizes %s', (vector) => {
    const html = sanitizeRichText(vector);
    assertSafe(html);
    // Wrapped inside allowed markup too.
    assertSafe(sanitizeRichText(`<p>avant ${vector} après</p>`));
  });

  it('keeps the allowed subset as it is', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>gras</strong> et <em>italique</em><br />suite</p><ul><li>un</li></ul><ol><li>deux</li></ol><blockquote><p>cité</p></blockquote><h3>Sous-titre</h3>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http(s), mailto and tel links, with rel="noopener" on web links', () => {
    expect(sanitizeRichText('<p><a href="https://example.org/a?b=1&amp;c=2" rel="opener" target="_blank">site</a></p>')).toBe(
      '<p><a href="https://example.org/a?b=1&amp;c=2" rel="noopener">site</a></p>',
    );
    expect(sanitizeRichText('<p><a href="http://example.org">site</a></p>')).toBe(
      '<p><a href="http://example.org" rel="noopener">site</a></p>',
    );
    expect(sanitizeRichText('<p><a href="mailto:contact@example.org">écrire</a> <a href="tel:+221338000000">appeler</a></p>')).toBe(
      '<p><a href="mailto:contact@example.org">écrire</a> <a href="tel:+221338000000">appeler</a></p>',
    );
  });

  it('keeps the text of a refused link or element', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">cliquez</a> <span style="color:red">ici</span></p>')).toBe(
      '<p>cliquez ici</p>',
    );
    expect(sanitizeRichText('<p><a href="/relatif">relatif</a></p>')).toBe('<p>relatif</p>');
    expect(sanitizeRichText('<h1>Grand</h1><h4>R&amp;D</h4>')).toBe('<p>GrandR&amp;D</p>');
  });

  it('unwraps a refused link and leaves the next link as it was, on every pass', () => {
    const once = sanitizeRichText('<p><a href="javascript:x">a</a> and <a href="https://ok.example/">b</a> c</p>');
    expect(once).toBe('<p>a and <a href="https://ok.example/" rel="noopener">b</a> c</p>');
    expect(sanitizeRichText(once)).toBe(once);
    expect(sanitizeRichText('<ul><li><a href="/relatif">x</a></li><li><a href="mailto:a@b.example">y</a> z</li></ul>')).toBe(
      '<ul><li>x</li><li><a href="mailto:a@b.example">y</a> z</li></ul>',
    );
  });

  it('drops the content of scripts and styles', () => {
    expect(sanitizeRichText('<p>ok</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>ok</p>');
  });

  it('keeps text that cannot hold markup as it is, and makes other text escaped paragraphs', () => {
    expect(sanitizeRichText(' Premier paragraphe.\n\nSecond & dernier. ')).toBe('Premier paragraphe.\n\nSecond & dernier.');
    expect(sanitizeRichText('a < b\n\nc')).toBe('<p>a &lt; b</p><p>c</p>');
    expect(sanitizeRichText('<!-- <script>alert(1)</script> -->')).toBe('');
    expect(sanitizeRichText('a<b et c>d')).toBe('<p>ad</p>');
  });

  it('stores an empty editor as empty', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p><br></p><script>x</script>')).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
