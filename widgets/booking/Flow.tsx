/** @jsxImportSource preact */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Lang } from '../../src/lib/i18n/languages';
import { formatKurus } from '../../src/lib/para';
import { anahtarUret, type Api, type Kanal, type Olusan, type Slot } from './api';
import { tarihSaat, telefonGecerli } from './format';
import { Picker } from './Picker';
import { Adim, Oneriler, Sonuc } from './parts';
import type { Metinler } from './texts';

export interface FlowProps {
  kanal: Kanal;
  api: Api;
  t: Metinler;
  lang: Lang;
  origin: string;
  kapali: number[];
  kaynak: 'online' | 'widget';
  onOlustu: (o: Olusan) => void;
}

type Hatalar = Partial<Record<'ad' | 'tel' | 'onay', string>>;

/** services → staff or any → date and slot → details and consent → confirmation with the code. */
export function Flow({ kanal, api, t, lang, origin, kapali, kaynak, onOlustu }: FlowProps) {
  const [adim, setAdim] = useState(0);
  const [hizmetIdler, setHizmetIdler] = useState<number[]>([]);
  const [personel, setPersonel] = useState<'any' | number>('any');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [form, setForm] = useState({ ad: '', tel: '', email: '', onay: false, sms: false });
  const [hatalar, setHatalar] = useState<Hatalar>({});
  const [gonderiyor, setGonderiyor] = useState(false);
  const [sunucuHata, setSunucuHata] = useState('');
  const [oneriler, setOneriler] = useState<Slot[]>([]);
  const [sonuc, setSonuc] = useState<Olusan | null>(null);
  // the venue's public pages (its privacy notice, the waitlist join page)
  const sayfa = `${origin}/${encodeURIComponent(kanal.firmaAdi)}`;
  const [gecis, setGecis] = useState(false);
  // the booking page's ?k= (a follow-up message's link) fills in who the customer is; a bad one leaves the empty
  // form (the page itself says so: src/components/booking/sayfa.ts)
  useEffect(() => {
    const k = new URLSearchParams(location.search).get('k');
    // the token is URL-safe base64: nothing to encode; the phone comes as +90… (telefonGecerli takes it)
    if (k) void api<{ adSoyad: string; telefon: string }>('onbilgi?k=' + k).then(({ data }) => data && setForm((f) => ({ ...f, ad: data.adSoyad, tel: data.telefon })));
  }, []);
  const tz = kanal.saatDilimi;
  // the words around the link to the venue's notice (/{FirmaAdi}/kvkk)
  const [on, son] = t.consent.split('{a}');

  const secilenler = kanal.hizmetler.filter((h) => hizmetIdler.includes(h.id));
  const sure = secilenler.reduce((a, h) => a + h.sureDk, 0);
  const fiyat = secilenler.reduce((a, h) => a + h.fiyatKurus, 0);
  const personeller = useMemo(() => kanal.personeller.filter((p) => hizmetIdler.every((id) => p.hizmetIdler.includes(id))), [kanal, hizmetIdler]);
  const personelAdi = (id: number) => kanal.personeller.find((p) => p.id === id)?.ad ?? '';

  const git = (n: number) => {
    setSunucuHata('');
    setGecis(true);
    setAdim(n);
  };

  const gonder = async (e: Event) => {
    e.preventDefault();
    const h: Hatalar = {};
    if (form.ad.trim().length < 2) h.ad = t.nameInvalid;
    if (!telefonGecerli(form.tel)) h.tel = t.phoneInvalid;
    if (!form.onay) h.onay = t.consentRequired;
    setHatalar(h);
    if (Object.keys(h).length > 0 || !slot || gonderiyor) {
      const ilk = (e.currentTarget as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid=true]');
      ilk?.focus();
      return;
    }
    setGonderiyor(true);
    setSunucuHata('');
    setOneriler([]);
    const y = await api<Olusan>('randevular', {
      hizmetIdler, personelId: personel === 'any' ? null : personel, baslangic: new Date(slot.baslangicMs).toISOString(),
      adSoyad: form.ad.trim(), telefon: form.tel, email: form.email.trim(), kvkkOnay: true, pazarlamaSms: form.sms, kaynak,
    }, { 'Idempotency-Key': anahtarUret() });
    setGonderiyor(false);
    if (y.ok && y.data) {
      setSonuc(y.data);
      setAdim(4);
      onOlustu(y.data);
      return;
    }
    setSunucuHata(y.errorDetail ?? t.failed);
    if (y.errorCode === 'SLOT_TAKEN') setOneriler(y.sonrakiSlotlar ?? []);
  };

  const ozet = (
    <ul class="oz">
      {secilenler.length > 0 && adim > 0 && <li>{secilenler.map((h) => h.ad).join(', ')} · {sure} {t.min} · {formatKurus(fiyat)}</li>}
      {adim > 1 && <li>{personel === 'any' ? t.any : personelAdi(personel)}</li>}
      {adim > 2 && slot && <li>{tarihSaat(slot.baslangicMs, tz, lang)}</li>}
    </ul>
  );

  if (adim === 4 && sonuc) {
    return <Sonuc sonuc={sonuc} kanal={kanal} t={t} lang={lang} origin={origin} hizmetAdlari={secilenler.map((h) => h.ad).join(', ')} personelAdi={personelAdi(sonuc.personelId)} onYeni={() => {
      setSonuc(null);
      setSlot(null);
      setHizmetIdler([]);
      git(0);
    }} />;
  }

  return (
    <>
      {adim === 0 && (
        <Adim baslik={t.services} adimNo={1} t={t} odak={gecis}>
          <fieldset>
            <legend class="sr">{t.services}</legend>
            <ul class="sec">
              {kanal.hizmetler.map((h) => (
                <li key={h.id}>
                  <label class="kart">
                    <input type="checkbox" checked={hizmetIdler.includes(h.id)} onChange={(e) => {
                      const acik = (e.currentTarget as HTMLInputElement).checked;
                      setHizmetIdler((l) => (acik ? (l.length < 5 ? [...l, h.id] : l) : l.filter((x) => x !== h.id)));
                    }} />
                    <span class="ad">{h.ad}</span>
                    <span class="m">{h.sureDk} {t.min} · {formatKurus(h.fiyatKurus)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div class="alt">
            <button type="button" class="ana" disabled={hizmetIdler.length === 0} onClick={() => {
              if (personel !== 'any' && !personeller.some((p) => p.id === personel)) setPersonel('any');
              git(1);
            }}>{t.next}</button>
          </div>
        </Adim>
      )}
      {adim === 1 && (
        <Adim baslik={t.staff} adimNo={2} t={t} ozet={ozet} onGeri={() => git(0)}>
          {personeller.length === 0 ? <p role="alert">{t.noStaff}</p> : (
            <fieldset>
              <legend class="sr">{t.staff}</legend>
              <ul class="sec">
                {[{ id: 'any' as const, ad: t.any }, ...personeller].map((p) => (
                  <li key={p.id}>
                    <label class="kart">
                      <input type="radio" name="personel" checked={personel === p.id} onChange={() => setPersonel(p.id)} />
                      <span class="ad">{p.ad}</span>
                      {p.id === 'any' && <span class="m">{t.anyHint}</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <div class="alt">
            <button type="button" class="ana" disabled={personeller.length === 0} onClick={() => { setSlot(null); git(2); }}>{t.next}</button>
          </div>
        </Adim>
      )}
      {adim === 2 && (
        <Adim baslik={t.date} adimNo={3} t={t} ozet={ozet} onGeri={() => git(1)}>
          <Picker api={api} t={t} lang={lang} tz={tz} ileriGun={kanal.ayarlar.ileriGun} kapali={kapali} hizmetIdler={hizmetIdler} personel={personel}
            secili={slot?.baslangicMs ?? null} onSec={(s) => { setSlot(s); git(3); }}
            bekle={`${sayfa}/${encodeURIComponent(kanal.firmaKey)}/randevu/bekleme?k=${kaynak}&`} />
        </Adim>
      )}
      {adim === 3 && slot && (
        <Adim baslik={t.details} adimNo={4} t={t} ozet={ozet} onGeri={() => git(2)}>
          <form noValidate onSubmit={gonder}>
            <label for="b-ad">{t.name}</label>
            <input id="b-ad" autocomplete="name" value={form.ad} aria-invalid={!!hatalar.ad} aria-describedby={hatalar.ad ? 'b-ad-h' : undefined}
              onInput={(e) => setForm({ ...form, ad: (e.currentTarget as HTMLInputElement).value })} />
            {hatalar.ad && <p id="b-ad-h" class="hata">{hatalar.ad}</p>}
            <label for="b-tel">{t.phone}</label>
            <input id="b-tel" type="tel" autocomplete="tel" inputMode="tel" placeholder="05xx xxx xx xx" value={form.tel} aria-invalid={!!hatalar.tel}
              aria-describedby={hatalar.tel ? 'b-tel-h b-tel-i' : 'b-tel-i'} onInput={(e) => setForm({ ...form, tel: (e.currentTarget as HTMLInputElement).value })} />
            <p id="b-tel-i" class="m">{t.phoneHint}</p>
            {hatalar.tel && <p id="b-tel-h" class="hata">{hatalar.tel}</p>}
            <label for="b-email">{t.email}</label>
            <input id="b-email" type="email" autocomplete="email" value={form.email} onInput={(e) => setForm({ ...form, email: (e.currentTarget as HTMLInputElement).value })} />
            <p class="kvkk m" id="b-kvkk">{t.kvkk}</p>
            <label class="onay">
              <input type="checkbox" checked={form.onay} aria-invalid={!!hatalar.onay} aria-describedby={hatalar.onay ? 'b-kvkk b-onay-h' : 'b-kvkk'}
                onChange={(e) => setForm({ ...form, onay: (e.currentTarget as HTMLInputElement).checked })} />
              <span>{on}<a href={`${sayfa}/kvkk`} target="_blank" rel="noopener">{t.notice}</a>{son}</span>
            </label>
            {hatalar.onay && <p id="b-onay-h" class="hata">{hatalar.onay}</p>}
            <label class="onay">
              <input type="checkbox" checked={form.sms} onChange={(e) => setForm({ ...form, sms: (e.currentTarget as HTMLInputElement).checked })} />
              <span>{t.sms}</span>
            </label>
            {sunucuHata && <p class="hata" role="alert">{sunucuHata}</p>}
            <Oneriler slotlar={oneriler} t={t} etiket={(s) => tarihSaat(s.baslangicMs, tz, lang)} onSec={(s) => { setSlot(s); setOneriler([]); setSunucuHata(''); }} />
            <div class="alt">
              <button type="submit" class="ana" aria-disabled={gonderiyor}>{gonderiyor ? t.sending : t.confirm}</button>
            </div>
          </form>
        </Adim>
      )}
    </>
  );
}
