import { useEffect, useState, type FormEvent } from 'react';
import { formatKurus } from '@lib/para';
import { saatMetni, yerelAn, yerelDakika, yerelTarih } from '@lib/randevu/takvim-zaman';
import { RandevuEkleSchema, type RandevuEkleGirdisi, type TakvimRandevusu, type TakvimVerisi } from '@lib/schemas/randevu/takvim';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { takvimApi } from '@api/randevu/takvim';
import { HizmetSecimi, MesaiUyarisi, dakikaDegeri, secimOzeti } from './takvim-form';
import { hataKodu, hataMetni, useBicim } from './takvim-ortak';
import { TakvimMusteriSec, type MusteriSecimi } from './TakvimMusteriSec';
import { SaatGirdisi } from '@panel/ui/SaatGirdisi';
import { seriApi } from '@api/randevu/seri';
import { TakvimSeriAlani, TakvimSeriCakismalari, useSeri } from './TakvimSeri';

/** A sensible start: the clicked cell, else the next quarter hour today, else the staff member's first working minute. */
function ilkSaat(veri: TakvimVerisi, personelId: number | null, tarih: string, dakika: number | null): string {
  if (dakika !== null) return saatMetni(dakika);
  const tz = veri.saatDilimi;
  if (tarih === yerelTarih(Date.now(), tz)) return saatMetni(Math.min(23 * 60 + 45, Math.ceil((yerelDakika(Date.now(), tarih, tz) + 1) / 15) * 15));
  const gun = veri.personeller.find((p) => p.id === personelId)?.gunler.find((g) => g.tarih === tarih);
  return gun?.calisma[0] ? saatMetni(yerelDakika(gun.calisma[0].baslangicMs, tarih, tz)) : '10:00';
}

