import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { muhasebeApi } from '@api/admin/muhasebe';
import type { FaturaBaski as Baski } from '@lib/schemas/admin/muhasebe';
import { $lang } from '@stores/language';
import { baskiyaGonder } from '@panel/ui/baski';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { gunMetni } from '@lib/zaman/bicim';
import { para, useTx } from './ortak';
import { Tablo } from '@panel/ui/Tablo';

/** The A4 invoice: the platform's company details (Genel settings) as seller, the venue as buyer. */
function Belge({ b }: { b: Baski }) {
  const t = useTx();
  const lang = useStore($lang);
  const { fatura: f, firma, isletme } = b;
  return (
    <article className="muh-fatura" data-testid="fatura-belge">
      <header className="muh-fatura-bas">
        <h2>{t('admin.muhasebe.baski.baslik')}</h2>
        <dl className="muh-fatura-bilgi">
          <div><dt>{t('admin.muhasebe.baski.no')}</dt><dd>{f.no}</dd></div>
          <div><dt>{t('admin.muhasebe.baski.tarih')}</dt><dd>{gunMetni(f.tarih, lang)}</dd></div>
          <div><dt>{t('admin.muhasebe.baski.vade')}</dt><dd>{gunMetni(f.vade, lang)}</dd></div>
          <div><dt>{t('admin.muhasebe.baski.donem')}</dt><dd>{gunMetni(f.donemBaslangic, lang)} – {gunMetni(f.donemBitis, lang)}</dd></div>
        </dl>
      </header>
      {f.durum === 'iptal' && <p className="muh-fatura-iptal">{t('admin.muhasebe.baski.iptal', { neden: f.iptalNedeni ?? '' })}</p>}
      <div className="muh-fatura-taraf">
        <section>
          <h3>{t('admin.muhasebe.baski.satici')}</h3>
          <p><strong>{firma.firmaUnvan}</strong></p>
          {firma.adres && <p>{firma.adres}</p>}
          {(firma.vergiDairesi || firma.vergiNo) && <p>{t('admin.muhasebe.baski.vergi', { daire: firma.vergiDairesi || '—', no: firma.vergiNo || '—' })}</p>}
          {[firma.telefon, firma.eposta].filter(Boolean).length > 0 && <p>{[firma.telefon, firma.eposta].filter(Boolean).join(' · ')}</p>}
        </section>
        <section>
          <h3>{t('admin.muhasebe.baski.alici')}</h3>
          <p><strong>{f.aliciUnvan}</strong></p>
          {(isletme.adres || isletme.sehir) && <p>{[isletme.adres, isletme.sehir].filter(Boolean).join(', ')}</p>}
          {isletme.vergiNo && <p>{t('admin.muhasebe.baski.vkn', { no: isletme.vergiNo })}</p>}
        </section>
      </div>
      <Tablo sinif="muh-fatura-kalem" yalin kartlar={false} satirlar={[f]} satirAnahtari={(k) => k.id} kolonlar={[
        { anahtar: 'aciklama', baslik: t('admin.muhasebe.f.aciklama'), hucre: (k) => k.aciklama },
        { anahtar: 'net', baslik: t('admin.muhasebe.csv.net'), sayisal: true, hucre: (k) => para(k.netKurus) },
      ]} />
      <dl className="muh-fatura-toplam">
        <dt>{t('admin.muhasebe.csv.net')}</dt><dd>{para(f.netKurus)}</dd>
        <dt>{t('admin.muhasebe.csv.kdv')} (%{f.kdvOrani})</dt><dd>{para(f.kdvKurus)}</dd>
        <dt className="muh-genel">{t('admin.muhasebe.csv.brut')}</dt><dd className="muh-genel" data-testid="fatura-belge-brut">{para(f.brutKurus)}</dd>
      </dl>
      {firma.iban && <p>{t('admin.muhasebe.baski.iban')}: {firma.iban.replace(/(.{4})/g, '$1 ').trim()}</p>}
    </article>
  );
}

export function FaturaBaski({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useTx();
  const [b, setB] = useState<Baski | null>(null);
  const [hata, setHata] = useState<unknown>(null);
  const yukle = () => { setHata(null); muhasebeApi.fatura(id).then(setB, setHata); };
  useEffect(yukle, [id]);
  return (
    <Dialog title={b ? b.fatura.no : t('admin.muhasebe.yazdir')} open onClose={onClose} wide>
      <div className="form">
        {hata ? <LoadError error={hata as never} onRetry={yukle} /> : null}
        {/* the invoice names the platform as seller and the venue as buyer itself: no venue header */}
        {b && <BaskiBelgesi isaret="muhBaski" boy="a4" sinif="muh-baski" bas={false} onizleme="muh-fatura-onizleme"><Belge b={b} /></BaskiBelgesi>}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.close')}</button>
          <button type="button" className="btn btn-primary" disabled={!b} onClick={() => baskiyaGonder('muhBaski', 'a4')} data-testid="fatura-yazdir">{t('admin.muhasebe.yazdir')}</button>
        </div>
      </div>
    </Dialog>
  );
}
