/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../src/lib/i18n/languages';
import { formatKurus } from '../../src/lib/para';
import type { Api, Erisim, Kanal, Randevu, Slot } from './api';
import { saat, tarihSaat, telefonGecerli } from './format';
import { Adim, KodKutusu, Oneriler } from './parts';
import { Picker } from './Picker';
import { fill, type Metinler } from './texts';

interface Props { kanal: Kanal; api: Api; t: Metinler; lang: Lang; kapali: number[]; link: string | null }
type Mod = 'gor' | 'iptal' | 'ertele';

/** Lookup by code + phone or the manage link; cancel and reschedule only on a button press. */
export function Lookup({ kanal, api, t, lang, kapali, link }: Props) {
  const [erisim, setErisim] = useState<Erisim | null>(link ? { link } : null);
  const [randevu, setRandevu] = useState<Randevu | null>(null);
  const [form, setForm] = useState({ kod: '', tel: '' });
  const [hata, setHata] = useState('');
  const [mesaj, setMesaj] = useState('');
  const [mod, setMod] = useState<Mod>('gor');
  const [yeni, setYeni] = useState<Slot | null>(null);
  const [mesgul, setMesgul] = useState(false);
  const [oneriler, setOneriler] = useState<Slot[]>([]);

  const cagir = async (yol: string, govde: Erisim & { yeniBaslangic?: string }, basari = '') => {
    setMesgul(true);
    setHata('');
    setMesaj('');
    setOneriler([]);
    const y = await api<Randevu>(yol, govde);
    setMesgul(false);
    if (y.ok && y.data) {
      const { yeniBaslangic: _, ...ayni } = govde;
      setRandevu(y.data);
      setErisim(ayni);
      setMod('gor');
      setYeni(null);
      setMesaj(basari);
    } else {
      setHata(y.errorDetail ?? t.failed);
      if (y.errorCode === 'SLOT_TAKEN') setOneriler(y.sonrakiSlotlar ?? []);
    }
  };

  // opening a manage link only reads the appointment
  useEffect(() => { if (link) void cagir('sorgula', { link }); }, []);

  if (!randevu) {
    return (
      <Adim baslik={t.lookup} t={t} odak={false}>
        {link && mesgul && <p class="m" role="status">{t.loading}</p>}
        <form noValidate onSubmit={(e) => {
          e.preventDefault();
          if (!form.kod.trim() || !telefonGecerli(form.tel)) return setHata(!form.kod.trim() ? t.codeLabel : t.phoneInvalid);
          void cagir('sorgula', { kod: form.kod.trim(), telefon: form.tel });
        }}>
          <label for="b-kod">{t.codeLabel}</label>
          <input id="b-kod" autocomplete="off" autocapitalize="characters" spellcheck={false} value={form.kod} onInput={(e) => setForm({ ...form, kod: (e.currentTarget as HTMLInputElement).value })} />
          <label for="b-tel">{t.phone}</label>
          <input id="b-tel" type="tel" autocomplete="tel" inputMode="tel" placeholder="05xx xxx xx xx" aria-describedby="b-tel-i" value={form.tel}
            onInput={(e) => setForm({ ...form, tel: (e.currentTarget as HTMLInputElement).value })} />
          <p id="b-tel-i" class="m">{t.phoneHint}</p>
          {hata && <p class="hata" role="alert">{hata}</p>}
          <div class="alt"><button type="submit" class="ana" aria-disabled={mesgul}>{mesgul ? t.loading : t.find}</button></div>
        </form>
      </Adim>
    );
  }

  const tz = randevu.saatDilimi || kanal.saatDilimi;
  const acik = randevu.degistirilebilir;
  return (
    <Adim baslik={t.appointment} t={t}>
      <div class="tamam" data-durum={randevu.durum}>
        <p><span class={`rozet d-${randevu.durum}`}>{t[`s_${randevu.durum}` as keyof Metinler] ?? randevu.durum}</span></p>
        <KodKutusu kod={randevu.kod} t={t} />
        <dl>
          <dt>{t.when}</dt><dd>{tarihSaat(randevu.baslangic, tz, lang)} – {saat(randevu.bitis, tz, lang)}</dd>
          <dt>{t.svc}</dt><dd>{randevu.hizmetler.map((h) => h.ad).join(', ')}</dd>
          <dt>{t.who}</dt><dd>{randevu.personel.ad}</dd>
          <dt>{t.total}</dt><dd>{formatKurus(randevu.toplamKurus)}</dd>
        </dl>
        <p class="sr" role="status">{mesaj}</p>
        {mesaj && <p class="uyari" aria-hidden="true">{mesaj}</p>}
        {hata && <p class="hata" role="alert">{hata}</p>}
        {(randevu.durum === 'beklemede' || randevu.durum === 'onaylandi') && (
          <p class="m">{acik ? fill(t.until, { t: tarihSaat(randevu.degisiklikSonZamani, tz, lang) }) : t.locked}</p>
        )}
        {acik && erisim && mod === 'gor' && (
          <div class="alt">
            <button type="button" onClick={() => setMod('iptal')}>{t.cancel}</button>
            <button type="button" class="ana" onClick={() => setMod('ertele')}>{t.reschedule}</button>
          </div>
        )}
        {acik && erisim && mod === 'iptal' && (
          <div class="onayk" role="group" aria-label={t.cancelAsk}>
            <p>{t.cancelAsk}</p>
            <div class="alt">
              <button type="button" class="tehlike" aria-disabled={mesgul} onClick={() => !mesgul && void cagir('randevular/iptal', erisim, t.cancelled)}>{t.cancelYes}</button>
              <button type="button" onClick={() => setMod('gor')}>{t.keep}</button>
            </div>
          </div>
        )}
      </div>
      {acik && erisim && mod === 'ertele' && (
        <div>
          <h3>{t.moveTo}</h3>
          <Picker api={api} t={t} lang={lang} tz={tz} ileriGun={kanal.ayarlar.ileriGun} kapali={kapali} hizmetIdler={randevu.hizmetler.map((h) => h.id)}
            personel={randevu.personel.id} secili={yeni?.baslangicMs ?? null} onSec={setYeni} />
          <Oneriler slotlar={oneriler} t={t} etiket={(s) => tarihSaat(s.baslangicMs, tz, lang)} onSec={(s) => { setYeni(s); setOneriler([]); setHata(''); }} />
          <div class="alt">
            {yeni && (
              <button type="button" class="ana" aria-disabled={mesgul} onClick={() => !mesgul && void cagir('randevular/ertele', { ...erisim, yeniBaslangic: new Date(yeni.baslangicMs).toISOString() }, t.moved)}>
                {fill(t.moveConfirm, { t: tarihSaat(yeni.baslangicMs, tz, lang) })}
              </button>
            )}
            <button type="button" onClick={() => { setMod('gor'); setYeni(null); }}>{t.keep}</button>
          </div>
        </div>
      )}
    </Adim>
  );
}
