/** Shadow-root styles: px units only (the host page's root font size must not leak in), theme via --m-* variables. */
export const CSS = `:host{all:initial;display:block}
*{box-sizing:border-box}
.w{position:relative;background:var(--m-bg);color:var(--m-text);font:15px/1.45 var(--m-font,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);border:1px solid var(--m-border);border-radius:var(--m-radius);overflow-wrap:anywhere;-webkit-text-size-adjust:100%}
.f{height:100%;overflow:auto;overscroll-behavior:contain}
header{padding:16px 16px 8px}
h2{margin:0;font-size:22px;line-height:1.2}
h3{margin:0 0 8px;font-size:18px;line-height:1.25}
h4,h5{margin:0;font-size:15px;line-height:1.3}
p{margin:0}
ul{list-style:none;margin:0;padding:0}
.m{color:var(--m-muted);font-size:13px}
.k{padding:4px 16px 12px}
.k li{background:var(--m-surface);border:1px solid var(--m-border);border-left:4px solid var(--m-accent);border-radius:var(--m-radius);padding:10px 12px;margin-top:8px}
.b{display:inline-block;padding:1px 8px;border-radius:99px;font-size:12px;font-weight:700;background:var(--m-accent);color:var(--m-accent-text);white-space:nowrap}
.b.t{background:var(--m-muted);color:var(--m-surface)}
.h{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:baseline}
.h>:first-child{flex:1 1 auto}
[role=tablist]{position:sticky;top:0;z-index:1;display:flex;gap:6px;overflow-x:auto;padding:8px 16px;background:var(--m-bg);border-bottom:1px solid var(--m-border)}
button{font:inherit;font-size:14px;min-height:36px;padding:6px 14px;border-radius:99px;border:1px solid var(--m-border);background:var(--m-surface);color:var(--m-text);cursor:pointer;flex:none}
[aria-selected=true],.r{background:var(--m-accent);color:var(--m-accent-text);border-color:var(--m-accent)}
:focus-visible{outline:2px solid var(--m-accent);outline-offset:2px}
[role=tabpanel]{padding:12px 16px 16px}
section section{margin-top:20px}
section section>h4{font-size:17px;padding-bottom:4px;margin-bottom:6px;border-bottom:2px solid var(--m-accent)}
.l{margin-top:8px}
.u{display:flex;gap:12px;padding:12px 0;border-bottom:1px solid var(--m-border)}
.u>div{flex:1;min-width:0}
.u img{flex:none;width:88px;height:88px;object-fit:cover;border-radius:var(--m-radius);background:var(--m-border)}
.d{color:var(--m-muted);font-size:14px;margin-top:2px}
.p{font-weight:700;margin-top:4px}
del{color:var(--m-muted);font-weight:400;margin-right:6px}
ins{text-decoration:none;color:var(--m-accent)}
.c{display:flex;flex-wrap:wrap;gap:4px;margin-top:6px}
.c li{font-size:12px;padding:0 8px;border-radius:99px;border:1px solid var(--m-border);color:var(--m-muted)}
.c .y{color:var(--m-text)}
.kart .u{background:var(--m-surface);border:1px solid var(--m-border);border-radius:var(--m-radius);padding:12px;margin-bottom:10px}
.izgara .l{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:10px}
.izgara .u{flex-direction:column;background:var(--m-surface);border:1px solid var(--m-border);border-radius:var(--m-radius);padding:10px}
.izgara .u img{width:100%;height:auto;aspect-ratio:1}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.s{height:100%;overflow:hidden;animation:q 1s ease-in-out infinite alternate}
.s i{display:block;height:18px;margin:16px;border-radius:8px;background:#8883}
.s i:first-of-type{height:28px;width:50%}
@keyframes q{to{opacity:.55}}
@media (prefers-reduced-motion:reduce){.s{animation:none}}
.e{padding:32px 16px;text-align:center;display:grid;gap:12px;justify-items:center}`;
