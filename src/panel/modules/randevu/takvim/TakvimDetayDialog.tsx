import '@lib/i18n/kasa';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatKurus } from '@lib/para';
import { metin } from '@lib/menu/text';

import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { RandevuGuncelleSchema, type TakvimRandevusu, type TakvimVerisi } from '@lib/schemas/randevu/takvim';
import { ISLEM_YETKISI, aktifMi } from '@lib/randevu/takvim-durum';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { TAKVIM_KEY, takvimApi } from '@api/randevu/takvim';
import { HizmetSecimi, MesaiUyarisi, secimOzeti } from './takvim-form';
import { DurumRozeti, hataKodu, hataMetni, useBicim, useSimdi } from './takvim-ortak';
import { TakvimIslemler } from './TakvimIslemler';
import { TakvimKapora } from './TakvimKapora';
import { TakvimTasiForm } from './TakvimTasi';
import { TakvimSeriBilgisi } from './TakvimSeri';

/** Notes and services of an appointment (services only while it is active). */
function Duzenle({ veri, r, onDone }: { veri: TakvimVerisi; r: TakvimRandevusu; onDone: () => void }) {
  const t = useT();
  const [notlar, setNotlar] = useState(r.notlar);
  const [hizmetIdler, setHizmetIdler] = useState(r.kalemler.map((k) => k.hizmetId));
  const [mesai, setMesai] = useState<string | null>(null);
  const aktif = aktifMi(r.durum);
  const f = useAlanHatalari(RandevuGuncelleSchema, { notlar, ...(aktif ? { hizmetIdler } : {}) });
  const personel = veri.personeller.find((p) => p.id === r.personelId);
  const secenekler = veri.hizmetler.filter((h) => personel?.hizmetIdler.includes(h.id) || hizmetIdler.includes(h.id));
  const ozet = secimOzeti(veri.hizmetler, hizmetIdler);
  async function kaydet(event: FormEvent | null, mesaiDisi = false) {
    event?.preventDefault();
    setMesai(null);
    const govde = f.gonder();
    if (!govde) return;
    try {
      await withLoader(() => takvimApi.guncelle(r.id, aktif ? { ...govde, mesaiDisi } : { notlar: govde.notlar }));
      toast('success', t('common.saved'));
      onDone();
    } catch (caught) {
      if (hataKodu(caught) === 'OUTSIDE_HOURS') setMesai(hataMetni(caught));
      else f.sunucuHatasi(caught);
    }
  }
  return (
    <form ref={f.formRef} className="form rt-alt-form" onSubmit={(e) => void kaydet(e)} noValidate aria-labelledby={`duzenle-${r.id}`} data-testid="duzenle-form">
      <h3 id={`duzenle-${r.id}`}>{t('common.edit')}</h3>
      {aktif && <HizmetSecimi legend={t('randevu.takvim.hizmetler')} hizmetler={secenekler} secili={hizmetIdler} onChange={setHizmetIdler} isaret={f.alan('hizmetIdler')} hata={f.hata('hizmetIdler')} />}
      {aktif && hizmetIdler.length > 0 && <p className="muted rt-kucuk">{t('randevu.takvim.ozetKisa', { dk: ozet.sureDk, tutar: formatKurus(ozet.toplamKurus) })}</p>}
      <label className="field"><span>{t('randevu.takvim.notlar')}</span>
        <textarea className="input" rows={3} maxLength={1000} value={notlar} onChange={(e) => setNotlar(e.target.value)} {...f.alan('notlar')} data-testid="duzenle-not" />{f.hata('notlar')}</label>
      {mesai && <MesaiUyarisi mesaj={mesai} onOnay={() => void kaydet(null, true)} onVazgec={() => setMesai(null)} />}
      <p className="field-error" role="alert">{f.formHatasi}</p>
      <div className="form-actions"><button type="submit" className="btn btn-primary btn-small" data-testid="duzenle-kaydet">{t('common.save')}</button></div>
    </form>
  );
}

