import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BAGLANTI_REL, blogDuzMetin, blogHtmlTemizle, guvenliHref } from '@lib/blog/sanitize';
import { blogTarihi } from '@lib/blog/tarih';
import { yerelGirdi, yerelGirdidenIso } from '@lib/zaman/girdi';
import { urlAdiGecerli, urlAdiUret } from '@lib/blog/url-adi';
import { blogDurumu, BlogSchema } from '@lib/schemas/randevu/blog';

/** Blog posts: the HTML sanitiser against an XSS battery, URL names, dates in the venue zone, the form schema. */

// OWASP XSS filter-evasion cheat sheet style payloads (plus parser-confusion cases)
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<sCrIpT>alert(1)</ScRiPt>',
  '<script/xss src="x"></script>',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>alert(1)//<</script>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<img src=x onerror="alert(1)"//',
  '<<img src=x onerror=alert(1)>>',
  '<img """><script>alert(1)</script>">',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jAvAsCrIpT:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java\rscript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="&#14;javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="j&#x0D;avascript:alert(1)">x</a>',
  '<a href=" &#x0A; javascript:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="ja\u200bvascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="javascript:alert(1)" href="https://ok.example">x</a>',
  '<a href="x" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1) style="position:fixed;inset:0">x</a>',
  '<a href="https://ok.example"" onmouseover="alert(1)">x</a>',
  '<a href=\'https://ok.example\' title="\' onmouseover=alert(1) x=\'">x</a>',
  '<a href="https://ok.example/?q="><script>alert(1)</script>">x</a>',
  '<a href="http://x" target="_blank" rel="opener">x</a>',
  '<a href="https://ok.example" xmlns:xlink="x" xlink:href="javascript:alert(1)">x</a>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<p style="background:url(javascript:alert(1))" class="x" id="y">x</p>',
  '<p onclick="alert(1)"></p>',
  '<b onmouseover=alert(1)>bold</b>',
  '<strong/onclick=alert(1)>x</strong>',
  '<ul><li onclick=alert(1)>x</li></ul>',
  '<h2 style="color:red" onclick="x">Başlık</h2>',
  '<div onmouseover="alert(1)">x</div>',
  '<x onclick=alert(1)>x</x>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)>',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<template><script>alert(1)</script></template>',
  '<p>ok</p><plaintext><script>alert(1)',
  '"><script>alert(1)</script>',
  '\'><img src=x onerror=alert(1)>',
  '<a href="http://x" onerror=alert(1)>',
  '<p><a href="https://a.example">iç <a href="javascript:alert(1)">içte</a></a></p>',
];

const KANONIK_ETIKET = /^<\/?(?:p|br|h2|h3|strong|b|em|i|u|ul|ol|li|blockquote|a)>$|^<a href="([^"<>]*)" rel="noopener nofollow ugc">$/;

