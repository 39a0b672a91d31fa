import '@lib/i18n/personel';
import { useState, type FormEvent } from 'react';
import { personelApi, personelKayitApi } from '@api/personel';
import { PersonelKaydiSchema, PersonelSchema, type Personel, type PersonelGirdisi, type PersonelKaydi, type PersonelKayitListesi, type PersonelListesi } from '@lib/schemas/personel';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useFotoYukle } from '@panel/ui/useFotoYukle';
import { useTx } from '@panel/modules/personel/ortak';
import { KayitAlanlari, NotAlani } from './KayitAlanlari';
import { AdAlani, FotoAlani, HesapAlani, RenkAlani } from './OrtakAlanlar';
import { AdaySecimi, HizmetAlani, KaynakSecimi, ProfilDurumu, type Kaynak } from './ProfilAlanlari';
import { metinAnahtari, taslakYap, type AlanOrtami, type Taslak } from './taslak';

type Ortak = { onClose: () => void };
/** The staff register's person (/isletme/personel). */
type KayitFormu = Ortak & { tur: 'kayit'; kisi: PersonelKaydi | null; liste: PersonelKayitListesi; onSaved: () => void };
/** The appointment module's staff member (/isletme/randevutakip/personel); a new one goes on to their hours. */
type RandevuFormu = Ortak & { tur: 'randevu'; kisi: Personel | null; liste: PersonelListesi; onSaved: (id: number, yeni: boolean) => void };

/** Test ids as each screen's tests know them. */
const TEST_ID = { kayit: { onek: 'prs', kaydet: 'prs-form-kaydet' }, randevu: { onek: 'rp', kaydet: 'rp-form-save' } } as const;

/**
 * The one staff form, for both screens that edit a person: shared fields (name, photo, colour, account) plus each
 * screen's own. Every invalid field is marked and the first one focused; nothing is sent until the form is valid.
 */
