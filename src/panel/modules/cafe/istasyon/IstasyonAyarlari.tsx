import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { hataMetni } from '@api/client';
import { istasyonApi } from '@api/cafe/istasyon';
import type { IstasyonAyariCevabi } from '@lib/schemas/cafe/istasyon';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { useT } from '@panel/hooks';

const PARAMETRE = 'isletme:ayarlar:yonetim:parametre';
interface Satir { id: number | null; ad: string; yazdir: boolean; anahtar: string }
let sayac = 0;

/**
 * The venue parameters' stations section: kitchen and bar stations (name, 80 mm print), the age timer's amber and red
 * minutes, and the station of each category. Saved on its own (the list whole, then the categories whose route changed).
 */
export function IstasyonAyarlari() {
  const t = useT();
  const salt = !useStore($permissionSet).has(`${PARAMETRE}:guncelle`);
  const [ayar, setAyar] = useState<IstasyonAyariCevabi | null>(null);
  const [satirlar, setSatirlar] = useState<Satir[]>([]);
  const [sure, setSure] = useState({ sariDk: 8, kirmiziDk: 15 });
  const [yonler, setYonler] = useState<Record<number, number | null>>({});
  const [hata, setHata] = useState<string | null>(null);

  function doldur(a: IstasyonAyariCevabi) {
    setAyar(a);
    setSatirlar(a.istasyonlar.map((i) => ({ ...i, anahtar: `i${i.id}` })));
    setSure({ sariDk: a.sariDk, kirmiziDk: a.kirmiziDk });
    setYonler(Object.fromEntries(a.kategoriler.map((k) => [k.id, k.istasyonId])));
  }
  useEffect(() => void istasyonApi.ayarOku().then(doldur, (e) => setHata(hataMetni(e))), []);
  if (!ayar) return hata ? <p className="field-error" role="alert">{hata}</p> : null;

  async function kaydet() {
    setHata(null);
    try {
      const kayitli = await withLoader(() => istasyonApi.ayarKaydet({ istasyonlar: satirlar.map(({ id, ad, yazdir }) => ({ id, ad, yazdir })), ...sure }));
      // a category may be routed to a station just added: by its name in the saved list
      const idOf = (secim: number | null) => {
        if (secim === null || secim > 0) return secim;
        const ad = satirlar.find((s) => s.anahtar === `y${-secim}`)?.ad;
        return kayitli.istasyonlar.find((i) => i.ad === ad)?.id ?? null;
      };
      for (const k of kayitli.kategoriler) {
        const hedef = idOf(yonler[k.id] ?? null);
        if (hedef !== k.istasyonId && (hedef === null || kayitli.istasyonlar.some((i) => i.id === hedef))) await istasyonApi.yonlendir({ kategoriId: k.id, istasyonId: hedef });
      }
      doldur(await istasyonApi.ayarOku());
      toast('success', t('cafe.istasyon.ayar.kaydedildi'));
    } catch (e) {
      setHata(hataMetni(e));
    }
  }

  const secenekler = satirlar.filter((s) => s.ad.trim()).map((s) => ({ deger: s.id ?? -Number(s.anahtar.slice(1)), ad: s.ad }));
  const degis = (anahtar: string, yama: Partial<Satir>) => setSatirlar(satirlar.map((s) => (s.anahtar === anahtar ? { ...s, ...yama } : s)));
  return (
    <section className="card form prm-bolum ci-ayar" aria-labelledby="ci-ayar-baslik" data-testid="istasyon-ayar">
      <h2 id="ci-ayar-baslik">{t('cafe.istasyon.ayar.baslik')}</h2>
      <p className="muted">{t('cafe.istasyon.ayar.aciklama')}</p>
      <ul className="ci-ayar-liste">
        {satirlar.map((s, i) => (
          <li key={s.anahtar} className="ci-ayar-satir">
            <label className="field">
              <span>{t('cafe.istasyon.ayar.ad')}</span>
              <input className="input" value={s.ad} maxLength={40} disabled={salt} onChange={(e) => degis(s.anahtar, { ad: e.target.value })} data-testid={`istasyon-ad-${i}`} />
            </label>
            <label className="check"><input type="checkbox" checked={s.yazdir} disabled={salt} onChange={(e) => degis(s.anahtar, { yazdir: e.target.checked })} />{t('cafe.istasyon.ayar.yazdir')}</label>
            {!salt && <button type="button" className="btn" aria-label={t('cafe.istasyon.ayar.sil', { ad: s.ad })} onClick={() => setSatirlar(satirlar.filter((x) => x.anahtar !== s.anahtar))}>✕</button>}
          </li>
        ))}
      </ul>
      {!salt && <button type="button" className="btn" onClick={() => setSatirlar([...satirlar, { id: null, ad: '', yazdir: false, anahtar: `y${(sayac += 1)}` }])} data-testid="istasyon-ekle">{t('cafe.istasyon.ayar.ekle')}</button>}
      <div className="ci-ayar-sure">
        <label className="field"><span>{t('cafe.istasyon.ayar.sari')}</span>
          <input className="input" type="number" min={1} max={240} value={sure.sariDk} disabled={salt} onChange={(e) => setSure({ ...sure, sariDk: Number(e.target.value) })} data-testid="istasyon-sari" /></label>
        <label className="field"><span>{t('cafe.istasyon.ayar.kirmizi')}</span>
          <input className="input" type="number" min={1} max={240} value={sure.kirmiziDk} disabled={salt} onChange={(e) => setSure({ ...sure, kirmiziDk: Number(e.target.value) })} data-testid="istasyon-kirmizi" /></label>
      </div>
      {ayar.kategoriler.length > 0 && (
        <fieldset className="ci-ayar-kategoriler">
          <legend>{t('cafe.istasyon.ayar.kategoriler')}</legend>
          {ayar.kategoriler.map((k) => (
            <label key={k.id} className="field ci-ayar-kategori">
              <span>{k.ustId ? `— ${k.ad}` : k.ad}</span>
              <select className="input" value={String(yonler[k.id] ?? '')} disabled={salt} onChange={(e) => setYonler({ ...yonler, [k.id]: e.target.value === '' ? null : Number(e.target.value) })} data-testid={`kategori-istasyon-${k.id}`}>
                <option value="">{t(k.ustId ? 'cafe.istasyon.ayar.kategorininki' : 'cafe.istasyon.ayar.yok')}</option>
                {secenekler.map((o) => <option key={o.deger} value={o.deger}>{o.ad}</option>)}
              </select>
            </label>
          ))}
        </fieldset>
      )}
      <p className="field-error" role="alert">{hata}</p>
      {!salt && <div className="form-actions"><button type="button" className="btn btn-primary" onClick={() => void kaydet()} data-testid="istasyon-kaydet">{t('cafe.istasyon.ayar.kaydet')}</button></div>}
    </section>
  );
}
