import { useStore } from '@nanostores/react';
import { metin } from '@lib/menu/text';
import { KDV_ORANLARI, ODEME_YONTEMLERI, type KdvOrani } from '@lib/schemas/parametre';
import { $lang } from '@stores/language';
import { alanIsareti, Bolum, HataMetni, type BolumProps } from './ortak';
import { Secim } from './Secim';

/** Payment methods offered at the till (at least one; only those the platform allows). */
export function OdemeBolumu(p: BolumProps & { kapali: readonly string[] }) {
  const { t } = p;
  return (
    <Bolum id="odeme" baslik={t('parametre.bolum.odeme')}>
      <Secim alan="odemeYontemleri" legend={t('parametre.alan.odemeYontemleri')} deger={p.taslak.odemeYontemleri} hatalar={p.hatalar} salt={p.salt}
        secenekler={ODEME_YONTEMLERI.filter((value) => !p.kapali.includes(value) || p.taslak.odemeYontemleri.includes(value)).map((value) => ({ value, label: t(`parametre.odeme.${value}`) }))} ipucu={t('parametre.odemeHint')}
        onChange={(odemeYontemleri) => p.set({ odemeYontemleri })} />
    </Bolum>
  );
}

/** VAT rates in use, the default rate and a rate per top menu category (empty = the default). */
export function KdvBolumu(p: BolumProps) {
  const { t, taslak } = p;
  const lang = useStore($lang);
  const oran = (value: number) => t('parametre.kdv.oran', { oran: value });
  // a rate that is no longer in use stays selectable where it is still set, so the error can point at it
  const secilebilir = (mevcut: KdvOrani | null) => KDV_ORANLARI.filter((value) => taslak.kdvOranlari.includes(value) || value === mevcut);
  const kategoriKdv = (id: number, kdv: KdvOrani | null) => p.set({ kategoriler: taslak.kategoriler.map((k) => (k.id === id ? { ...k, kdv } : k)) });
  return (
    <Bolum id="kdv" baslik={t('parametre.bolum.kdv')}>
      <Secim alan="kdvOranlari" legend={t('parametre.alan.kdvOranlari')} deger={taslak.kdvOranlari} hatalar={p.hatalar} salt={p.salt}
        secenekler={KDV_ORANLARI.map((value) => ({ value, label: oran(value) }))} onChange={(kdvOranlari) => p.set({ kdvOranlari })} />
      <label className="field">
        <span>{t('parametre.alan.varsayilanKdv')}</span>
        <select className="input" name="varsayilanKdv" value={taslak.varsayilanKdv} disabled={p.salt} onChange={(event) => p.set({ varsayilanKdv: Number(event.target.value) as KdvOrani })}
          {...alanIsareti('varsayilanKdv', p.hatalar)} data-testid="prm-varsayilanKdv">
          {secilebilir(taslak.varsayilanKdv).map((value) => <option key={value} value={value}>{oran(value)}</option>)}
        </select>
        <HataMetni alan="varsayilanKdv" hatalar={p.hatalar} />
      </label>
      <div className="prm-kategoriler" role="group" aria-labelledby="prm-kategori-baslik" aria-describedby="prm-kategori-ipucu">
        <h3 id="prm-kategori-baslik">{t('parametre.kdv.kategoriler')}</h3>
        <small id="prm-kategori-ipucu" className="muted">{t('parametre.kdv.kategoriHint')}</small>
        {taslak.kategoriler.length === 0 ? <p className="muted" data-testid="prm-kategori-yok">{t('parametre.kdv.kategoriYok')}</p> : (
          <ul className="prm-kategori-listesi">
            {taslak.kategoriler.map((k) => {
              const id = `prm-kategori-${k.id}`;
              return (
                <li key={k.id}>
                  <label htmlFor={id}>{metin(k.ad, lang)}</label>
                  <select id={id} className="input" value={k.kdv ?? ''} disabled={p.salt} onChange={(event) => kategoriKdv(k.id, event.target.value === '' ? null : (Number(event.target.value) as KdvOrani))}
                    {...alanIsareti('kategoriKdv', p.hatalar)} data-testid={id}>
                    <option value="">{t('parametre.kdv.varsayilanSecenek', { oran: taslak.varsayilanKdv })}</option>
                    {secilebilir(k.kdv).map((value) => <option key={value} value={value}>{oran(value)}</option>)}
                  </select>
                </li>
              );
            })}
          </ul>
        )}
        <HataMetni alan="kategoriKdv" hatalar={p.hatalar} />
      </div>
    </Bolum>
  );
}