/** Details of one appointment with its status actions, edit and move. */
export function TakvimDetayDialog({ veri, r, onClose, onChanged, onGit }: {
  veri: TakvimVerisi; r: TakvimRandevusu; onClose: () => void; onChanged: () => void; onGit: (tarih: string) => void;
}) {
  const t = useT();
  const can = useStore($permissionSet);
  const now = useSimdi();
  const b = useBicim(veri.saatDilimi);
  const [bolum, setBolum] = useState<'duzenle' | 'tasi' | null>(null);
  const [goster, setGuncel] = useState(r);
  // fresh data from the screen's reload replaces what the last action answered
  useEffect(() => setGuncel(r), [r]);
  const personel = veri.personeller.find((p) => p.id === goster.personelId);
  const guncelle = can.has(`${TAKVIM_KEY}:guncelle`);
  const paket = veri.paketler[goster.musteriId];
  const sonra = (yeni?: TakvimRandevusu) => { if (yeni) setGuncel(yeni); setBolum(null); onChanged(); };
  return (
    <Dialog title={goster.musteriAd} open onClose={onClose} wide>
      <div className="form rt-dialog" data-testid="randevu-detay" data-kod={goster.kod}>
        <div className="rt-detay-ust">
          <DurumRozeti durum={goster.durum} />
          {goster.teyit && aktifMi(goster.durum) && <span className="rt-teyit" data-testid="detay-teyit">✓ {t('randevu.hatirlatma.musteriOnayladi')}</span>}
          <span className="muted">{t('randevu.takvim.kod')}: <strong className="rt-kod">{goster.kod}</strong></span>
          <span className="muted">{t('randevu.takvim.kaynak')}: {t(`randevu.takvim.kaynak.${goster.kaynak}`)}</span>
        </div>
        <dl className="rt-bilgi">
          <dt>{t('randevu.takvim.zaman')}</dt>
          <dd><button type="button" className="rt-link" onClick={() => { onGit(b.gunTarihi(goster.baslangic)); onClose(); }}>{b.gun(b.gunTarihi(goster.baslangic))}</button>, {b.aralik(goster)}</dd>
          <dt>{t('randevu.takvim.personel')}</dt>
          <dd><span className="rt-nokta" style={{ background: personel?.renk }} aria-hidden="true" />{personel?.ad ?? '—'}</dd>
          <dt>{t('randevu.takvim.telefon')}</dt>
          <dd>{goster.musteriSilindi ? t('randevu.takvim.musteriSilindi') : <a href={`tel:${goster.musteriTelefon}`}>{telefonGoster(goster.musteriTelefon)}</a>}</dd>
          <dt>{t('randevu.takvim.hizmetler')}</dt>
          <dd><ul className="rt-kalemler">{goster.kalemler.map((k, i) => (
            <li key={`${k.hizmetId}-${i}`}>{metin(k.ad, b.lang)} <span className="muted">· {t('randevu.takvim.dk', { dk: k.sureDk })} · {formatKurus(k.fiyatKurus)}</span>
              {(paket?.[k.hizmetId] ?? 0) > 0 && <span className="rt-paket"> · {t('randevu.takvim.paketKalan', { sayi: paket![k.hizmetId]! })}</span>}</li>
          ))}</ul></dd>
          <dt>{goster.indirimKurus > 0 ? t('randevu.takvim.tahsilat.listeFiyati') : t('randevu.takvim.toplam')}</dt><dd><strong>{formatKurus(goster.toplamKurus)}</strong></dd>
          {goster.indirimKurus > 0 && <><dt>{t('randevu.takvim.tahsilat.indirimli')}</dt><dd data-testid="detay-indirim">−{formatKurus(goster.indirimKurus)}</dd></>}
          {goster.odemeler.length > 0 && <><dt>{t('randevu.takvim.tahsilat.odemeler')}</dt><dd><ul className="rt-kalemler" data-testid="detay-odemeler">{goster.odemeler.map((o, i) => (
            <li key={i}>{o.yontem === 'veresiye' ? t('randevu.takvim.odeme.veresiye') : t(`kasa.odeme.${o.yontem}`)} <span className="muted">· {formatKurus(o.tutarKurus)}</span></li>
          ))}</ul></dd></>}
          {goster.notlar && <><dt>{t('randevu.takvim.notlar')}</dt><dd className="rt-not">{goster.notlar}</dd></>}
        </dl>
        <TakvimSeriBilgisi r={goster} iptalEdebilir={can.has(`${TAKVIM_KEY}:sil`)} onDone={(yeni) => sonra(yeni)} />
        <TakvimKapora r={goster} saatDilimi={veri.saatDilimi} kaydedebilir={guncelle} onDone={(yeni) => sonra(yeni)} />
        <TakvimIslemler r={goster} now={now} paketler={veri.paketler} izinli={(islem) => can.has(`${TAKVIM_KEY}:${ISLEM_YETKISI[islem]}`)}
          calistir={takvimApi.durum} yontemler={veri.odemeYontemleri} onDone={(s) => sonra(s.randevu)} />
        {guncelle && (
          <div className="row-actions">
            <button type="button" className="btn btn-small" aria-expanded={bolum === 'duzenle'} onClick={() => setBolum(bolum === 'duzenle' ? null : 'duzenle')} data-testid="detay-duzenle">{t('common.edit')}</button>
            {aktifMi(goster.durum) && <button type="button" className="btn btn-small" aria-expanded={bolum === 'tasi'} onClick={() => setBolum(bolum === 'tasi' ? null : 'tasi')} data-testid="detay-tasi">{t('randevu.takvim.islem.tasi')}</button>}
          </div>
        )}
        {bolum === 'duzenle' && <Duzenle key={goster.id} veri={veri} r={goster} onDone={() => sonra()} />}
        {bolum === 'tasi' && <TakvimTasiForm veri={veri} r={goster} onDone={(yeni) => sonra(yeni)} />}
      </div>
    </Dialog>
  );
}
