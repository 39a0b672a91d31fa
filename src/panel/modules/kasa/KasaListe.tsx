import '@lib/i18n/kasa';
import { useStore } from '@nanostores/react';
import { formatKurus } from '@lib/para';
import type { KasaSatiri } from '@lib/schemas/kasa';
import { yerelGun } from '@lib/zaman/yerel';
import { $lang } from '@stores/language';
import { Icon } from '@panel/ui/Icon';
import { Tablo, type Grup } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { aciklamaMetni, gunGoster, musteriAdi, zamanGoster } from './ortak';
import { useKasaBaglami } from './kasa-baglam';

/** The cash movements table, grouped by venue-zone day (a day header with its net when the range has several days). */
export function KasaListe({ gunler, tekGun, saatDilimi, onDuzenle, onSil }: {
  gunler: { tarih: string; satirlar: KasaSatiri[] }[];
  tekGun: boolean;
  saatDilimi: string;
  onDuzenle: ((s: KasaSatiri) => void) | null;
  onSil: ((s: KasaSatiri) => void) | null;
}) {
  const t = useT();
  const lang = useStore($lang);
  const { adisyonYolu } = useKasaBaglami();
  const satirlar = gunler.flatMap((gun) => gun.satirlar);
  // each row knows its day's header: the day and its net
  const gunBasi = new Map<number, Grup>();
  for (const gun of gunler) {
    const net = gun.satirlar.reduce((toplam, s) => toplam + (s.tur === 'gelir' ? s.tutarKurus : -s.tutarKurus), 0);
    const baslik = <span className="rf-gun-bas"><span>{gunGoster(gun.tarih, lang, true)}</span><span className="rf-gun-net">{t('kasa.gunNet', { tutar: formatKurus(net) })}</span></span>;
    for (const s of gun.satirlar) gunBasi.set(s.id, { anahtar: gun.tarih, baslik });
  }
  const ad = (s: KasaSatiri) => aciklamaMetni(s, t) || (s.randevu ? t('kasa.randevuOdemesi') : t(`kasa.tur.${s.tur}`));
  // a check's payment belongs to the check: changed there, never here (the server refuses too)
  const elle = (s: KasaSatiri) => s.kaynak !== 'adisyon';
  return (
    <Tablo testId="kasa-table" sinif="rf-table" baslik={t('kasa.listeBaslik')} satirlar={satirlar} satirAnahtari={(s) => s.id}
      satirOzellik={(s) => ({ 'data-testid': `kasa-row-${s.id}` })}
      grup={tekGun ? undefined : (s) => gunBasi.get(s.id)!}
      kolonlar={[
        { anahtar: 'saat', baslik: t('kasa.col.saat'), sinif: 'rf-saat', hucre: (s) => zamanGoster(s.tarih, lang, saatDilimi, 'time') },
        { anahtar: 'tur', baslik: t('kasa.tur'), hucre: (s) => <span className={`rf-rozet ${s.tur === 'gelir' ? 'rf-rozet-gelir' : 'rf-rozet-gider'}`}>{t(`kasa.tur.${s.tur}`)}</span> },
        { anahtar: 'odeme', baslik: t('kasa.odeme'), hucre: (s) => t(`kasa.odeme.${s.odeme}`) },
        { anahtar: 'aciklama', baslik: t('common.description'), satirBasligi: true, sinif: 'rf-aciklama', hucre: (s) => (
          <>
            <span className="rf-aciklama-metin">{ad(s)}</span>
            {s.kaynak !== 'manuel' && <span className="rf-kaynak" data-testid={`kasa-kaynak-${s.id}`}>{t(`kasa.kaynak.${s.kaynak}`)}</span>}
            {(s.musteri || s.randevu || s.kaydeden || s.adisyon) && (
              <span className="rf-baglar">
                {s.musteri && <span className="rf-bag"><Icon name="user" size={14} />{musteriAdi(s.musteri, t)}</span>}
                {s.randevu && (
                  <a className="rf-bag" href={`/isletme/randevutakip/randevular?tarih=${yerelGun(s.randevu.baslangic, saatDilimi)}`}>
                    <Icon name="calendar" size={14} />{t('kasa.randevuKodu', { kod: s.randevu.kod })}
                  </a>
                )}
                {s.adisyon && adisyonYolu && (
                  <a className="rf-bag" href={adisyonYolu(s.adisyon.id)} data-testid={`kasa-adisyon-${s.id}`}><Icon name="ledger" size={14} />{t('kasa.adisyonNo', { no: s.adisyon.no })}</a>
                )}
                {s.kaydeden && <span className="rf-bag muted">{t('kasa.kaydeden', { ad: s.kaydeden })}</span>}
              </span>
            )}
          </>
        ) },
        { anahtar: 'tutar', baslik: t('kasa.col.tutar'), sayisal: true, sinif: (s) => `rf-tutar ${s.tur === 'gelir' ? 'rf-arti' : 'rf-eksi'}`,
          hucre: (s) => `${s.tur === 'gelir' ? '+' : '−'}${formatKurus(s.tutarKurus)}` },
        (onDuzenle !== null || onSil !== null) && { anahtar: 'islem', baslik: '', islemler: true, hucre: (s) => elle(s) && (
          <>
            {onDuzenle && <button type="button" className="btn btn-small" onClick={() => onDuzenle(s)} aria-label={t('kasa.duzenleFor', { ad: ad(s) })} data-testid={`kasa-duzenle-${s.id}`}><Icon name="edit" size={16} /></button>}
            {onSil && <button type="button" className="btn btn-small btn-danger" onClick={() => onSil(s)} aria-label={t('kasa.silFor', { ad: ad(s) })} data-testid={`kasa-sil-${s.id}`}><Icon name="trash" size={16} /></button>}
          </>
        ) },
      ]} />
  );
}
