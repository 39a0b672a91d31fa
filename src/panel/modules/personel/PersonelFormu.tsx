import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiCallError, hataMetni } from '@api/client';
import { personelKayitApi, type PersonelKaydi, type PersonelKayitListesi } from '@api/personel';
import { useFotoYukle } from '@panel/ui/useFotoYukle';
import { PersonelKaydiSchema, personelAlanHatalari, UNVAN_ONERILERI, VARSAYILAN_PERSONEL_RENGI, type PersonelAlani } from '@lib/schemas/personel';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { RENK_PALETI } from '@lib/schemas/personel';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Avatar } from '@panel/ui/Avatar';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { useTx, type Tx } from './ortak';

interface Taslak {
  ad: string; telefon: string; email: string; unvan: string; baslamaTarihi: string; aktif: boolean; ayrilmaTarihi: string;
  foto: string | null; renk: string; notlar: string; kullaniciId: string;
}
type Hatalar = Partial<Record<PersonelAlani, string>>;

/** Form order: the first invalid field in this order gets the focus. */
const ALAN_SIRASI: readonly PersonelAlani[] = ['ad', 'unvan', 'telefon', 'email', 'baslamaTarihi', 'aktif', 'ayrilmaTarihi', 'foto', 'renk', 'kullaniciId', 'notlar'];
/** API error codes that belong to one field. */
const KOD_ALANI: Record<string, PersonelAlani> = { ACCOUNT_LINKED: 'kullaniciId', NOT_FOUND: 'kullaniciId', IMAGE_KEY_INVALID: 'foto' };

const taslakYap = (p: PersonelKaydi | null): Taslak => ({
  ad: p?.ad ?? '', telefon: p?.telefon ? telefonGoster(p.telefon) : '', email: p?.email ?? '', unvan: p?.unvan ?? '', baslamaTarihi: p?.baslamaTarihi ?? '',
  aktif: p?.aktif ?? true, ayrilmaTarihi: p?.ayrilmaTarihi ?? '', foto: p?.foto ?? null, renk: p?.renk ?? VARSAYILAN_PERSONEL_RENGI, notlar: p?.notlar ?? '',
  kullaniciId: p?.kullaniciId ? String(p.kullaniciId) : '',
});

const bugun = () => new Date().toISOString().slice(0, 10);

