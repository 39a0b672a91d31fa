import { useStore } from '@nanostores/react';
import type { HazirlamaRaporu as Rapor, HazirlamaSatiri } from '@lib/cafe/istasyon';
import { sayiMetni } from '@lib/para';
import { $lang } from '@stores/language';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';

const saatMetni = (s: number) => `${String(s).padStart(2, '0')}:00–${String((s + 1) % 24).padStart(2, '0')}:00`;

/** The check report's preparation times (sent → bumped on a station), per station and product, and per station and hour. */
export function HazirlamaRaporu({ bas, bit }: { bas: string; bit: string }) {
  const t = useT();
  const lang = useStore($lang);
  const { data } = useApiData<Rapor>(`/isletme/cafe/istasyon/rapor?bas=${bas}&bit=${bit}`);
  if (!data) return null;
  const kolonlar = (ilk: { anahtar: string; baslik: string; hucre: (s: HazirlamaSatiri) => string }) => [
    { anahtar: 'istasyon', baslik: t('cafe.istasyon.rapor.istasyon'), satirBasligi: true, hucre: (s: HazirlamaSatiri) => s.istasyon },
    ilk,
    { anahtar: 'adet', baslik: t('cafe.istasyon.rapor.adet'), sayisal: true, hucre: (s: HazirlamaSatiri) => String(s.adet) },
    { anahtar: 'ort', baslik: t('cafe.istasyon.rapor.ortalama'), sayisal: true, hucre: (s: HazirlamaSatiri) => sayiMetni(s.ortalamaDk, lang) },
    { anahtar: 'max', baslik: t('cafe.istasyon.rapor.enUzun'), sayisal: true, hucre: (s: HazirlamaSatiri) => sayiMetni(s.enUzunDk, lang) },
  ];
  return (
    <section className="cg-bolum" data-testid="hazirlama-raporu">
      <h2>{t('cafe.istasyon.rapor.baslik')}</h2>
      <p className="muted">{t('cafe.istasyon.rapor.aciklama')}</p>
      {data.urunler.length === 0 ? <p className="empty-lead">{t('cafe.istasyon.rapor.bos')}</p> : (
        <>
          <Tablo testId="hazirlama-urun" baslik={t('cafe.istasyon.rapor.baslik')} satirlar={data.urunler} satirAnahtari={(s) => `${s.istasyon}|${s.urun}`}
            kolonlar={kolonlar({ anahtar: 'urun', baslik: t('cafe.istasyon.rapor.urun'), hucre: (s) => s.urun ?? '' })} />
          <Tablo testId="hazirlama-saat" baslik={t('cafe.istasyon.rapor.saat')} satirlar={data.saatler} satirAnahtari={(s) => `${s.istasyon}|${s.saat}`}
            kolonlar={kolonlar({ anahtar: 'saat', baslik: t('cafe.istasyon.rapor.saat'), hucre: (s) => saatMetni(s.saat ?? 0) })} />
        </>
      )}
    </section>
  );
}