export function PersonelFormu(props: KayitFormu | RandevuFormu) {
  const { tur, kisi, onClose } = props;
  const t = useTx();
  const [taslak, setTaslak] = useState<Taslak>(() => taslakYap(kisi));
  const set = (patch: Partial<Taslak>) => setTaslak((current) => ({ ...current, ...patch }));
  // adding on the appointment screen: a person of the register without a profile, or a new person
  const adaylar = props.tur === 'randevu' && !kisi ? props.liste.adaylar : [];
  const [kaynak, setKaynak] = useState<'kayit' | 'yeni'>(adaylar.length > 0 ? 'kayit' : 'yeni');
  const [adayId, setAdayId] = useState('');
  const k: Kaynak = { kayittan: adaylar.length > 0 && kaynak === 'kayit', kaynak, setKaynak, adayId, setAdayId };

  const kullaniciId = taslak.kullaniciId ? Number(taslak.kullaniciId) : null;
  const kayitGovdesi = { ad: taslak.ad, telefon: taslak.telefon, email: taslak.email, unvan: taslak.unvan, baslamaTarihi: taslak.baslamaTarihi, aktif: taslak.aktif, ayrilmaTarihi: taslak.ayrilmaTarihi, foto: taslak.foto, renk: taslak.renk, notlar: taslak.notlar, kullaniciId };
  const profilGovdesi = { ad: taslak.ad, renk: taslak.renk, foto: taslak.foto, hizmetIdler: taslak.hizmetIdler, kullaniciId, aktif: taslak.aktif, online: taslak.online, personelId: k.kayittan ? Number(adayId) : null };
  const f = useAlanHatalari(tur === 'kayit' ? PersonelKaydiSchema : PersonelSchema, tur === 'kayit' ? kayitGovdesi : profilGovdesi, tur === 'kayit'
    ? { kodAlani: { ACCOUNT_LINKED: 'kullaniciId', NOT_FOUND: 'kullaniciId', IMAGE_KEY_INVALID: 'foto' }, hataTestId: 'prs-hata', formHataMetni: (sayi) => t('personel.form.formHata', { sayi }) }
    : { kodAlani: { ACCOUNT_LINKED: 'kullaniciId', IMAGE_KEY_INVALID: 'foto' }, ek: (): Record<string, string> => (k.kayittan && !adayId ? { personelId: 'personel.form.kayitGerekli' } : {}) });
  const yukleme = useFotoYukle(tur === 'kayit' ? personelKayitApi.fotoYukle : personelApi.fotoYukle, (anahtar) => set({ foto: anahtar }));
  // the register marks fields on save only, as it always has: a message appearing when a field is left would move
  // the radio or button being clicked next
  const alan = tur === 'kayit' ? (ad: string, ipucu?: string) => ({ ...f.alan(ad, ipucu), onBlur: undefined }) : f.alan;
  const o: AlanOrtami = { tur, taslak, set, f, alan, t, onek: TEST_ID[tur].onek, metin: metinAnahtari(tur) };

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      if (props.tur === 'kayit') {
        const sonuc = await withLoader(() => personelKayitApi.kaydet(kisi?.id ?? null, kayitGovdesi));
        if (kisi?.aktif && !sonuc.aktif && sonuc.randevuProfili && sonuc.gelecekRandevu > 0) {
          toast('warning', t('personel.form.ayrildiUyari', { ad: sonuc.ad, sayi: sonuc.gelecekRandevu }), undefined, 8000);
        } else toast('success', kisi ? t('common.saved') : t('personel.form.eklendi'));
        props.onSaved();
      } else {
        const sonuc = await withLoader(() => personelApi.kaydet(kisi?.id ?? null, body as PersonelGirdisi));
        toast('success', kisi ? t('common.saved') : t('personel.form.hoursNext'));
        if (!taslak.aktif && kisi?.aktif && sonuc.gelecekRandevu) toast('warning', t('personel.passiveWarn', { sayi: sonuc.gelecekRandevu }), undefined, 8000);
        props.onSaved(sonuc.id, !kisi);
      }
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const hesap = props.tur === 'kayit'
    ? <HesapAlani o={o} hesaplar={props.liste.hesaplar} kisiler={props.liste.personeller} kisi={props.kisi} eskiHesap={(h) => t('personel.form.hesapEski', { ad: h.kullaniciAd ?? '' })} />
    : <HesapAlani o={o} hesaplar={props.liste.hesaplar} kisiler={props.liste.personeller} kisi={props.kisi} eskiHesap={(h) => t('personel.form.hizmetPasif', { ad: h.kullaniciAd ?? String(h.kullaniciId) })} />;
  return (
    <Dialog title={t(o.metin(kisi ? 'form.edit' : 'form.add'))} open onClose={onClose} wide={tur === 'kayit'}>
      <form ref={f.formRef} className="form prs-form" onSubmit={(event) => void kaydet(event)} noValidate data-testid={`${o.onek}-form`}>
        {props.tur === 'kayit' ? (
          <>
            <FotoAlani o={o} yukleme={yukleme} />
            <KayitAlanlari o={o} />
            <RenkAlani o={o} />
            {hesap}
            <NotAlani o={o} />
          </>
        ) : (
          <>
            {adaylar.length > 0 && <KaynakSecimi o={o} k={k} />}
            {k.kayittan ? <AdaySecimi o={o} k={k} adaylar={adaylar} /> : <AdAlani o={o} />}
            <FotoAlani o={o} yukleme={yukleme} />
            <RenkAlani o={o} />
            <HizmetAlani o={o} hizmetler={props.liste.hizmetler} />
            {hesap}
            <ProfilDurumu o={o} />
          </>
        )}
        <p className="field-error" role="alert" data-testid={`${o.onek}-form-hata`}>{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={yukleme.yukleniyor} data-testid={TEST_ID[tur].kaydet}>{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
