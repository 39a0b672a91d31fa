/** The island's own styles (shadow root; colours and shape from the venue's theme variables, which inherit). */
export const CSS = `:host{all:initial;font-family:var(--m-font,system-ui,sans-serif);color:var(--m-text,#111);font-size:16px;line-height:1.5}
*{box-sizing:border-box;font:inherit}
button{min-height:44px;min-width:44px;padding:.5rem 1rem;border-radius:var(--m-radius,8px);border:1px solid var(--m-border,#ccc);background:var(--m-surface,#fff);color:var(--m-text,#111);cursor:pointer}
.ana{background:var(--m-accent,#0f766e);color:var(--m-accent-text,#fff);border-color:transparent;font-weight:700}
.ac{position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:10;box-shadow:0 4px 16px rgba(0,0,0,.25);max-width:calc(100vw - 32px)}
dialog{width:min(32rem,100vw);max-height:90vh;margin:auto auto 0;padding:16px;border:0;border-radius:var(--m-radius,8px) var(--m-radius,8px) 0 0;background:var(--m-bg,#fff);color:var(--m-text,#111)}
dialog::backdrop{background:rgba(0,0,0,.45)}
h2{font-size:1.25rem;font-weight:700;margin:0 0 12px}
ul{list-style:none;margin:0 0 12px;padding:0}
li{display:flex;align-items:center;gap:8px;padding:8px 0;border-bottom:1px solid var(--m-border,#ddd)}
.ad{flex:1}
small{display:block;color:var(--m-muted,#555);font-size:.875rem}
fieldset{border:1px solid var(--m-border,#ddd);border-radius:var(--m-radius,8px);margin:0 0 12px;padding:8px 12px}
legend{font-weight:700;padding:0 4px}
label{display:flex;align-items:center;gap:10px;min-height:44px}
input{width:22px;height:22px;margin:0;accent-color:var(--m-accent,#0f766e)}
.alt{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap;margin-top:12px}
.top{font-weight:700;font-size:1.125rem}
.not{margin:0 0 12px;font-weight:700}
.hata{color:#b91c1c}`;