/** New appointment from the panel: customer, staff, services, date and time, notes. */
export function TakvimOlusturDialog({ veri, baslangic, onClose, onSaved }: {
  veri: TakvimVerisi; baslangic: { personelId: number | null; tarih: string; dakika: number | null }; onClose: () => void; onSaved: (r: TakvimRandevusu) => void;
}) {
  const t = useT();
  const b = useBicim(veri.saatDilimi);
  const aktifler = veri.personeller.filter((p) => p.aktif);
  const [personelId, setPersonelId] = useState<number | null>(baslangic.personelId ?? aktifler[0]?.id ?? null);
  const [tarih, setTarih] = useState(baslangic.tarih);
  const [saat, setSaat] = useState(() => ilkSaat(veri, baslangic.personelId ?? aktifler[0]?.id ?? null, baslangic.tarih, baslangic.dakika));
  const [hizmetIdler, setHizmetIdler] = useState<number[]>([]);
  const [musteri, setMusteri] = useState<MusteriSecimi | null>(null);
  const [notlar, setNotlar] = useState('');
  const [mesai, setMesai] = useState<string | null>(null);
  // the "outside working hours" question is about the previous attempt: it goes once the form changes
  useEffect(() => { setMesai(null); }, [personelId, tarih, saat, hizmetIdler, musteri]);
  const seri = useSeri([personelId, tarih, saat, hizmetIdler, musteri]);
  const personel = veri.personeller.find((p) => p.id === personelId);
  const yapabildigi = veri.hizmetler.filter((h) => personel?.hizmetIdler.includes(h.id));
  const ozet = secimOzeti(veri.hizmetler, hizmetIdler);
  const basDk = dakikaDegeri(saat);

  function personelDegis(id: number) {
    setPersonelId(id);
    const p = veri.personeller.find((x) => x.id === id);
    setHizmetIdler((ids) => ids.filter((h) => p?.hizmetIdler.includes(h)));
  }

  const ms = basDk === null ? null : yerelAn(tarih, basDk, veri.saatDilimi);
  const govde: RandevuEkleGirdisi = {
    personelId: personelId ?? 0, baslangic: ms === null ? '' : new Date(ms).toISOString(), hizmetIdler,
    musteriId: musteri?.tur === 'kayitli' ? musteri.m.id : null,
    musteri: musteri?.tur === 'yeni' ? { adSoyad: musteri.adSoyad, telefon: musteri.telefon, email: musteri.email } : null,
    notlar, mesaiDisi: false,
  };
  const f = useAlanHatalari(RandevuEkleSchema, govde, { kodAlani: { SLOT_TAKEN: 'baslangic' } });

  async function kaydet(mesaiDisi: boolean, event?: FormEvent) {
    event?.preventDefault();
    setMesai(null);
    if (!f.gonder()) return;
    try {
      if (seri.acik) {
        const s = await withLoader(() => seriApi.kaydet(seri.girdi({ ...govde, mesaiDisi })));
        toast('success', t('randevu.seri.kaydedildi', { sayi: s.randevular.length }));
        onSaved(s.randevular[0]!);
        return;
      }
      const r = await withLoader(() => takvimApi.ekle({ ...govde, mesaiDisi }));
      toast('success', t('randevu.takvim.olusturuldu', { kod: r.kod }));
      onSaved(r);
    } catch (caught) {
      if (seri.acik) seri.cakismaGoster(caught);
      if (hataKodu(caught) === 'OUTSIDE_HOURS') setMesai(hataMetni(caught));
      else f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={t('randevu.takvim.yeni')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form rt-dialog" onSubmit={(e) => void kaydet(false, e)} noValidate data-testid="olustur-form">
        <div {...f.alan(musteri?.tur === 'yeni' ? 'musteri' : 'musteriId')} tabIndex={-1} className="rt-musteri-alan">
          <TakvimMusteriSec deger={musteri} onChange={setMusteri} />
          {f.hata('musteri')}{f.hata('musteriId')}
        </div>
        <div className="form-row">
          <label className="field"><span>{t('randevu.takvim.personel')}<span className="req" aria-hidden="true"> *</span></span>
            <select className="input" value={personelId ?? ''} onChange={(e) => personelDegis(Number(e.target.value))} required {...f.alan('personelId')} data-testid="olustur-personel">
              {aktifler.map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
            </select>
            {f.hata('personelId')}
          </label>
          <label className="field"><span>{t('randevu.takvim.tarih')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" type="date" required value={tarih} onChange={(e) => setTarih(e.target.value)} data-testid="olustur-tarih" /></label>
          <div><SaatGirdisi label={t('randevu.takvim.saat')} value={saat} onChange={setSaat} required isaret={f.alan('baslangic')} testId="olustur-saat" />{f.hata('baslangic')}</div>
        </div>
        <HizmetSecimi legend={t('randevu.takvim.hizmetler')} hizmetler={yapabildigi} secili={hizmetIdler} onChange={setHizmetIdler} isaret={f.alan('hizmetIdler')} hata={f.hata('hizmetIdler')} />
        {hizmetIdler.length > 0 && basDk !== null && (
          <p className="rt-ozet" data-testid="olustur-ozet">{t('randevu.takvim.ozet', { bas: saat, bit: saatMetni(basDk + ozet.sureDk), dk: ozet.sureDk, tutar: formatKurus(ozet.toplamKurus) })} · {b.gun(tarih)}</p>
        )}
        <TakvimSeriAlani seri={seri} />
        <TakvimSeriCakismalari seri={seri} saatDilimi={veri.saatDilimi} />
        <label className="field"><span>{t('randevu.takvim.notlar')}</span>
          <textarea className="input" rows={2} maxLength={1000} value={notlar} onChange={(e) => setNotlar(e.target.value)} {...f.alan('notlar')} data-testid="olustur-not" />{f.hata('notlar')}</label>
        {mesai && <MesaiUyarisi mesaj={mesai} onOnay={() => void kaydet(true)} onVazgec={() => setMesai(null)} />}
        <p className="field-error" role="alert" data-testid="olustur-hata">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="olustur-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
