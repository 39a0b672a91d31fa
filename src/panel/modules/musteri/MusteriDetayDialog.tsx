import '@lib/i18n/musteri';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dosyaIndir } from '@api/islem';
import { formatKurus } from '@lib/para';
import { type MusteriDetay } from '@lib/schemas/musteri';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { MusteriCari, MusteriGecmis, MusteriPaketler } from './MusteriGecmis';
import { MusteriDialog } from './MusteriDialog';
import { MusteriOnaylar } from './MusteriOnaylar';
import { MusteriSilDialog } from './MusteriSilDialog';
import { musteriApi } from '@api/musteri';
import { MUSTERI_KEY, gunGoster, zamanGoster } from './ortak';

/** One customer: contact and consent, totals, appointment history, package balances, debt; KVKK export and erase. */
export function MusteriDetayDialog({ id, onClose, onChanged, onAc }: { id: number; onClose: () => void; onChanged: () => void; onAc?: (id: number) => void }) {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<MusteriDetay>(musteriApi.detay(id));
  const [alt, setAlt] = useState<'duzenle' | 'sil' | null>(null);
  const m = data?.musteri;
  const silinmis = Boolean(m?.silinmeZamani);
  const ad = !m ? t('common.loading') : silinmis ? t('musteri.silinmisMusteri') : m.adSoyad;

  async function disaAktar() {
    if (await dosyaIndir(musteriApi.kvkkDokumu(id), `kvkk-musteri-${id}.json`)) toast('success', t('musteri.kvkk.indirildi'));
  }

  const bos = <span className="muted">{t('musteri.detay.bos')}</span>;
  return (
    <Dialog title={ad} open onClose={onClose} wide>
      <div className="rm-detay" data-testid="musteri-detay" aria-busy={!data && !error}>
        {error && <LoadError error={error} onRetry={() => void reload()} />}
        {data && m && (
          <>
            {silinmis && <p className="rm-silindi" data-testid="musteri-silindi">{t('musteri.silinmisRozet', { tarih: zamanGoster(m.silinmeZamani!, lang, data.saatDilimi) })}</p>}
            <div className="rm-detay-ust">
              <section className="rm-kart" aria-labelledby={`rm-iletisim-${id}`}>
                <div className="rm-kart-bas">
                  <h3 id={`rm-iletisim-${id}`}>{t('musteri.detay.iletisim')}</h3>
                  {!silinmis && can.has(`${MUSTERI_KEY}:guncelle`) && (
                    <button type="button" className="btn btn-small" onClick={() => setAlt('duzenle')} data-testid="musteri-duzenle"><Icon name="edit" size={16} />{t('common.edit')}</button>
                  )}
                </div>
                <dl className="rm-dl">
                  <dt>{t('musteri.form.telefon')}</dt>
                  <dd data-testid="detay-telefon">{silinmis ? bos : <a href={`tel:${m.telefon}`}>{telefonGoster(m.telefon)}</a>}</dd>
                  <dt>{t('musteri.form.email')}</dt>
                  <dd>{m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : bos}</dd>
                  <dt>{t('musteri.form.dogum')}</dt>
                  <dd>{m.dogumTarihi ? gunGoster(m.dogumTarihi, lang) : bos}</dd>
                  <dt>{t('musteri.detay.kayit')}</dt>
                  <dd>{zamanGoster(m.olusturma, lang, data.saatDilimi, false)}</dd>
                  <dt>{t('musteri.detay.kvkk')}</dt>
                  <dd data-testid="detay-kvkk">{m.kvkk ? t('musteri.detay.kvkkVar', { surum: m.kvkk.surum, zaman: zamanGoster(m.kvkk.zaman, lang, data.saatDilimi) }) : <span className="muted">{t('musteri.detay.kvkkYok')}</span>}</dd>
                  <dt>{t('musteri.detay.pazarlama')}</dt>
                  <dd data-testid="detay-pazarlama">{t('musteri.detay.pazarlamaDurum', {
                    sms: t(m.pazarlama.sms ? 'musteri.detay.izinVar' : 'musteri.detay.izinYok'), email: t(m.pazarlama.email ? 'musteri.detay.izinVar' : 'musteri.detay.izinYok'),
                  })}</dd>
                </dl>
                {m.notlar && <p className="rm-not">{m.notlar}</p>}
              </section>
              <section className="rm-kart" aria-labelledby={`rm-ozet-${id}`}>
                <h3 id={`rm-ozet-${id}`}>{t('musteri.detay.ozet')}</h3>
                <dl className="rm-sayilar" data-testid="detay-ozet">
                  <div><dt>{t('musteri.detay.stat.tamamlanan')}</dt><dd>{data.istatistik.tamamlanan}</dd></div>
                  <div><dt>{t('musteri.detay.stat.harcanan')}</dt><dd>{formatKurus(data.istatistik.harcananKurus)}</dd></div>
                  <div><dt>{t('musteri.detay.stat.gelmedi')}</dt><dd className={data.istatistik.gelmedi > 0 ? 'rm-uyari' : ''}>{data.istatistik.gelmedi}</dd></div>
                  <div><dt>{t('musteri.detay.stat.yaklasan')}</dt><dd>{data.istatistik.yaklasan}</dd></div>
                </dl>
              </section>
            </div>
            <MusteriGecmis detay={data} />
            <div className="rm-detay-alt">
              <MusteriPaketler detay={data} />
              <MusteriCari detay={data} />
            </div>
            <MusteriOnaylar onaylar={data.onaylar} saatDilimi={data.saatDilimi} />
            <p className="muted rm-small">{t('musteri.detay.saltOkunur')}</p>
            {(can.has(`${MUSTERI_KEY}:disa-aktar`) || (can.has(`${MUSTERI_KEY}:sil`) && !silinmis)) && (
              <section className="rm-kart rm-kvkk" aria-labelledby={`rm-kvkk-${id}`}>
                <h3 id={`rm-kvkk-${id}`}><Icon name="shield" size={18} /> {t('musteri.kvkk.baslik')}</h3>
                {can.has(`${MUSTERI_KEY}:disa-aktar`) && (
                  <div className="rm-kvkk-satir">
                    <p className="rm-small">{t('musteri.kvkk.disaAktarHint')}</p>
                    <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="musteri-kvkk-export">{t('musteri.kvkk.disaAktar')}</button>
                  </div>
                )}
                {can.has(`${MUSTERI_KEY}:sil`) && !silinmis && (
                  <div className="rm-kvkk-satir">
                    <p className="rm-small">{t('musteri.kvkk.silHint')}</p>
                    <button type="button" className="btn btn-danger" onClick={() => setAlt('sil')} data-testid="musteri-kvkk-sil"><Icon name="trash" size={16} />{t('musteri.kvkk.sil')}</button>
                  </div>
                )}
              </section>
            )}
          </>
        )}
      </div>
      {alt === 'duzenle' && m && (
        <MusteriDialog musteri={m} saatDilimi={data.saatDilimi} onClose={() => setAlt(null)} onSaved={() => { setAlt(null); void reload(); onChanged(); }}
          onMevcut={onAc ? (mevcutId) => { setAlt(null); onAc(mevcutId); } : undefined} />
      )}
      {alt === 'sil' && m && (
        <MusteriSilDialog musteri={m} yaklasan={data.istatistik.yaklasan} onClose={() => setAlt(null)} onErased={() => { setAlt(null); void reload(); onChanged(); }} />
      )}
    </Dialog>
  );
}
