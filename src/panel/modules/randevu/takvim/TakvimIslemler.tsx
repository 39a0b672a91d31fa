import '@lib/i18n/kasa';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import { gecerliIslemler, ODEMELER, type Islem, type Odeme } from '@lib/randevu/takvim-durum';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { useT } from '@panel/hooks';
import { hataMetni } from './takvim-ortak';
import { onayla } from '@stores/onay';
import type { OdemeYontemi } from '@lib/schemas/parametre';
import type { TahsilatGirdisi, DurumSonucu, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import { TakvimTahsilat } from './TakvimTahsilat';

type T = ReturnType<typeof useT>;

/** "Ödendi: Nakit 300,00 ₺ + Kart 150,00 ₺" (discount first when there was one). */
export function odemeOzeti(r: Pick<TakvimRandevusu, 'odemeler' | 'indirimKurus'>, t: T): string {
  const parca = r.odemeler.map((o) => `${o.yontem === 'veresiye' ? t('randevu.takvim.odeme.veresiye') : t(`kasa.odeme.${o.yontem}`)} ${formatKurus(o.tutarKurus)}`);
  return t('randevu.takvim.tahsilat.odendi', { odemeler: parca.join(' + ') });
}

/** What completion will count from packages and what is left to pay (same rule as the API's paketDusumu). */
export function tahsilOnizleme(r: TakvimRandevusu, paketler: Record<number, Record<number, number>> | undefined) {
  const kalan = { ...(paketler?.[r.musteriId] ?? {}) };
  let seans = 0;
  let tutar = 0;
  for (const k of r.kalemler) {
    if ((kalan[k.hizmetId] ?? 0) > 0) {
      kalan[k.hizmetId]! -= 1;
      seans += 1;
    } else {
      tutar += k.fiyatKurus;
    }
  }
  // a deposit taken is part of the payment: completion charges the rest (the API's rule)
  const kapora = r.kapora?.durum === 'alindi' ? r.kapora.tutarKurus : 0;
  return { seans, tutar: Math.max(0, tutar - kapora), kapora };
}

const ONAY_GEREKEN: Partial<Record<Islem, string>> = { iptal: 'randevu.takvim.onay.iptal', reddet: 'randevu.takvim.onay.reddet', gelmedi: 'randevu.takvim.onay.gelmedi', 'geri-al': 'randevu.takvim.onay.geriAl' };

/** Status buttons valid for the appointment now (and allowed to the user); completion asks how it was paid. */
export function TakvimIslemler({ r, now, izinli, paketler, calistir, onDone, kompakt, yontemler }: {
  r: TakvimRandevusu; now: number; izinli: (islem: Islem) => boolean; paketler?: Record<number, Record<number, number>>;
  calistir: (id: number, islem: Islem, odeme: Odeme | null, tahsilat?: TahsilatGirdisi | null) => Promise<DurumSonucu>; onDone: (sonuc: DurumSonucu) => void; kompakt?: boolean;
  /** the venue's payment methods: completion takes a discount and a split payment over them */
  yontemler?: OdemeYontemi[];
}) {
  const t = useT();
  const [tamamla, setTamamla] = useState(false);
  const [odeme, setOdeme] = useState<Odeme | ''>('nakit');
  const [hata, setHata] = useState<string | null>(null);
  const islemler = gecerliIslemler(r.durum, Date.parse(r.baslangic), now).filter(izinli);
  const onizleme = tahsilOnizleme(r, paketler);

  async function yap(islem: Islem, secilenOdeme: Odeme | null = null, tahsilat: TahsilatGirdisi | null = null) {
    const soru = ONAY_GEREKEN[islem];
    if (soru && !(await onayla((t as (k: string, p?: Record<string, string>) => string)(soru, { ad: r.musteriAd }), { tehlikeli: true }))) return;
    setHata(null);
    try {
      const sonuc = await withLoader(() => calistir(r.id, islem, secilenOdeme, tahsilat));
      const ek = islem === 'tamamla' ? [
        sonuc.paketSeans > 0 ? t('randevu.takvim.paketDusuldu', { sayi: sonuc.paketSeans }) : '',
        sonuc.odeme && !tahsilat ? t('randevu.takvim.odemeKaydedildi', { tutar: formatKurus(sonuc.tahsilKurus), odeme: t(`randevu.takvim.odeme.${sonuc.odeme}`) }) : '',
        tahsilat && sonuc.randevu.odemeler.length > 0 ? odemeOzeti(sonuc.randevu, t) : '',
      ].filter(Boolean).join(' ') : '';
      toast('success', `${t(`randevu.takvim.yapildi.${islem}`)}${ek ? ` ${ek}` : ''}`);
      setTamamla(false);
      onDone(sonuc);
    } catch (caught) {
      setHata(hataMetni(caught));
    }
  }

  const sonraIcin = r.durum === 'onaylandi' && Date.parse(r.baslangic) > now && izinli('tamamla') && !kompakt;
  if (islemler.length === 0) return hata ? <p className="field-error" role="alert">{hata}</p> : null;
  const beklemede = r.durum === 'beklemede' || r.durum === 'onaylandi';
  return (
    <div className="rt-islemler" data-testid={`islemler-${r.id}`}>
      {!tamamla && (
        <div className={`row-actions${kompakt ? ' rt-kompakt' : ''}`}>
          {islemler.map((islem) => (
            <button key={islem} type="button" className={`btn btn-small${islem === 'onayla' || islem === 'tamamla' ? ' btn-primary' : ''}${islem === 'iptal' || islem === 'reddet' ? ' btn-danger' : ''}`}
              onClick={() => (islem === 'tamamla' ? setTamamla(true) : void yap(islem))} data-testid={`islem-${islem}`}>
              {t(`randevu.takvim.islem.${islem}`)}
            </button>
          ))}
        </div>
      )}
      {tamamla && beklemede && (
        <fieldset className="rt-fieldset rt-tamamla" data-testid="tamamla-form">
          <legend>{t('randevu.takvim.tamamlaBaslik')}</legend>
          {onizleme.seans > 0 && <p className="rt-kucuk">{t('randevu.takvim.paketKarsilar', { sayi: onizleme.seans })}</p>}
          {onizleme.kapora > 0 && <p className="rt-kucuk" data-testid="tamamla-kapora">{t('randevu.kapora.dusulur', { tutar: formatKurus(onizleme.kapora) })}</p>}
          {onizleme.tutar > 0 && yontemler ? (
            <TakvimTahsilat fiyat={onizleme.tutar} yontemler={yontemler} veresiyeOlur={!r.musteriSilindi} onGonder={(g) => void yap('tamamla', null, g)} onVazgec={() => setTamamla(false)} />
          ) : onizleme.tutar > 0 ? (
            <>
              <p><strong>{t('randevu.takvim.tahsilEdilecek', { tutar: formatKurus(onizleme.tutar) })}</strong></p>
              <div className="rt-odemeler" role="radiogroup" aria-label={t('randevu.takvim.odemeTuru')}>
                {[...ODEMELER, ''].map((o) => (
                  <label key={o || 'yok'} className="check"><input type="radio" name={`odeme-${r.id}`} checked={odeme === o} onChange={() => setOdeme(o as Odeme | '')} data-testid={`odeme-${o || 'yok'}`} />
                    {o ? t(`randevu.takvim.odeme.${o as Odeme}`) : t('randevu.takvim.odemeYok')}</label>
                ))}
              </div>
            </>
          ) : <p className="muted">{t('randevu.takvim.paketTamami')}</p>}
          {!(onizleme.tutar > 0 && yontemler) && <div className="row-actions">
            <button type="button" className="btn btn-primary btn-small" onClick={() => void yap('tamamla', onizleme.tutar > 0 && odeme ? odeme : null)} data-testid="tamamla-onay">{t('randevu.takvim.islem.tamamla')}</button>
            <button type="button" className="btn btn-small" onClick={() => setTamamla(false)}>{t('common.cancel')}</button>
          </div>}
        </fieldset>
      )}
      {sonraIcin && !tamamla && <p className="muted rt-kucuk">{t('randevu.takvim.baslayincaNot')}</p>}
      <p className="field-error" role="alert">{hata}</p>
    </div>
  );
}
