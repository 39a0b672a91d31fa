import '@lib/i18n/musteri';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import { metin } from '@lib/menu/text';
import type { MusteriDetay } from '@lib/schemas/musteri';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import { Tablo } from '@panel/ui/Tablo';
import { kayitMetni } from '@lib/randevu/kayit-metni';
import { bakiyeMetni, gunGoster, zamanGoster } from './ortak';

/** Read-only parts of the customer detail: appointment history, package balances, debt ledger. */

/** rows shown before "show all": a loyal customer's history would otherwise make a very long dialog on a phone */
const ILK_GOSTERIM = 10;

const DURUM_SINIFI: Record<string, string> = { tamamlandi: 'rm-d-tamam', onaylandi: 'rm-d-onay', beklemede: 'rm-d-bekle', iptal: 'rm-d-iptal', gelmedi: 'rm-d-gelmedi' };

export function MusteriGecmis({ detay }: { detay: MusteriDetay }) {
  const t = useT();
  const lang = useStore($lang);
  const { randevular, istatistik } = detay;
  const [hepsi, setHepsi] = useState(false);
  const gosterilen = hepsi ? randevular : randevular.slice(0, ILK_GOSTERIM);
  return (
    <section className="rm-kart" aria-labelledby="rm-gecmis">
      <div className="rm-kart-bas">
        <h3 id="rm-gecmis">{t('musteri.detay.gecmis')}</h3>
        {istatistik.iptal > 0 && <span className="muted rm-small">{t('musteri.detay.iptalSayisi', { sayi: istatistik.iptal })}</span>}
      </div>
      {randevular.length === 0 ? <p className="muted rm-small">{t('musteri.detay.gecmisYok')}</p> : (
        // scrolls inside its box (the kit lets the keyboard scroll it too)
        <Tablo testId="detay-gecmis" sinif="rm-gecmis" baslik={t('musteri.detay.gecmis')} satirlar={gosterilen} satirAnahtari={(r) => r.id} kolonlar={[
          { anahtar: 'tarih', baslik: t('musteri.detay.col.tarih'), satirBasligi: true, sinif: 'rm-tarih', hucre: (r) => zamanGoster(r.baslangic, lang, detay.saatDilimi) },
          { anahtar: 'hizmetler', baslik: t('musteri.detay.col.hizmetler'), sinif: 'rm-g-hizmet', hucre: (r) => r.hizmetler.map((h, i) => (
            <span key={i} className="rm-hizmet">{metin(h.ad, lang)}{h.paketten && <span className="rm-rozet rm-rozet-paket">{t('musteri.detay.paketten')}</span>}</span>
          )) },
          { anahtar: 'personel', baslik: t('musteri.detay.col.personel'), sinif: 'rm-g-personel', hucre: (r) => r.personel },
          { anahtar: 'durum', baslik: t('common.status'), sinif: 'rm-g-durum', hucre: (r) => <span className={`rm-durum ${DURUM_SINIFI[r.durum] ?? ''}`}>{t(`musteri.durum.${r.durum}`)}</span> },
          { anahtar: 'tutar', baslik: t('musteri.detay.col.tutar'), sayisal: true, sinif: 'rm-g-tutar', hucre: (r) => formatKurus(r.toplamKurus) },
        ]} />
      )}
      {randevular.length > ILK_GOSTERIM && (
        <button type="button" className="btn btn-small rm-hepsi" aria-expanded={hepsi} onClick={() => setHepsi(!hepsi)} data-testid="detay-gecmis-hepsi">
          {hepsi ? t('musteri.detay.azGoster') : t('musteri.detay.tumunuGoster', { sayi: randevular.length })}
        </button>
      )}
      {hepsi && detay.randevuKirpildi && <p className="muted rm-small">{t('musteri.detay.kirpildi', { sayi: randevular.length })}</p>}
    </section>
  );
}

export function MusteriPaketler({ detay }: { detay: Pick<MusteriDetay, 'paketler' | 'saatDilimi'> }) {
  const t = useT();
  const lang = useStore($lang);
  return (
    <section className="rm-kart" aria-labelledby="rm-paketler">
      <h3 id="rm-paketler">{t('musteri.detay.paketler')}</h3>
      {detay.paketler.length === 0 ? <p className="muted rm-small">{t('musteri.detay.paketYok')}</p> : (
        <ul className="rm-paketler" data-testid="detay-paketler">
          {detay.paketler.map((p) => (
            <li key={p.id} className={`rm-paket${p.durum === 'aktif' ? '' : ' rm-paket-pasif'}`}>
              <div className="rm-kart-bas">
                <strong>{p.ad}</strong>
                <span className={`rm-durum ${p.durum === 'aktif' ? 'rm-d-tamam' : p.durum === 'suresiDoldu' ? 'rm-d-gelmedi' : 'rm-d-iptal'}`}>{t(`musteri.paketDurum.${p.durum}`)}</span>
              </div>
              <p className="muted rm-small">
                {t('musteri.detay.satis', { tarih: zamanGoster(p.satisZamani, lang, detay.saatDilimi, false), fiyat: formatKurus(p.fiyatKurus) })}
                {' · '}{p.sonGun ? t('musteri.detay.sonGun', { tarih: gunGoster(p.sonGun, lang) }) : t('musteri.detay.suresiz')}
              </p>
              <ul className="rm-seanslar">
                {p.hizmetler.map((h) => (
                  <li key={h.hizmetId}>
                    <span>{metin(h.ad, lang)}</span>
                    <meter min={0} max={h.toplam} value={h.kalan} aria-label={`${metin(h.ad, lang)}: ${t('musteri.detay.seans', { kalan: h.kalan, toplam: h.toplam })}`} />
                    <span className="rm-small">{t('musteri.detay.seans', { kalan: h.kalan, toplam: h.toplam })}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MusteriCari({ detay }: { detay: MusteriDetay }) {
  const t = useT();
  const lang = useStore($lang);
  const { cari } = detay;
  const bakiye = bakiyeMetni(cari.bakiyeKurus, t);
  return (
    <section className="rm-kart" aria-labelledby="rm-cari">
      <h3 id="rm-cari">{t('musteri.detay.cari')}</h3>
      <dl className="rm-sayilar rm-sayilar-3" data-testid="detay-cari">
        <div><dt>{t('musteri.detay.cariBorc')}</dt><dd>{formatKurus(cari.borcKurus)}</dd></div>
        <div><dt>{t('musteri.detay.cariTahsilat')}</dt><dd>{formatKurus(cari.tahsilatKurus)}</dd></div>
        <div><dt>{t('musteri.detay.cariBakiye')}</dt><dd className={cari.bakiyeKurus > 0 ? 'rm-uyari' : ''}>{bakiye ?? formatKurus(0)}</dd></div>
      </dl>
      {cari.hareketler.length === 0 ? <p className="muted rm-small">{t('musteri.detay.cariYok')}</p> : (
        <div className="rm-cari-kutu" tabIndex={0} role="region" aria-labelledby="rm-cari">
          <ul className="rm-cari-liste">
            {cari.hareketler.slice(0, 20).map((h) => (
              <li key={h.id}>
                <span className="rm-small">{zamanGoster(h.tarih, lang, detay.saatDilimi, false)} · {t(`musteri.cariTur.${h.tur}`)}{h.aciklama || h.sistem ? ` · ${kayitMetni(t as never, h.sistem, h.aciklama)}` : ''}</span>
                <span className={`rm-num ${h.tur === 'borc' ? 'rm-uyari' : 'rm-iyi'}`}>{h.tur === 'borc' ? '+' : '−'}{formatKurus(h.tutarKurus)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
