import { useState } from 'react';
import { formatKurus } from '@lib/para';
import type { TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { useT } from '@panel/hooks';
import { kaporaApi } from '@api/randevu/kapora';
import { hataMetni, useBicim } from './takvim-ortak';

/** The deposit of an appointment in its details: amount, reference code, state; staff record it when it comes in. */
export function TakvimKapora({ r, saatDilimi, kaydedebilir, onDone }: { r: TakvimRandevusu; saatDilimi: string; kaydedebilir: boolean; onDone: (yeni: TakvimRandevusu) => void }) {
  const t = useT();
  const b = useBicim(saatDilimi);
  const [hata, setHata] = useState<string | null>(null);
  const k = r.kapora;
  if (!k) return null;
  const bekliyor = k.durum === 'bekliyor' && r.durum === 'beklemede';
  async function al(odeme: 'havale' | 'nakit') {
    setHata(null);
    try {
      const sonuc = await withLoader(() => kaporaApi.al(r.id, odeme));
      toast('success', t('randevu.kapora.alindiToast', { tutar: formatKurus(k!.tutarKurus), kod: k!.kod }));
      onDone(sonuc.randevu);
    } catch (caught) {
      setHata(hataMetni(caught));
    }
  }
  return (
    <section className={`rt-kapora rt-kapora-${k.durum}`} data-testid="detay-kapora" data-durum={k.durum} aria-labelledby={`kapora-${r.id}`}>
      <h3 id={`kapora-${r.id}`}>{t('randevu.kapora.baslik')}</h3>
      <p>
        <strong>{formatKurus(k.tutarKurus)}</strong> · {t('randevu.kapora.kod')}: <strong className="rt-kod">{k.kod}</strong> · <span data-testid="detay-kapora-durum">{t(`randevu.kapora.durum.${k.durum}`)}</span>
        {k.odeme && <> · {t(`kasa.odeme.${k.odeme}`)}</>}
      </p>
      {k.durum === 'bekliyor' && <p className="muted rt-kucuk">{t('randevu.kapora.sonZaman', { zaman: `${b.gun(b.gunTarihi(k.sonZaman))} ${b.saat(k.sonZaman)}` })}</p>}
      {bekliyor && kaydedebilir && (
        <div className="row-actions">
          <button type="button" className="btn btn-primary btn-small" onClick={() => void al('havale')} data-testid="kapora-havale">{t('randevu.kapora.havaleGeldi')}</button>
          <button type="button" className="btn btn-small" onClick={() => void al('nakit')} data-testid="kapora-nakit">{t('randevu.kapora.nakitAlindi')}</button>
        </div>
      )}
      <p className="field-error" role="alert">{hata}</p>
    </section>
  );
}