/** Everything wrong with sanitised output: tags outside the canonical forms, raw '<'/'>' in text, unsafe link targets. */
function sorunlar(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<[^>]*>/g)) {
    const tag = m[0];
    const k = KANONIK_ETIKET.exec(tag);
    if (!k) {
      out.push(`tag ${tag}`);
      continue;
    }
    if (k[1] === undefined) continue;
    // what the browser reads: we escape exactly & " < >, so decoding those gives the attribute value
    const href = k[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    // eslint-disable-next-line no-control-regex
    const url = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
    const scheme = /^([^/?#]*?):/.exec(url)?.[1]?.toLowerCase();
    if (scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme)) out.push(`scheme ${href}`);
  }
  if (/[<>]/.test(html.replace(/<[^>]*>/g, ''))) out.push('raw < or > in text');
  if (/javascript:|vbscript:|data:text|on[a-z]+=/i.test(html.match(/<[^>]*>/g)?.join('') ?? '')) out.push('dangerous text inside a tag');
  return out;
}

describe('blogHtmlTemizle: no executable content survives', () => {
  it.each(PAYLOADS.map((p) => [p]))('%s', (payload) => {
    const out = blogHtmlTemizle(payload);
    expect(sorunlar(out), out).toEqual([]);
    expect(out).not.toMatch(/<(?:script|img|svg|math|iframe|object|embed|style|form|input|body|meta|link|base|video|details|template|textarea|title|noscript)/i);
    // stable: sanitising stored HTML again changes nothing
    expect(blogHtmlTemizle(out)).toBe(out);
  });

  it('keeps the visible text of dropped wrappers but never the body of scripts or styles', () => {
    expect(blogHtmlTemizle('<div onmouseover="alert(1)">metin</div>')).toBe('metin');
    expect(blogHtmlTemizle('<p>önce</p><script>alert(1)</script><style>p{}</style><p>sonra</p>')).toBe('<p>önce</p><p>sonra</p>');
    expect(blogHtmlTemizle('<iframe srcdoc="<script>alert(1)</script>"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(blogHtmlTemizle('<svg><script>alert(1)</script><text>gizli</text></svg><p>görünür</p>')).toBe('<p>görünür</p>');
    expect(blogHtmlTemizle('<p>a</p><!-- gizli --><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('drops a javascript: target but keeps the link text; the first href wins as in browsers', () => {
    expect(blogHtmlTemizle('<p><a href="java&#x09;script:alert(1)">tıkla</a></p>')).toBe('<p>tıkla</p>');
    expect(blogHtmlTemizle('<a href="javascript:alert(1)" href="https://ok.example">x</a>')).toBe('x');
    expect(blogHtmlTemizle('<a href="https://ok.example" href="javascript:alert(1)">x</a>')).toBe(`<a href="https://ok.example" rel="${BAGLANTI_REL}">x</a>`);
  });
});

describe('blogHtmlTemizle: normal formatting survives', () => {
  it('keeps the allowed tags as they are', () => {
    const html = '<h2>Başlık</h2><h3>Alt başlık</h3><p>Merhaba <strong>dünya</strong>, <em>eğik</em>, <b>kalın</b>, <i>italik</i>, <u>altı çizili</u><br>yeni satır</p><ul><li>bir</li><li>iki</li></ul><ol><li>ilk</li></ol><blockquote>Söz</blockquote>';
    expect(blogHtmlTemizle(html)).toBe(html);
  });

  it('adds rel to links and keeps http(s), mailto and relative targets', () => {
    const a = (href: string, text = 'x') => `<a href="${href}" rel="${BAGLANTI_REL}">${text}</a>`;
    expect(blogHtmlTemizle('<a href="https://example.com/a?b=1&amp;c=2">bağlantı</a>')).toBe(a('https://example.com/a?b=1&amp;c=2', 'bağlantı'));
    expect(blogHtmlTemizle('<a href="HTTP://Example.com" rel="opener" target="_top" class="x">x</a>')).toBe(a('HTTP://Example.com'));
    expect(blogHtmlTemizle('<a href="mailto:info@lotus.example">x</a>')).toBe(a('mailto:info@lotus.example'));
    for (const href of ['/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/yeni', '#bolum', '?sayfa=2', 'fiyatlar.html', '//cdn.example/x', 'https://example.com/a:b']) {
      expect(blogHtmlTemizle(`<a href="${href}">x</a>`)).toBe(a(href));
    }
    expect(blogHtmlTemizle('<a href=" https://example.com/a b ">x</a>')).toBe(a('https://example.com/a%20b'));
    expect(blogHtmlTemizle('<a href="https://x.example/&quot;onmouseover=&quot;alert(1)">x</a>')).toBe(a('https://x.example/&quot;onmouseover=&quot;alert(1)'));
  });

  it('lowercases tags, escapes stray brackets, closes what was left open and drops stray closers', () => {
    expect(blogHtmlTemizle('<P>Büyük <STRONG>harf</STRONG></P>')).toBe('<p>Büyük <strong>harf</strong></p>');
    expect(blogHtmlTemizle('<p>5 < 6 ve 7 > 3 & "tırnak"</p>')).toBe('<p>5 &lt; 6 ve 7 &gt; 3 & "tırnak"</p>');
    expect(blogHtmlTemizle('<p><strong>kalın')).toBe('<p><strong>kalın</strong></p>');
    expect(blogHtmlTemizle('</p>yalnız</li>')).toBe('yalnız');
    expect(blogHtmlTemizle('<strong><em>x</strong> y</em>')).toBe('<strong><em>x</em></strong> y');
    expect(blogHtmlTemizle('<p>satır<br/>iki<br />üç</br></p>')).toBe('<p>satır<br>iki<br>üç<br></p>');
    expect(blogHtmlTemizle('<div><span style="color:red">metin</span></div>')).toBe('metin');
  });

  it('leaves the demo posts unchanged and reads their text', () => {
    const demo = '<p>Soğuk hava. <strong>Düzenli nemlendirme</strong> ilk adımdır.</p><h2>Önerilerimiz</h2><ul><li>Bol su için.</li></ul><p>Randevunuzu <a href="/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/yeni" rel="noopener nofollow ugc">online</a> alabilirsiniz.</p>';
    expect(blogHtmlTemizle(demo)).toBe(demo);
    expect(blogDuzMetin(demo)).toBe('Soğuk hava. Düzenli nemlendirme ilk adımdır. Önerilerimiz Bol su için. Randevunuzu online alabilirsiniz.');
    expect(blogDuzMetin(blogHtmlTemizle('<p><br></p><ul><li></li></ul>'))).toBe('');
  });

  it('stays fast on hostile input of the maximum size (the tokenizer keeps js-xss linear)', () => {
    const cases = ['<a ' + 'x '.repeat(49_990) + '>', '<script'.repeat(14_000), '<'.repeat(100_000), '<b><i>'.repeat(16_000), '<a href="http://x" ' + 'onclick=1 '.repeat(9_000) + '>', `<a href="${' '.repeat(99_000)}">`];
    for (const input of cases) {
      const start = performance.now();
      const out = blogHtmlTemizle(input);
      expect(performance.now() - start, input.slice(0, 20)).toBeLessThan(1_500);
      expect(sorunlar(out)).toEqual([]);
    }
  });
});

describe('guvenliHref', () => {
  it('reads targets as the browser does', () => {
    expect(guvenliHref('https://a.example')).toBe('https://a.example');
    expect(guvenliHref('  /yol ')).toBe('/yol');
    expect(guvenliHref('java\tscript:alert(1)')).toBeNull();
    expect(guvenliHref('&#x6A;avascript:alert(1)')).toBeNull();
    expect(guvenliHref('tel:+905551112233')).toBeNull();
    expect(guvenliHref('')).toBeNull();
    expect(guvenliHref('https://a.example/' + 'x'.repeat(2_000))).toBeNull();
  });
});

describe('urlAdiUret', () => {
  it('transliterates Turkish letters and joins words with dashes', () => {
    expect(urlAdiUret('Kışın Cildinizi Korumanın 5 Yolu')).toBe('kisin-cildinizi-korumanin-5-yolu');
    expect(urlAdiUret('İĞNE ÇİÇEK ŞÜÖ ığüşöç')).toBe('igne-cicek-suo-igusoc');
    expect(urlAdiUret('  Ünlü   Şef!! — "Yeni" Menü?  ')).toBe('unlu-sef-yeni-menu');
    expect(urlAdiUret('Café crème & Straße')).toBe('cafe-creme-strasse');
    expect(urlAdiUret('Привет')).toBe('');
  });

  it('shortens long titles at a word boundary and always yields a valid name', () => {
    const ad = urlAdiUret('Saç bakımında bilmeniz gereken her şey ve daha fazlası için kapsamlı rehberimiz burada sizi bekliyor');
    expect(ad.length).toBeLessThanOrEqual(80);
    expect(ad.endsWith('-')).toBe(false);
    expect(urlAdiGecerli(ad)).toBe(true);
    expect(urlAdiGecerli('a--b')).toBe(false);
    expect(urlAdiGecerli('-a')).toBe(false);
    expect(urlAdiGecerli('Büyük')).toBe(false);
  });
});

describe('dates in the venue zone', () => {
  it('formats the publish day in the guest language', () => {
    expect(blogTarihi('2026-11-22T09:00:00.000Z', 'tr', 'Europe/Istanbul')).toBe('22 Kasım 2026');
    expect(blogTarihi('2026-11-21T22:30:00.000Z', 'tr', 'Europe/Istanbul')).toBe('22 Kasım 2026');
    expect(blogTarihi('2026-11-22T09:00:00.000Z', 'en', 'Europe/Istanbul')).toBe('22 November 2026');
    expect(blogTarihi('2026-11-22T09:00:00.000Z', 'de', 'Europe/Istanbul')).toBe('22. November 2026');
    expect(blogTarihi('2026-11-22T09:00:00.000Z', 'tr', 'Yok/Boyle')).toBe('22 Kasım 2026');
  });

  it('converts the datetime-local field from and to UTC (Istanbul and a DST zone)', () => {
    expect(yerelGirdi('2026-11-21T22:30:00.000Z', 'Europe/Istanbul')).toBe('2026-11-22T01:30');
    expect(yerelGirdidenIso('2026-11-22T01:30', 'Europe/Istanbul')).toBe('2026-11-21T22:30:00.000Z');
    expect(yerelGirdidenIso('2026-07-01T12:00', 'Europe/Berlin')).toBe('2026-07-01T10:00:00.000Z');
    expect(yerelGirdidenIso('2026-01-01T12:00', 'Europe/Berlin')).toBe('2026-01-01T11:00:00.000Z');
    expect(yerelGirdidenIso('2026-02-30T10:00', 'Europe/Istanbul')).toBeNull();
    expect(yerelGirdidenIso('dün', 'Europe/Istanbul')).toBeNull();
    // a zone Intl does not know reads as UTC instead of failing
    expect(yerelGirdi('2026-11-21T22:30:00.000Z', 'Yok/Boyle')).toBe('2026-11-21T22:30');
    expect(yerelGirdidenIso('2026-11-21T22:30', 'Yok/Boyle')).toBe('2026-11-21T22:30:00.000Z');
  });
});

describe('BlogSchema', () => {
  const hata = (body: unknown) => {
    const result = v.safeParse(BlogSchema, body);
    return result.success ? null : result.issues[0]?.message;
  };

  it('accepts a minimal draft and normalises the publish time', () => {
    expect(v.parse(BlogSchema, { baslik: '  Merhaba ' })).toEqual({ baslik: 'Merhaba', urlAdi: '', ozet: '', govdeHtml: '', kapak: null, yayinda: false, yayinTarihi: null });
    expect(v.parse(BlogSchema, { baslik: 'x', yayinda: true, yayinTarihi: '2026-11-22T10:00:00+03:00' }).yayinTarihi).toBe('2026-11-22T07:00:00.000Z');
  });

  it('names the wrong field', () => {
    expect(hata({ baslik: ' ' })).toBe('randevu.blog.v.baslik');
    expect(hata({ baslik: 'x'.repeat(201) })).toBe('randevu.blog.v.baslik');
    expect(hata({ baslik: 'a\u0000b' })).toBe('randevu.blog.v.baslik');
    expect(hata({ baslik: 'x', urlAdi: 'Büyük Harf' })).toBe('randevu.blog.v.urlAdi');
    expect(hata({ baslik: 'x', urlAdi: 'a--b' })).toBe('randevu.blog.v.urlAdi');
    expect(hata({ baslik: 'x', ozet: 'x'.repeat(301) })).toBe('randevu.blog.v.ozet');
    expect(hata({ baslik: 'x', govdeHtml: 'x'.repeat(100_001) })).toBe('randevu.blog.v.govdeUzun');
    expect(hata({ baslik: 'x', kapak: 'menu/1/00000000000000000000000000000000.webp' })).toBe('randevu.blog.v.kapak');
    expect(hata({ baslik: 'x', yayinda: 'evet' })).toBe('randevu.blog.v.yayinda');
    expect(hata({ baslik: 'x', yayinTarihi: '2026-11-22' })).toBe('randevu.blog.v.yayinTarihi');
    expect(hata({ baslik: 'x', yayinTarihi: '1999-12-31T10:00:00Z' })).toBe('randevu.blog.v.yayinTarihi');
  });

  it('tells drafts, scheduled and live posts apart', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    expect(blogDurumu(false, '2026-11-01T00:00:00.000Z', now)).toBe('taslak');
    expect(blogDurumu(true, '2026-11-23T00:00:00.000Z', now)).toBe('zamanli');
    expect(blogDurumu(true, '2026-11-22T10:00:00.000Z', now)).toBe('yayinda');
    expect(blogDurumu(true, null, now)).toBe('yayinda');
  });
});
