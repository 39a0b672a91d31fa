import '@lib/i18n/musteri';
import { useStore } from '@nanostores/react';
import type { MusteriOnayi } from '@lib/schemas/musteri';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import { Tablo } from '@panel/ui/Tablo';
import { zamanGoster } from './ortak';

/** A customer's consent history: booking consent (KVKK) and marketing consent per channel, given or withdrawn. */
export function MusteriOnaylar({ onaylar, saatDilimi }: { onaylar: MusteriOnayi[]; saatDilimi: string }) {
  const t = useT();
  const lang = useStore($lang);
  return (
    <section className="rm-kart" aria-labelledby="rm-onaylar">
      <h3 id="rm-onaylar">{t('musteri.onay.baslik')}</h3>
      {onaylar.length === 0 ? <p className="muted rm-small">{t('musteri.onay.yok')}</p> : (
        <Tablo testId="detay-onaylar" sinif="rm-gecmis rm-onay-tablo" baslik={t('musteri.onay.baslik')} satirlar={onaylar} satirAnahtari={(o) => o.id} kolonlar={[
          { anahtar: 'tarih', baslik: t('musteri.onay.col.tarih'), satirBasligi: true, sinif: 'rm-tarih', hucre: (o) => zamanGoster(o.zaman, lang, saatDilimi) },
          { anahtar: 'tur', baslik: t('musteri.onay.col.tur'), hucre: (o) => (
            <>
              {o.tur === 'kvkk' ? t('musteri.onay.tur.kvkk') : t('musteri.onay.tur.pazarlama', { kanal: t(`musteri.onay.kanal.${o.kanal ?? 'sms'}`) })}
              {o.metinSurum && <span className="muted rm-small"> · {o.metinSurum}</span>}
            </>
          ) },
          { anahtar: 'durum', baslik: t('musteri.onay.col.durum'), sinif: (o) => (o.verildi ? 'rm-onay-ver' : 'rm-onay-geri'), hucre: (o) => (o.verildi ? t('musteri.onay.verildi') : t('musteri.onay.geriAlindi')) },
          { anahtar: 'kaynak', baslik: t('musteri.onay.col.kaynak'), hucre: (o) => t(`musteri.onay.kaynak.${o.kaynak}`) },
          { anahtar: 'kullanici', baslik: t('musteri.onay.col.kullanici'), hucre: (o) => o.kullanici ?? <span className="muted">—</span> },
        ]} />
      )}
    </section>
  );
}
