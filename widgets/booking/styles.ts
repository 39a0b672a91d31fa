/** Shadow-root styles in px (the host page's root font size must not leak in); colours via --a/--at/--s/--x. */
export const CSS = `:host{all:initial!important;display:block!important;min-height:var(--h)!important;height:var(--b)!important;overflow:var(--o)!important}
*{box-sizing:border-box}
.w{--a:#0f766e;--at:#fff;--s:#f0fdfa;--x:#1f2937;--mu:#4b5563;--bd:#d1d5db;max-width:680px;margin:0 auto;padding:16px;background:#fff;color:var(--x);font:16px/1.5 system-ui,sans-serif;overflow-wrap:anywhere;-webkit-text-size-adjust:100%}
h2{margin:4px 0 12px;font-size:22px;line-height:1.25}
h3{font-size:18px;margin:16px 0 8px}
p{margin:0 0 8px}
ul{list-style:none;margin:0;padding:0}
fieldset{border:0;margin:0 0 12px;padding:0;min-width:0}
legend{font-weight:600;margin-bottom:8px;padding:0}
.m{color:var(--mu);font-size:14px}
.ven{font-weight:700;font-size:18px;margin:0 0 4px;color:var(--a)}
.yk{padding:32px 0;text-align:center}
.ust{display:flex;justify-content:space-between;align-items:center;gap:8px;min-height:24px}
.ust .m{margin:0 0 0 auto}
.oz{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 12px}
.oz li{background:var(--s);border-radius:99px;padding:2px 10px;font-size:14px}
.sec{display:grid;gap:8px}
.kart{display:grid;grid-template-columns:auto 1fr;column-gap:10px;align-items:center;padding:12px;border:1px solid var(--bd);border-radius:10px;cursor:pointer;min-height:48px}
.kart:has(:checked){border-color:var(--a);background:var(--s)}
.kart .m{grid-column:2}
.ad{font-weight:600}
[type=checkbox],[type=radio]{width:20px;height:20px;margin:0;accent-color:var(--a)}
label{display:block;font-weight:600;margin:12px 0 4px}
.kart,.onay{font-weight:400;margin:0}
input:not([type=checkbox],[type=radio]){display:block;width:100%;font:inherit;padding:10px 12px;min-height:44px;border:1px solid #6b7280;border-radius:8px;color:var(--x);background:#fff}
[aria-invalid=true]{border-color:#b91c1c!important;outline-color:#b91c1c}
.hata{color:#b91c1c;font-size:14px;margin:4px 0}
.onay{display:flex;gap:10px;align-items:flex-start;margin-top:8px}
.onay input{flex:none;margin-top:2px}
.onay a{color:inherit}
.kvkk{margin-top:16px;padding:10px 12px;background:#f3f4f6;border-radius:8px}
button,.btn{font:inherit;font-size:15px;min-height:44px;padding:8px 16px;border-radius:8px;border:1px solid var(--bd);background:#fff;color:var(--x);cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
.ana{background:var(--a);border-color:var(--a);color:var(--at);font-weight:600}
.tehlike{background:#b91c1c;border-color:#b91c1c;color:#fff}
button:disabled,[aria-disabled=true]{opacity:.45;cursor:not-allowed}
.lnk{border:0;background:none;padding:0 2px;min-height:32px;color:var(--a);text-decoration:underline}
:focus-visible{outline:3px solid var(--a);outline-offset:2px}
.alt{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0 8px}
.alt .ana{flex:1 1 180px}
.adim>.alt{position:sticky;bottom:0;margin-bottom:0;padding:8px 0;background:#fff}
.cal{display:grid;gap:12px}
.ay{font-weight:600;margin:0 0 4px;text-transform:capitalize}
.gr{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:4px;text-align:center}
.wd{font-size:12px;color:var(--mu)}
.gun{min-height:40px;padding:0;border-radius:8px;font-variant-numeric:tabular-nums}
.gun:disabled{opacity:1;color:#6b7280;background:#f3f4f6;border-color:#f3f4f6;text-decoration:line-through}
[aria-pressed=true]{background:var(--a);border-color:var(--a);color:var(--at)}
.sl{display:grid;grid-template-columns:repeat(auto-fill,minmax(84px,1fr));gap:8px}
.slot{width:100%;font-variant-numeric:tabular-nums}
.tamam dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0}
dt{color:var(--mu)}
dd{margin:0;font-weight:600}
.kodk{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:12px 16px;border:2px dashed var(--a);border-radius:12px;background:var(--s)}
.kodk .m{width:100%;margin:0}
.kod{font:700 28px/1.2 ui-monospace,monospace;letter-spacing:2px;margin:0;user-select:all}
.uyari{background:#fef3c7;color:#78350f;border-radius:8px;padding:10px 12px}
.url{font-size:13px;color:var(--mu);word-break:break-all}
.rozet{display:inline-block;padding:2px 10px;border-radius:99px;font-size:14px;font-weight:600;background:var(--s);color:var(--x)}
.d-iptal{background:#fee2e2}
.onayk{margin-top:12px;padding:12px;border:1px solid #fca5a5;border-radius:10px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
dialog{padding:0;border:0;border-radius:12px;width:min(680px,100vw - 16px);max-height:calc(100vh - 16px);overflow:auto}
dialog::backdrop{background:#0008}
.b{padding:0;background:none}
:host(.y) .b{position:fixed;right:16px;bottom:16px;z-index:99999}
.kapat{position:sticky;top:0;display:flex;justify-content:flex-end;padding:8px 8px 0;background:#fff;z-index:1}`;