/** Add/edit one person of the register: every invalid field is marked, the first one gets the focus. */
export function PersonelFormu({ kisi, liste, onClose, onSaved }: { kisi: PersonelKaydi | null; liste: PersonelKayitListesi; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [taslak, setTaslak] = useState<Taslak>(() => taslakYap(kisi));
  const [hatalar, setHatalar] = useState<Hatalar>({});
  const [formHatasi, setFormHatasi] = useState<string | null>(null);
  const set = (patch: Partial<Taslak>) => setTaslak((current) => ({ ...current, ...patch }));

  const hataId = (alan: PersonelAlani) => `${id}-${alan}-hata`;
  const isaret = (alan: PersonelAlani, ipucu?: string) => ({
    'data-alan': alan,
    'aria-invalid': hatalar[alan] ? (true as const) : undefined,
    'aria-describedby': [hatalar[alan] ? hataId(alan) : '', ipucu ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const HataMetni = ({ alan }: { alan: PersonelAlani }) => (hatalar[alan] ? <span id={hataId(alan)} className="field-error" data-testid={`prs-hata-${alan}`}>{hatalar[alan]}</span> : null);

  function odakla(yeni: Hatalar) {
    const ilk = ALAN_SIRASI.find((alan) => yeni[alan]);
    if (ilk) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-alan="${ilk}"]`)?.focus());
  }

  // accounts linked to someone else are not offered; the current link stays even if that account has left the venue
  const bagli = new Set(liste.personeller.filter((p) => p.id !== kisi?.id && p.kullaniciId !== null).map((p) => p.kullaniciId));
  const hesaplar = [{ value: '', label: t('personel.form.hesapYok') }, ...liste.hesaplar.filter((h) => !bagli.has(h.id)).map((h) => ({ value: String(h.id), label: h.adSoyad }))];
  if (kisi?.kullaniciId && !liste.hesaplar.some((h) => h.id === kisi.kullaniciId)) hesaplar.push({ value: String(kisi.kullaniciId), label: t('personel.form.hesapEski', { ad: kisi.kullaniciAd ?? '' }) });

  const { yukleniyor, sec: foto } = useFotoYukle((blob) => personelKayitApi.fotoYukle(blob), (anahtar) => set({ foto: anahtar }));

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const govde = { ...taslak, kullaniciId: taslak.kullaniciId ? Number(taslak.kullaniciId) : null };
    const parsed = v.safeParse(PersonelKaydiSchema, govde);
    if (!parsed.success) {
      const yeni = Object.fromEntries(Object.entries(personelAlanHatalari(parsed.issues)).map(([alan, key]) => [alan, cevir(t, key)])) as Hatalar;
      setHatalar(yeni);
      setFormHatasi(t('personel.form.formHata', { sayi: Object.keys(yeni).length }));
      return odakla(yeni);
    }
    setHatalar({});
    setFormHatasi(null);
    try {
      const sonuc = await withLoader(() => personelKayitApi.kaydet(kisi?.id ?? null, govde));
      if (kisi?.aktif && !sonuc.aktif && sonuc.randevuProfili && sonuc.gelecekRandevu > 0) {
        toast('warning', t('personel.form.ayrildiUyari', { ad: sonuc.ad, sayi: sonuc.gelecekRandevu }), undefined, 8000);
      } else toast('success', kisi ? t('common.saved') : t('personel.form.eklendi'));
      onSaved();
    } catch (caught) {
      const alan = caught instanceof ApiCallError ? KOD_ALANI[caught.errorCode] : undefined;
      if (alan) {
        setHatalar({ [alan]: hataMetni(caught) });
        odakla({ [alan]: hataMetni(caught) });
      } else setFormHatasi(hataMetni(caught));
    }
  }

  const paletteVar = RENK_PALETI.some(([hex]) => hex === taslak.renk);
  return (
    <Dialog title={kisi ? t('personel.form.edit') : t('personel.form.add')} open onClose={onClose} wide>
      <form ref={formRef} className="form prs-form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="prs-form">
        <div className="prs-photo">
          <Avatar ad={taslak.ad || '?'} renk={taslak.renk} foto={taslak.foto} size={72} />
          <div className="prs-photo-actions">
            <span className="prs-label">{t('personel.form.foto')}</span>
            <div className="row-actions">
              <label className="btn btn-small prs-upload">
                <Icon name="plus" size={16} />{taslak.foto ? t('personel.form.fotoDegistir') : t('personel.form.fotoYukle')}
                <input type="file" accept="image/*" className="sr-only" disabled={yukleniyor} data-testid="prs-form-foto" {...isaret('foto', `${id}-foto-ipucu`)}
                  onChange={(event) => { void foto(event.target.files?.[0]); event.target.value = ''; }} />
              </label>
              {taslak.foto && <button type="button" className="btn btn-small" onClick={() => set({ foto: null })}>{t('personel.form.fotoKaldir')}</button>}
            </div>
            <small className="muted" id={`${id}-foto-ipucu`}>{t('personel.form.fotoHint')}</small>
            <HataMetni alan="foto" />
          </div>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('personel.form.ad')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" name="ad" required maxLength={80} autoComplete="off" value={taslak.ad} onChange={(e) => set({ ad: e.target.value })} data-testid="prs-form-ad" {...isaret('ad')} />
            <HataMetni alan="ad" />
          </label>
          <label className="field"><span>{t('personel.form.unvan')}</span>
            <input className="input" name="unvan" maxLength={60} list={`${id}-unvanlar`} autoComplete="off" value={taslak.unvan} onChange={(e) => set({ unvan: e.target.value })} data-testid="prs-form-unvan" {...isaret('unvan', `${id}-unvan-ipucu`)} />
            <datalist id={`${id}-unvanlar`}>{UNVAN_ONERILERI.map((u) => <option key={u} value={t(`personel.unvan.${u}`)} />)}</datalist>
            <small className="muted" id={`${id}-unvan-ipucu`}>{t('personel.form.unvanHint')}</small>
            <HataMetni alan="unvan" />
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('personel.form.telefon')}</span>
            <input className="input" name="telefon" type="tel" inputMode="tel" autoComplete="off" value={taslak.telefon} onChange={(e) => set({ telefon: e.target.value })} data-testid="prs-form-telefon" {...isaret('telefon', `${id}-tel-ipucu`)} />
            <small className="muted" id={`${id}-tel-ipucu`}>{t('personel.form.telefonHint')}</small>
            <HataMetni alan="telefon" />
          </label>
          <label className="field"><span>{t('personel.form.email')}</span>
            <input className="input" name="email" type="email" autoComplete="off" value={taslak.email} onChange={(e) => set({ email: e.target.value })} data-testid="prs-form-email" {...isaret('email')} />
            <HataMetni alan="email" />
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('personel.form.baslama')}</span>
            <input className="input" name="baslamaTarihi" type="date" value={taslak.baslamaTarihi} onChange={(e) => set({ baslamaTarihi: e.target.value })} data-testid="prs-form-baslama" {...isaret('baslamaTarihi')} />
            <HataMetni alan="baslamaTarihi" />
          </label>
          <fieldset className="prs-durum">
            <legend>{t('personel.form.durum')}</legend>
            <label className="check"><input type="radio" name="durum" checked={taslak.aktif} onChange={() => set({ aktif: true })} data-testid="prs-form-calisiyor" {...isaret('aktif')} />{t('personel.form.calisiyor')}</label>
            <label className="check"><input type="radio" name="durum" checked={!taslak.aktif} onChange={() => set({ aktif: false, ayrilmaTarihi: taslak.ayrilmaTarihi || bugun() })} data-testid="prs-form-ayrildi" />{t('personel.form.ayrildi')}</label>
          </fieldset>
        </div>
        {!taslak.aktif && (
          <div className="prs-ayrilma">
            <label className="field"><span>{t('personel.form.ayrilma')}<span className="req" aria-hidden="true"> *</span></span>
              <input className="input" name="ayrilmaTarihi" type="date" required min={taslak.baslamaTarihi || undefined} value={taslak.ayrilmaTarihi} onChange={(e) => set({ ayrilmaTarihi: e.target.value })} data-testid="prs-form-ayrilma" {...isaret('ayrilmaTarihi', `${id}-ayrilma-ipucu`)} />
              <HataMetni alan="ayrilmaTarihi" />
            </label>
            <p className="prs-not" id={`${id}-ayrilma-ipucu`}><Icon name="calendar" size={16} />{t('personel.form.ayrilmaHint')}</p>
          </div>
        )}
        <fieldset className="prs-colors">
          <legend>{t('personel.form.renk')}</legend>
          {RENK_PALETI.map(([hex, ad]) => (
            <label key={hex} className={`prs-swatch${taslak.renk === hex ? ' on' : ''}`} style={{ background: hex }} title={t(`personel.renk.${ad}`)}>
              <input type="radio" name="renk" value={hex} checked={taslak.renk === hex} onChange={() => set({ renk: hex })} className="sr-only" {...(hex === RENK_PALETI[0][0] ? isaret('renk') : {})} />
              <span className="sr-only">{t(`personel.renk.${ad}`)}</span>
              {taslak.renk === hex && <span aria-hidden="true" className="prs-swatch-check">✓</span>}
            </label>
          ))}
          <label className={`prs-custom${paletteVar ? '' : ' on'}`}>
            <input type="color" value={taslak.renk} onChange={(e) => set({ renk: e.target.value.toLowerCase() })} />
            <span>{t('personel.form.renkOzel')}</span>
          </label>
          <HataMetni alan="renk" />
        </fieldset>
        <div data-alan="kullaniciId" tabIndex={-1} className="prs-hesap">
          <Dropdown label={t('personel.form.hesap')} searchable={hesaplar.length > 6} value={taslak.kullaniciId} options={hesaplar} onChange={(kullaniciId) => set({ kullaniciId })} name="kullaniciId" error={hatalar.kullaniciId ?? null} />
          <small className="muted">{t('personel.form.hesapHint')}</small>
        </div>
        <label className="field"><span>{t('personel.form.notlar')}</span>
          <textarea className="input" name="notlar" rows={3} maxLength={1000} value={taslak.notlar} onChange={(e) => set({ notlar: e.target.value })} data-testid="prs-form-notlar" {...isaret('notlar')} />
          <HataMetni alan="notlar" />
        </label>
        <p className="field-error" role="alert" data-testid="prs-form-hata">{formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={yukleniyor} data-testid="prs-form-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** A schema message key in the user's language (free text never reaches the screen). */
function cevir(t: Tx, key: string): string {
  return t(key.includes(' ') ? 'error.invalidInput' : key);
}
