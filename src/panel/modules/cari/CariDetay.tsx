import '@lib/i18n/kasa';
import '@lib/i18n/cari';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import type { CariDetay, CariHareket, CariTuru } from '@lib/schemas/cari';
import { yerelGun } from '@lib/zaman/yerel';

import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { CARI_KEY, cariApi } from '@api/cari';
import { Rakam, aciklamaMetni, bakiyeMetni, bakiyeSinifi, hataMetni, musteriAdi, zamanGoster } from '@panel/modules/kasa/ortak';
import { CariDialog } from './CariDialog';

type Acik = { tur: 'yeni'; cariTuru: CariTuru } | { tur: 'duzenle'; h: CariHareket } | { tur: 'sil'; h: CariHareket } | null;

/** One customer's ledger: balance, totals, movements (newest first) with the balance after each. */
export function CariDetayPanel({ musteriId, onKapat }: { musteriId: number; onKapat: () => void }) {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<CariDetay>(cariApi.cariDetay(musteriId));
  const [acik, setAcik] = useState<Acik>(null);
  if (error) {
    return (
      <>
        <LoadError error={error} onRetry={() => void reload()} />
        <button type="button" className="btn rf-geri" onClick={onKapat}>{t('cari.baskaMusteri')}</button>
      </>
    );
  }
  if (!data) return <p className="muted">{t('common.loading')}</p>;
  const m = data.musteri;
  const ekle = can.has(`${CARI_KEY}:ekle`);
  const duzenle = can.has(`${CARI_KEY}:guncelle`);
  const sil = can.has(`${CARI_KEY}:sil`);
  const yeniden = [...data.hareketler].reverse();

  const disaAktar = () => cariApi.cariCsv(musteriId);

  return (
    <>
      <section className="card rf-musteri-kart" aria-labelledby="cari-musteri-ad" data-testid="cari-detay">
        <div className="rf-musteri-bas">
          <div>
            <h2 id="cari-musteri-ad" className="rf-musteri-baslik">{musteriAdi(m, t)}</h2>
            {m.silinmis ? <p className="muted rf-kucuk">{t('cari.silinmisNot')}</p> : <p className="muted rf-kucuk">{telefonGoster(m.telefon)}</p>}
          </div>
          <span className={`${bakiyeSinifi(data.bakiye)} rf-rozet-buyuk`} data-testid="cari-bakiye">{bakiyeMetni(data.bakiye, t)}</span>
        </div>
        <dl className="rf-rakamlar">
          <Rakam etiket={t('cari.toplamBorc')} deger={formatKurus(data.toplamBorc)} tone="gider" testId="cari-toplam-borc" />
          <Rakam etiket={t('cari.toplamTahsilat')} deger={formatKurus(data.toplamTahsilat)} tone="gelir" testId="cari-toplam-tahsilat" />
          <Rakam etiket={t('cari.bakiye')} deger={formatKurus(data.bakiye)} tone="net" testId="cari-bakiye-rakam" />
        </dl>
        <div className="row-actions">
          {ekle && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'yeni', cariTuru: 'tahsilat' })} data-testid="cari-tahsilat-al"><Icon name="plus" size={18} />{t('cari.tahsilatAl')}</button>}
          {ekle && <button type="button" className="btn" onClick={() => setAcik({ tur: 'yeni', cariTuru: 'borc' })} data-testid="cari-borc-ekle"><Icon name="plus" size={18} />{t('cari.borcEkle')}</button>}
          {can.has(`${CARI_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="cari-musteri-csv">{t('kasa.csvIndir')}</button>}
          <button type="button" className="btn btn-ghost" onClick={onKapat} data-testid="cari-baska">{t('cari.baskaMusteri')}</button>
        </div>
      </section>

      <section aria-labelledby="cari-hareket-baslik" className="rf-bolum">
        <h2 id="cari-hareket-baslik" className="section-title">{t('cari.hareketler', { sayi: data.hareketler.length })}</h2>
        {yeniden.length === 0 ? <p className="empty-lead" data-testid="cari-bos">{t('cari.bos')}</p> : (
          <Tablo testId="cari-table" sinif="rf-table" baslik={t('cari.hareketler', { sayi: data.hareketler.length })} satirlar={yeniden} satirAnahtari={(h) => h.id}
            satirOzellik={(h) => ({ 'data-testid': `cari-row-${h.id}` })} kolonlar={[
              { anahtar: 'tarih', baslik: t('kasa.col.tarih'), sinif: 'rf-saat', hucre: (h) => zamanGoster(h.tarih, lang, data.saatDilimi) },
              { anahtar: 'tur', baslik: t('kasa.tur'), hucre: (h) => <span className={`rf-rozet ${h.tur === 'borc' ? 'rf-rozet-borc' : 'rf-rozet-gelir'}`}>{t(`cari.tur.${h.tur}`)}</span> },
              { anahtar: 'aciklama', baslik: t('common.description'), satirBasligi: true, sinif: 'rf-aciklama', hucre: (h) => (
                <>
                  <span className="rf-aciklama-metin">{aciklamaMetni(h, t) || <span className="muted">—</span>}</span>
                  {(h.randevu || h.kaydeden) && (
                    <span className="rf-baglar">
                      {h.randevu && <a className="rf-bag" href={`/isletme/randevutakip/randevular?tarih=${yerelGun(h.randevu.baslangic, data.saatDilimi)}`}><Icon name="calendar" size={14} />{t('kasa.randevuKodu', { kod: h.randevu.kod })}</a>}
                      {h.kaydeden && <span className="rf-bag muted">{t('kasa.kaydeden', { ad: h.kaydeden })}</span>}
                    </span>
                  )}
                </>
              ) },
              { anahtar: 'tutar', baslik: t('kasa.col.tutar'), sayisal: true, sinif: (h) => `rf-tutar ${h.tur === 'borc' ? 'rf-eksi' : 'rf-arti'}`,
                hucre: (h) => `${h.tur === 'borc' ? '+' : '−'}${formatKurus(h.tutarKurus)}` },
              { anahtar: 'bakiye', baslik: t('kasa.col.bakiye'), sayisal: true, sinif: 'rf-kalin', hucre: (h) => formatKurus(h.bakiyeKurus) },
              (duzenle || sil) && { anahtar: 'islem', baslik: '', islemler: true, hucre: (h) => {
                const ad = aciklamaMetni(h, t) || t(`cari.tur.${h.tur}`);
                return (
                  <>
                    {duzenle && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'duzenle', h })} aria-label={t('kasa.duzenleFor', { ad })} data-testid={`cari-duzenle-${h.id}`}><Icon name="edit" size={16} /></button>}
                    {sil && <button type="button" className="btn btn-small btn-danger" onClick={() => setAcik({ tur: 'sil', h })} aria-label={t('kasa.silFor', { ad })} data-testid={`cari-sil-${h.id}`}><Icon name="trash" size={16} /></button>}
                  </>
                );
              } },
            ]} />
        )}
        <p className="muted rf-kucuk">{t('cari.bakiyeNotu')}</p>
      </section>

      {(acik?.tur === 'yeni' || acik?.tur === 'duzenle') && (
        <CariDialog musteri={{ ...m, bakiyeKurus: data.bakiye }} hareket={acik.tur === 'duzenle' ? acik.h : null} varsayilanTur={acik.tur === 'yeni' ? acik.cariTuru : acik.h.tur}
          saatDilimi={data.saatDilimi} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />
      )}
      {acik?.tur === 'sil' && <CariSilDialog h={acik.h} saatDilimi={data.saatDilimi} onClose={() => setAcik(null)} onDeleted={() => { setAcik(null); void reload(); }} />}
    </>
  );
}

function CariSilDialog({ h, saatDilimi, onClose, onDeleted }: { h: CariHareket; saatDilimi: string; onClose: () => void; onDeleted: () => void }) {
  const t = useT();
  const lang = useStore($lang);
  const [hata, setHata] = useState<string | null>(null);
  async function sil() {
    try {
      await cariApi.cariSil(h.id);
      toast('success', t('common.deleted'));
      onDeleted();
    } catch (caught) {
      setHata(hataMetni(caught));
    }
  }
  return (
    <Dialog title={t('cari.silBaslik')} open onClose={onClose}>
      <div className="form">
        <p>{t('cari.silSoru', { tur: t(`cari.tur.${h.tur}`), tutar: formatKurus(h.tutarKurus), zaman: zamanGoster(h.tarih, lang, saatDilimi) })}</p>
        {aciklamaMetni(h, t) && <p className="muted rf-alinti">{aciklamaMetni(h, t)}</p>}
        {h.randevu && <p className="rf-bilgi">{t('cari.randevuBagli', { kod: h.randevu.kod })}</p>}
        {h.tur === 'tahsilat' && <p className="muted rf-kucuk">{t('cari.kasaAyri')}</p>}
        {hata && <p className="field-error" role="alert">{hata}</p>}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="button" className="btn btn-primary rf-sil-btn" onClick={() => void sil()} data-testid="cari-sil-onay">{t('common.delete')}</button>
        </div>
      </div>
    </Dialog>
  );
}
