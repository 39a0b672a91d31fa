import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { isletmeApi } from '@api/admin/isletmeler';
import type { DavetLinki, IsletmeDetayi } from '@lib/schemas/admin/isletmeler';
import { hataMetni } from '@api/client';
import { withLoader } from '@stores/loader';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { useZaman } from '@panel/ui/useZaman';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { gunMetni } from '@lib/zaman/bicim';
import { DurumRozeti } from './DurumRozeti';
import { useTx } from './ortak';

type Onay = 'askiya' | 'ac' | null;

/** One venue: contact, owner, licence and modules (edited on the licence screen), suspend / reopen, a new invite link. */
export function IsletmeDetay({ isletme, guncelleyebilir, onClose, onDuzenle, onDegisti, onDavet }: {
  isletme: IsletmeDetayi;
  guncelleyebilir: boolean;
  onClose: () => void;
  onDuzenle: () => void;
  onDegisti: (isletme: IsletmeDetayi) => void;
  onDavet: (davet: DavetLinki) => void;
}) {
  const t = useTx();
  const lang = useStore($lang);
  const zaman = useZaman(VARSAYILAN_DILIM);
  const [onay, setOnay] = useState<Onay>(null);
  const [neden, setNeden] = useState('');
  const [nedenHatasi, setNedenHatasi] = useState('');
  const l = isletme.lisansOzeti;

  async function askiya() {
    if (neden.trim().length < 3) {
      setNedenHatasi(t('admin.isletme.v.neden'));
      return;
    }
    try {
      const kayit = await withLoader(() => isletmeApi.askiyaAl(isletme.id, neden.trim()));
      toast('success', t('admin.isletme.askiyaAlindi'));
      setOnay(null);
      onDegisti(kayit);
    } catch (caught) {
      setNedenHatasi(hataMetni(caught));
    }
  }
  async function ac() {
    setOnay(null);
    try {
      onDegisti(await withLoader(() => isletmeApi.ac(isletme.id)));
      toast('success', t('admin.isletme.acildi'));
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }
  async function davet() {
    try {
      onDavet(await withLoader(() => isletmeApi.davet(isletme.id)));
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }

  if (onay === 'askiya') {
    return (
      <OnayDialog baslik={t('admin.isletme.askiya.baslik', { ad: isletme.ad })} onayMetni={t('admin.isletme.askiya.onay')} onOnay={() => void askiya()} onClose={() => setOnay(null)} testId="askiya-onay">
        <p>{t('admin.isletme.askiya.metin')}</p>
        <label className="field"><span>{t('admin.isletme.askiya.neden')}<span className="req" aria-hidden="true"> *</span></span>
          <textarea className="input" rows={2} maxLength={300} value={neden} onChange={(e) => { setNeden(e.target.value); setNedenHatasi(''); }}
            aria-invalid={nedenHatasi ? true : undefined} aria-describedby="askiya-neden-hata" data-testid="askiya-neden" />
          <span id="askiya-neden-hata" className="field-error" role="alert">{nedenHatasi}</span>
        </label>
      </OnayDialog>
    );
  }
  if (onay === 'ac') {
    return (
      <OnayDialog baslik={t('admin.isletme.ac.baslik', { ad: isletme.ad })} onayMetni={t('admin.isletme.ac.onay')} tehlikeli={false} onOnay={() => void ac()} onClose={() => setOnay(null)} testId="ac-onay">
        <p>{t('admin.isletme.ac.metin')}</p>
      </OnayDialog>
    );
  }

  return (
    <Dialog title={isletme.ad} open onClose={onClose} wide>
      <div className="form ais-detay" data-testid="isletme-detay">
        <div className="ais-detay-ust">
          <DurumRozeti durum={isletme.durum} />
          <span className="muted">{t(`admin.isletme.tur.${isletme.tur}`)}{isletme.sehir ? ` · ${isletme.sehir}` : ''}</span>
        </div>
        {isletme.askiyaZamani && (
          <p className="ais-askida" role="status" data-testid="isletme-askida">{t('admin.isletme.detay.askida', { zaman: zaman.an(isletme.askiyaZamani), neden: isletme.askiyaNedeni ?? '' })}</p>
        )}
        <section aria-labelledby="ais-iletisim">
          <h3 id="ais-iletisim">{t('admin.isletme.detay.iletisim')}</h3>
          <dl className="ais-bilgi">
            <div><dt>{t('admin.isletme.detay.urlAdi')}</dt><dd><code>{isletme.urlAdi}</code></dd></div>
            {isletme.telefon && <div><dt>{t('admin.isletme.form.telefon')}</dt><dd>{isletme.telefon}</dd></div>}
            {isletme.adres && <div><dt>{t('admin.isletme.form.adres')}</dt><dd>{isletme.adres}</dd></div>}
            <div><dt>{t('admin.isletme.detay.sahip')}</dt><dd data-testid="isletme-detay-sahip">{isletme.sahip ? `${isletme.sahip.adSoyad} · ${isletme.sahip.email}` : t('admin.isletme.sahipYok')}
              {isletme.sahip?.davetBekliyor && <span className="ais-rozet ais-rozet-davet">{t('admin.isletme.davetBekliyor')}</span>}</dd></div>
            <div><dt>{t('admin.isletme.detay.operator')}</dt><dd>{isletme.operator}</dd></div>
            <div><dt>{t('admin.isletme.sutun.olusturma')}</dt><dd>{zaman.an(isletme.olusturma)}</dd></div>
          </dl>
        </section>
        <section aria-labelledby="ais-lisans">
          <h3 id="ais-lisans">{t('admin.isletme.detay.lisans')}</h3>
          {l ? (
            <dl className="ais-bilgi" data-testid="isletme-lisans">
              <div><dt>{t('admin.isletme.detay.plan')}</dt><dd>{t(`admin.isletme.plan.${l.plan}`)}</dd></div>
              <div><dt>{t('admin.isletme.detay.donem')}</dt><dd>{gunMetni(l.baslangic, lang)} – {gunMetni(l.bitis, lang)}</dd></div>
              <div><dt>{t('admin.isletme.detay.koltuk')}</dt><dd>{l.koltuk}</dd></div>
              <div><dt>{t('admin.isletme.detay.ekSure')}</dt><dd>{t('admin.isletme.detay.ekSureGun', { gun: l.ekSureGun })}</dd></div>
              <div className="ais-tam"><dt>{t('admin.isletme.detay.moduller')}</dt>
                <dd><ul className="ais-moduller">{l.moduller.map((m) => <li key={m}>{t(`admin.isletme.modul.${m}`)}</li>)}</ul></dd></div>
            </dl>
          ) : <p className="muted">{t('admin.isletme.detay.lisansYok')}</p>}
          <a className="btn btn-small" href={`/admin/ayarlar/lisans?isletme=${isletme.id}`} data-testid="isletme-lisans-link">{t('admin.isletme.detay.lisansDuzenle')}</a>
        </section>
        <div className="form-actions ais-detay-islem">
          {guncelleyebilir && isletme.sahip?.davetBekliyor && <button type="button" className="btn" onClick={() => void davet()} data-testid="isletme-davet-yenile">{t('admin.isletme.davet.yenile')}</button>}
          {guncelleyebilir && <button type="button" className="btn" onClick={onDuzenle} data-testid="isletme-duzenle">{t('admin.isletme.detay.duzenle')}</button>}
          {guncelleyebilir && (isletme.askiyaZamani
            ? <button type="button" className="btn btn-primary" onClick={() => setOnay('ac')} data-testid="isletme-ac">{t('admin.isletme.detay.yenidenAc')}</button>
            : <button type="button" className="btn btn-danger" onClick={() => { setNeden(''); setNedenHatasi(''); setOnay('askiya'); }} data-testid="isletme-askiya-al">{t('admin.isletme.detay.askiyaAl')}</button>)}
          <button type="button" className="btn" onClick={onClose}>{t('admin.isletme.detay.kapat')}</button>
        </div>
      </div>
    </Dialog>
  );
}
