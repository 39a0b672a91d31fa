import { useEffect, useState } from 'react';
import { HAZIR_RENKLER, MIN_KONTRAST, renkUyarilari } from '@lib/randevu/ozet-tema';
import type { Tema } from '@lib/schemas/randevu/tema';
import { useBicim, useTx } from '../ortak';

type Renkler = Tema['colors'];
type Alan = keyof Renkler;
const HEX = /^#[0-9a-fA-F]{6}$/;

function RenkAlani({ alan, deger, onChange, salt }: { alan: Alan; deger: string; onChange: (hex: string) => void; salt: boolean }) {
  const t = useTx();
  const [metin, setMetin] = useState(deger);
  useEffect(() => setMetin(deger), [deger]);
  const gecerli = HEX.test(metin);
  const id = `ro-renk-${alan}`;
  const etiket = t(`randevu.tema.renk.${alan}`);
  return (
    <div className="field ro-renk">
      <label htmlFor={id}>{etiket}</label>
      <div className="ro-renk-satir">
        <input type="color" className="ro-renk-secici" value={deger} disabled={salt} aria-label={t('randevu.tema.renk.secici', { ad: etiket })}
          onChange={(event) => onChange(event.target.value.toLowerCase())} data-testid={`${id}-secici`} />
        <input id={id} className="input ro-hex" value={metin} maxLength={7} spellCheck={false} autoComplete="off" readOnly={salt}
          aria-invalid={!gecerli} aria-describedby={`${id}-ipucu${gecerli ? '' : ` ${id}-hata`}`} data-testid={id}
          onChange={(event) => {
            const v = event.target.value.trim();
            setMetin(v);
            if (HEX.test(v)) onChange(v.toLowerCase());
          }}
          onBlur={() => { if (!HEX.test(metin)) setMetin(deger); }} />
      </div>
      <small id={`${id}-ipucu`} className="muted">{t(`randevu.tema.renk.${alan}Ipucu`)}</small>
      {!gecerli && <span id={`${id}-hata`} className="field-error">{t('randevu.tema.renk.bicim')}</span>}
    </div>
  );
}

/** Colour pickers with hex fields, ready-made sets and live WCAG contrast warnings. */
export function TemaRenkler({ renkler, onChange, salt }: { renkler: Renkler; onChange: (r: Renkler) => void; salt: boolean }) {
  const t = useTx();
  const b = useBicim();
  const uyarilar = renkUyarilari(renkler);
  const oranMetni = (oran: number) => `${b.sayi(oran)}:1`;
  return (
    <section className="card ro-bolum" aria-labelledby="ro-renkler">
      <h2 id="ro-renkler" className="ro-h2">{t('randevu.tema.renk.title')}</h2>
      {!salt && (
        <div className="ro-hazir" role="group" aria-label={t('randevu.tema.renk.hazir')}>
          <span className="muted ro-kucuk">{t('randevu.tema.renk.hazir')}</span>
          {HAZIR_RENKLER.map((h) => (
            <button key={h.id} type="button" className="ro-hazir-btn" onClick={() => onChange({ primary: h.primary, secondary: h.secondary, text: h.text })}
              aria-label={t(`randevu.tema.renk.set.${h.id}`)} title={t(`randevu.tema.renk.set.${h.id}`)} data-testid={`ro-hazir-${h.id}`}>
              <span style={{ background: h.primary }} /><span style={{ background: h.secondary }} /><span style={{ background: h.text }} />
            </button>
          ))}
        </div>
      )}
      <div className="ro-renk-grid">
        {(['primary', 'secondary', 'text'] as const).map((alan) => (
          <RenkAlani key={alan} alan={alan} deger={renkler[alan]} salt={salt} onChange={(hex) => onChange({ ...renkler, [alan]: hex })} />
        ))}
      </div>
      <div role="status" aria-live="polite" data-testid="ro-kontrast">
        {uyarilar.length === 0 ? <p className="ro-iyi">{t('randevu.tema.renk.kontrastIyi', { min: `${b.sayi(MIN_KONTRAST)}:1` })}</p> : (
          <ul className="ro-uyarilar">
            {uyarilar.map((u) => (
              <li key={u.tur} data-testid={`ro-uyari-${u.tur}`}>
                {u.tur === 'metinYoksayildi' ? t('randevu.tema.renk.uyari.metinYoksayildi') : t(`randevu.tema.renk.uyari.${u.tur}`, { oran: oranMetni(u.oran), min: `${b.sayi(MIN_KONTRAST)}:1` })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
