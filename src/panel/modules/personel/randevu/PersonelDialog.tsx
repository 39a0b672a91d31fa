import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { useFotoYukle } from '@panel/ui/useFotoYukle';
import { metin } from '@lib/menu/text';
import { PersonelSchema, RENK_PALETI, VARSAYILAN_RENK } from '@lib/schemas/personel';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { CipSecimi } from '@panel/ui/CipSecimi';
import { personelApi, type Personel, type PersonelListesi } from '@api/personel';
import { Avatar } from '@panel/ui/Avatar';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useTx } from './ortak';
import '@styles/panel-ui.css';

interface Draft { ad: string; renk: string; foto: string | null; hizmetIdler: number[]; kullaniciId: string; aktif: boolean; online: boolean }

/** Add/edit one staff member: name, calendar colour, photo, services, linked operator account, active. */
export function PersonelDialog({ personel, liste, onClose, onSaved }: { personel: Personel | null; liste: PersonelListesi; onClose: () => void; onSaved: (id: number, yeni: boolean) => void }) {
  const t = useTx();
  const lang = useStore($lang);
  const [draft, setDraft] = useState<Draft>(() => personel
    ? { ad: personel.ad, renk: personel.renk, foto: personel.foto, hizmetIdler: personel.hizmetIdler, kullaniciId: personel.kullaniciId ? String(personel.kullaniciId) : '', aktif: personel.aktif, online: personel.online }
    : { ad: '', renk: VARSAYILAN_RENK, foto: null, hizmetIdler: [], kullaniciId: '', aktif: true, online: true });
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  // adding: a person of the staff register (/isletme/personel) without a profile, or a new person
  const kayitVar = !personel && liste.adaylar.length > 0;
  const [kaynak, setKaynak] = useState<'kayit' | 'yeni'>(kayitVar ? 'kayit' : 'yeni');
  const [adayId, setAdayId] = useState('');
  const kayittan = kayitVar && kaynak === 'kayit';
  function adaySec(value: string) {
    setAdayId(value);
    const aday = liste.adaylar.find((a) => String(a.id) === value);
    if (aday) setDraft({ ...draft, ad: aday.ad, renk: aday.renk, foto: aday.foto, kullaniciId: aday.kullaniciId ? String(aday.kullaniciId) : '' });
  }
  const adaySecenekleri = liste.adaylar.map((a) => ({ value: String(a.id), label: a.unvan ? `${a.ad} · ${a.unvan}` : a.ad }));

  // an account already linked to someone else is not offered (one staff member per account per venue)
  const bagliHesaplar = new Set(liste.personeller.filter((p) => p.id !== personel?.id && p.kullaniciId !== null).map((p) => p.kullaniciId));
  const hesapSecenekleri = [
    { value: '', label: t('personel.randevu.form.hesapYok') },
    ...liste.hesaplar.filter((h) => !bagliHesaplar.has(h.id)).map((h) => ({ value: String(h.id), label: h.adSoyad })),
  ];
  // the current link stays selectable even when that account is no longer an active member
  if (personel?.kullaniciId && !liste.hesaplar.some((h) => h.id === personel.kullaniciId)) {
    hesapSecenekleri.push({ value: String(personel.kullaniciId), label: t('personel.form.hizmetPasif', { ad: personel.kullaniciAd ?? String(personel.kullaniciId) }) });
  }
  const hizmetSecenekleri = liste.hizmetler
    .filter((h) => h.aktif || draft.hizmetIdler.includes(h.id))
    .map((h) => ({ value: h.id, label: h.aktif ? metin(h.ad, lang) : t('personel.form.hizmetPasif', { ad: metin(h.ad, lang) }) }));
  const paletteVar = RENK_PALETI.some(([hex]) => hex === draft.renk);

  const { yukleniyor, sec: foto } = useFotoYukle(personelApi.fotoYukle, (anahtar) => setDraft((current) => ({ ...current, foto: anahtar })));

  const f = useAlanHatalari(PersonelSchema, { ...draft, kullaniciId: draft.kullaniciId ? Number(draft.kullaniciId) : null, personelId: kayittan ? Number(adayId) : null }, {
    kodAlani: { ACCOUNT_LINKED: 'kullaniciId', IMAGE_KEY_INVALID: 'foto' },
    ek: (): Record<string, string> => (kayittan && !adayId ? { personelId: 'personel.form.kayitGerekli' } : {}),
  });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      const sonuc = await withLoader(() => personelApi.kaydet(personel?.id ?? null, body));
      toast('success', personel ? t('common.saved') : t('personel.form.hoursNext'));
      if (!body.aktif && personel?.aktif && sonuc.gelecekRandevu) toast('warning', t('personel.passiveWarn', { sayi: sonuc.gelecekRandevu }), undefined, 8000);
      onSaved(sonuc.id, !personel);
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={personel ? t('personel.randevu.form.edit') : t('personel.randevu.form.add')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="rp-form">
        {kayitVar && (
          <fieldset className="rp-colors" data-testid="rp-form-kaynak">
            <legend>{t('personel.form.kaynak')}</legend>
            <label className="check"><input type="radio" name="kaynak" checked={kaynak === 'kayit'} onChange={() => setKaynak('kayit')} data-testid="rp-form-kayittan" />{t('personel.form.kayittan')}</label>
            <label className="check"><input type="radio" name="kaynak" checked={kaynak === 'yeni'} onChange={() => { setKaynak('yeni'); setAdayId(''); set({ ad: '', foto: null, kullaniciId: '' }); }} data-testid="rp-form-yeni" />{t('personel.form.yeniKisi')}</label>
          </fieldset>
        )}
        {kayittan ? (
          <div data-testid="rp-form-aday" data-alan="personelId">
            <Dropdown label={t('personel.form.kayit')} required searchable={adaySecenekleri.length > 6} value={adayId} options={adaySecenekleri} onChange={adaySec} name="personelId" error={f.hataMetni('personelId')} />
            <small className="muted">{t('personel.form.kayitHint')}</small>
          </div>
        ) : (
          <label className="field"><span>{t('personel.form.ad')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" name="ad" required maxLength={80} autoComplete="off" value={draft.ad} onChange={(event) => set({ ad: event.target.value })} {...f.alan('ad')} data-testid="rp-form-ad" />
            {f.hata('ad')}
          </label>
        )}
        <div className="rp-photo">
          <Avatar ad={draft.ad || '?'} renk={draft.renk} foto={draft.foto} size={72} />
          <div className="rp-photo-actions">
            <span className="rp-label">{t('personel.form.foto')}</span>
            <div className="row-actions">
              <label className="btn btn-small qm-upload">
                <Icon name="plus" size={16} />{draft.foto ? t('personel.randevu.form.fotoDegistir') : t('personel.form.fotoYukle')}
                <input type="file" accept="image/*" className="sr-only" disabled={yukleniyor} data-testid="rp-form-foto" {...f.alan('foto')} onChange={(event) => { void foto(event.target.files?.[0]); event.target.value = ''; }} />
              </label>
              {draft.foto && <button type="button" className="btn btn-small" onClick={() => set({ foto: null })}>{t('personel.form.fotoKaldir')}</button>}
            </div>
            <small className="muted">{t('personel.randevu.form.fotoHint')}</small>
            {f.hata('foto')}
          </div>
        </div>
        <fieldset className="rp-colors">
          <legend>{t('personel.randevu.form.renk')}</legend>
          {RENK_PALETI.map(([hex, ad]) => (
            <label key={hex} className={`rp-swatch${draft.renk === hex ? ' on' : ''}`} style={{ background: hex }} title={t(`personel.renk.${ad}`)}>
              <input type="radio" name="renk" value={hex} checked={draft.renk === hex} onChange={() => set({ renk: hex })} className="sr-only" />
              <span className="sr-only">{t(`personel.renk.${ad}`)}</span>
              {draft.renk === hex && <span aria-hidden="true" className="rp-swatch-check">✓</span>}
            </label>
          ))}
          <label className={`rp-custom${paletteVar ? '' : ' on'}`}>
            <input type="color" value={draft.renk} onChange={(event) => set({ renk: event.target.value.toLowerCase() })} data-testid="rp-form-renk" />
            <span>{t('personel.form.renkOzel')}</span>
          </label>
        </fieldset>
        {hizmetSecenekleri.length > 0
          ? <CipSecimi legend={t('personel.form.hizmetler')} options={hizmetSecenekleri} value={draft.hizmetIdler} onChange={(hizmetIdler) => set({ hizmetIdler })} name="hizmetIdler" />
          : <p className="muted">{t('personel.form.hizmetYok')}</p>}
        <div data-alan="kullaniciId">
          <Dropdown label={t('personel.form.hesap')} searchable={hesapSecenekleri.length > 6} value={draft.kullaniciId} options={hesapSecenekleri} onChange={(kullaniciId) => set({ kullaniciId })} name="kullaniciId" error={f.hataMetni('kullaniciId')} />
          <small className="muted">{t('personel.randevu.form.hesapHint')}</small>
        </div>
        <label className="check"><input type="checkbox" checked={draft.aktif} onChange={(event) => set({ aktif: event.target.checked })} data-testid="rp-form-aktif" />{t('personel.form.aktif')}</label>
        <label className="check"><input type="checkbox" checked={draft.online} onChange={(event) => set({ online: event.target.checked })} data-testid="rp-form-online" />{t('personel.form.online')}</label>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={yukleniyor} data-testid="rp-form-save">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
