import { formatKurus } from '@lib/para';
import { Tablo } from '@panel/ui/Tablo';
import { OzetGrafik } from './OzetGrafik';
import type { Ozet } from '@lib/schemas/randevu/ozet';
import { useBicim, useTx } from '../ortak';

/** Last 30 venue-zone days: totals, the chart (uPlot, loaded on demand) and the same numbers as a table. */
export function OzetGelir({ veri }: { veri: Ozet }) {
  const t = useTx();
  const b = useBicim(veri.saatDilimi);
  const g = veri.gelir;
  const bos = g.toplamKurus === 0 && g.kasaToplamKurus === 0;
  const rakamlar = [
    { id: 'ciro', etiket: t('randevu.dashboard.gelir.ciro'), deger: formatKurus(g.toplamKurus) },
    { id: 'kasa', etiket: t('randevu.dashboard.gelir.kasa'), deger: formatKurus(g.kasaToplamKurus) },
    { id: 'tamamlanan', etiket: t('randevu.dashboard.gelir.tamamlanan'), deger: b.sayi(g.tamamlanan) },
    { id: 'gelmeme', etiket: t('randevu.dashboard.gelir.gelmeme'), deger: g.gelmemeOrani === null ? '–' : b.yuzde(g.gelmemeOrani), ipucu: t('randevu.dashboard.gelir.gelmemeIpucu', { sayi: g.gelmedi }) },
    { id: 'yeni', etiket: t('randevu.dashboard.gelir.yeniMusteri'), deger: b.sayi(g.yeniMusteri) },
  ];
  const aralik = t('randevu.dashboard.gelir.aralik', { bas: b.kisa(g.gunler[0]!), bit: b.kisa(g.gunler[g.gunler.length - 1]!) });
  return (
    <section className="card ro-gelir" aria-labelledby="ro-gelir">
      <div className="ro-kart-bas">
        <h2 id="ro-gelir" className="ro-h2">{t('randevu.dashboard.gelir.title')}</h2>
        <span className="muted ro-kucuk">{aralik}</span>
      </div>
      <dl className="ro-rakamlar">
        {rakamlar.map((r) => (
          <div key={r.id} data-testid={`ro-gelir-${r.id}`}>
            <dt>{r.etiket}</dt>
            <dd>{r.deger}{r.ipucu && <small className="muted">{r.ipucu}</small>}</dd>
          </div>
        ))}
      </dl>
      {bos ? <p className="muted ro-bos" data-testid="ro-gelir-bos">{t('randevu.dashboard.gelir.bos')}</p> : (
        <figure className="ro-grafik-kutu">
          <figcaption className="sr-only">{t('randevu.dashboard.gelir.grafik', { aralik })}</figcaption>
          <OzetGrafik gunler={g.gunler} tamamlanan={g.tamamlananKurus} kasa={g.kasaKurus} saatDilimi={veri.saatDilimi} />
        </figure>
      )}
      <details className="ro-tablo" data-testid="ro-gelir-tablo">
        <summary>{t('randevu.dashboard.gelir.tablo')}</summary>
        <Tablo baslik={t('randevu.dashboard.gelir.grafik', { aralik })} satirlar={g.gunler} satirAnahtari={(gun) => gun} kartlar={false} kolonlar={[
          { anahtar: 'tarih', baslik: t('randevu.dashboard.tarih'), satirBasligi: true, hucre: (gun) => b.gunAy(gun) },
          { anahtar: 'tamamlanan', baslik: t('randevu.dashboard.gelir.seriTamamlanan'), sayisal: true, hucre: (_, i) => formatKurus(g.tamamlananKurus[i] ?? 0) },
          { anahtar: 'kasa', baslik: t('randevu.dashboard.gelir.seriKasa'), sayisal: true, hucre: (_, i) => formatKurus(g.kasaKurus[i] ?? 0) },
        ]} />
      </details>
    </section>
  );
}
