import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import { GUN_TUTAR_MAX_KURUS, type DuzeltmeAlani, type FissizAdisyon, type GunsonuBelgesi, type GunsonuCevabi, type GunsonuDurumu } from '@lib/schemas/cafe/gun';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { $session } from '@stores/session';
import { onayla } from '@stores/onay';
import { hataMetni } from '@api/client';
import { GUNSONU_KEY, gunApi, islemKimligi } from '@api/cafe/gun';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { gunGoster, zamanGoster } from '@panel/modules/kasa/ortak';
import { BaskiKopyalari, GunRaporuGorunumu, baskiAl, farkMetni } from './GunRaporu';
import { LiraAlani, liraKurus } from './LiraAlani';
import { FisNoGir } from './FisNoGir';
import '@styles/cafe-gun.css';

/** /isletme/qrmenu/cafe-yonetim/gunsonu: the day end flow (open checks, blind count, report) or, with ?id=, a past day end read-only. */
export default function GunsonuScreen() {
  const t = useT();
  const id = Number(new URLSearchParams(location.search).get('id'));
  return (
    <section className="screen cg-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.cafe.gunSonu')}</h1>
          <p className="muted">{t('cafe.gun.gs.subtitle')}</p>
        </div>
      </header>
      {Number.isInteger(id) && id > 0 ? <GecmisGunsonu id={id} /> : <GunsonuAkisi />}
    </section>
  );
}

function BaskiDugmeleri() {
  const t = useT();
  const can = useStore($permissionSet);
  if (!can.has(`${GUNSONU_KEY}:raporCek`)) return null;
  return (
    <p className="cg-durum">
      <button type="button" className="btn" onClick={() => baskiAl('a4')} data-testid="cg-yazdir-a4"><Icon name="ledger" size={18} />{t('cafe.gun.yazdirA4')}</button>
      <button type="button" className="btn" onClick={() => baskiAl('80')} data-testid="cg-yazdir-80"><Icon name="ledger" size={18} />{t('cafe.gun.yazdir80')}</button>
    </p>
  );
}

function GunsonuAkisi() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const oturum = useStore($session);
  const { data, error, reload } = useApiData<GunsonuDurumu>(gunApi.gunsonuDurum);
  const [devret, setDevret] = useState(false);
  const [sayilan, setSayilan] = useState('');
  const [okc, setOkc] = useState('');
  const [aciklama, setAciklama] = useState('');
  const [hata, setHata] = useState<string | null>(null);
  const [islemId, setIslemId] = useState(islemKimligi);
  const [sonuc, setSonuc] = useState<GunsonuCevabi | null>(null);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (sonuc && data) {
    const sayim = { no: sonuc.no, sayilanKurus: sonuc.sayilanNakitKurus, farkKurus: sonuc.farkKurus, okcZKurus: sonuc.okcZKurus, aciklama };
    return (
      <div className="cg-adimlar" data-testid="cg-gunsonu-sonuc">
        <p className={sonuc.farkKurus === 0 ? 'cg-uyari' : 'cg-hata'} role="status" data-testid="cg-sonuc-fark">
          {t('cafe.gun.gs.alindi', { no: sonuc.no })} {t('cafe.gun.gs.beklenenSayilan', { beklenen: formatKurus(sonuc.beklenenNakitKurus), sayilan: formatKurus(sonuc.sayilanNakitKurus) })} <strong>{farkMetni(sonuc.farkKurus, t)}</strong>
        </p>
        <BaskiDugmeleri />
        <div className="cg-kart"><GunRaporuGorunumu rapor={sonuc.rapor} saatDilimi={data.saatDilimi} tur="gunsonu" sayim={sayim} /></div>
        <BaskiKopyalari isletme={data.baski} imza={{ tur: 'gunsonu', kim: oturum.userInfo?.adSoyad, zaman: sonuc.rapor.zaman, saatDilimi: data.saatDilimi }}>
          <GunRaporuGorunumu rapor={sonuc.rapor} saatDilimi={data.saatDilimi} tur="gunsonu" sayim={sayim} />
        </BaskiKopyalari>
      </div>
    );
  }
  if (!data) return null;
  if (!data.gun) {
    return (
      <div className="cg-kart" data-testid="cg-gun-yok">
        <p className="muted">{t('cafe.gun.gs.gunYok')}</p>
        <p><a className="btn" href="/isletme/qrmenu/cafe-yonetim/calismagunu">{t('menu.cafe.calismaGunu')}</a></p>
      </div>
    );
  }
  const acik = data.acikAdisyonlar;
  const yetkili = can.has(`${GUNSONU_KEY}:ekle`);
  const sayilanKurus = liraKurus(sayilan, GUN_TUTAR_MAX_KURUS);
  const okcKurus = okc.trim() === '' ? null : liraKurus(okc, GUN_TUTAR_MAX_KURUS);

  const gonder = async () => {
    if (sayilanKurus === null) { setHata(t('cafe.gun.v.sayilan')); return; }
    if (okc.trim() !== '' && okcKurus === null) { setHata(t('cafe.gun.v.okcZ')); return; }
    if (acik.length > 0 && !devret) { setHata(t('cafe.gun.gs.devretSec')); return; }
    if (!(await onayla(t('cafe.gun.gs.onay', { sayilan: formatKurus(sayilanKurus) }), { onayMetni: t('cafe.gun.gs.al') }))) return;
    setHata(null);
    try {
      setSonuc(await gunApi.gunsonuAl({ sayilanNakitKurus: sayilanKurus, okcZKurus: okcKurus, aciklama, devret: acik.length > 0 && devret }, islemId));
    } catch (e) {
      setHata(hataMetni(e));
      setIslemId(islemKimligi());
      void reload();
    }
  };

  return (
    <div className="cg-adimlar">
      <section className="cg-kart" aria-labelledby="cg-adim-1" data-testid="cg-acik-adisyonlar">
        <h2 id="cg-adim-1">{t('cafe.gun.gs.adim1', { gun: gunGoster(data.gun.isGunu, lang, true) })}</h2>
        <p className="muted">{t('cafe.gun.gs.gunBilgi', { zaman: zamanGoster(data.gun.acilis, lang, data.saatDilimi), tutar: formatKurus(data.gun.acilisKasasiKurus) })}</p>
        {acik.length === 0 ? <p data-testid="cg-acik-yok">{t('cafe.gun.gs.acikYok')}</p> : (
          <>
            <p className="cg-uyari">{t('cafe.gun.gs.acikVar', { adet: acik.length })}</p>
            <Tablo baslik={t('cafe.gun.gs.acikBaslik')} satirlar={acik} satirAnahtari={(a) => a.id} satirOzellik={(a) => ({ 'data-testid': `cg-acik-${a.id}` })} kolonlar={[
              { anahtar: 'no', baslik: t('cafe.gun.rapor.csv.no'), satirBasligi: true, hucre: (a) => `#${a.no}` },
              { anahtar: 'masa', baslik: t('cafe.gun.rapor.csv.masa'), hucre: (a) => a.masa },
              { anahtar: 'garson', baslik: t('cafe.gun.rapor.csv.garson'), hucre: (a) => a.garson ?? '–' },
              { anahtar: 'toplam', baslik: t('cafe.gun.rapor.csv.toplam'), sayisal: true, hucre: (a) => formatKurus(a.toplamKurus) },
              { anahtar: 'odenen', baslik: t('cafe.gun.rapor.csv.odenen'), sayisal: true, hucre: (a) => formatKurus(a.odenenKurus) },
            ]} />
            <label className="cg-secim">
              <input type="checkbox" checked={devret} onChange={(e) => setDevret(e.target.checked)} data-testid="cg-devret" />
              <span>{t('cafe.gun.gs.devret', { adet: acik.length })}</span>
            </label>
            <p><a href="/isletme/qrmenu/cafe-yonetim/masa-takip">{t('cafe.gun.gs.masalaraGit')}</a></p>
          </>
        )}
      </section>

      {data.fissizAdisyonlar.length > 0 && <FissizListe satirlar={data.fissizAdisyonlar} saatDilimi={data.saatDilimi} onKaydedildi={() => void reload()} />}

      <section className="cg-kart" aria-labelledby="cg-adim-2">
        <h2 id="cg-adim-2">{t('cafe.gun.gs.adim2')}</h2>
        <p className="muted">{t('cafe.gun.gs.korSayim')}</p>
        {yetkili ? (
          <form className="cg-form" onSubmit={(e) => { e.preventDefault(); void gonder(); }}>
            <LiraAlani etiket={t('cafe.gun.gs.sayilan')} deger={sayilan} onChange={setSayilan} testId="cg-sayilan" zorunlu enCok={GUN_TUTAR_MAX_KURUS} />
            <LiraAlani etiket={t('cafe.gun.gs.okcZ')} deger={okc} onChange={setOkc} testId="cg-okc" ipucu={t('cafe.gun.gs.okcIpucu')} enCok={GUN_TUTAR_MAX_KURUS} />
            <div className="field">
              <label htmlFor="cg-aciklama">{t('cafe.gun.gs.aciklama')}</label>
              <input id="cg-aciklama" className="input" maxLength={500} value={aciklama} onChange={(e) => setAciklama(e.target.value)} data-testid="cg-aciklama" />
            </div>
            <button type="submit" className="btn btn-primary" data-testid="cg-gunsonu-al">{t('cafe.gun.gs.al')}</button>
          </form>
        ) : <p className="muted">{t('cafe.gun.gs.yetkiYok')}</p>}
        {hata && <p className="cg-hata" role="alert" data-testid="cg-gunsonu-hata">{hata}</p>}
      </section>
    </div>
  );
}

/**
 * The venue requires the ÖKC receipt number: the checks of the day paid without one, before the day closes. A warning,
 * not a lock: the money is in and the register's own Z report holds its receipts; the cashier checks them against it.
 */
function FissizListe({ satirlar, saatDilimi, onKaydedildi }: { satirlar: GunsonuDurumu['fissizAdisyonlar']; saatDilimi: string; onKaydedildi: () => void }) {
  const t = useT();
  const can = useStore($permissionSet);
  const rapor = can.has('isletme:qrmenu:cafe-yonetim:adisyonraporu');
  const tahsilat = can.has('isletme:qrmenu:cafe-yonetim:masa-takip:tahsilat');
  return (
    <section className="cg-kart" aria-labelledby="cg-fissiz" data-testid="cg-fissiz">
      <h2 id="cg-fissiz">{t('cafe.gun.gs.fissizBaslik')}</h2>
      <p className="cg-uyari" role="alert">{t('cafe.gun.gs.fissizVar', { adet: satirlar.length })}</p>
      <Tablo baslik={t('cafe.gun.gs.fissizBaslik')} satirlar={satirlar} satirAnahtari={(a) => a.id} satirOzellik={(a) => ({ 'data-testid': `cg-fissiz-${a.id}` })} kolonlar={[
        { anahtar: 'no', baslik: t('cafe.gun.rapor.csv.no'), satirBasligi: true, hucre: (a) => (rapor ? <a href={`/isletme/qrmenu/cafe-yonetim/adisyonraporu?adisyon=${a.id}`}>#{a.no}</a> : `#${a.no}`) },
        { anahtar: 'masa', baslik: t('cafe.gun.rapor.csv.masa'), hucre: (a) => a.masa },
        { anahtar: 'odeme', baslik: t('cafe.gun.gs.fissizOdeme'), sayisal: true, hucre: (a) => a.odemeSayisi },
        { anahtar: 'tutar', baslik: t('cafe.gun.rapor.csv.odenen'), sayisal: true, hucre: (a) => formatKurus(a.tutarKurus) },
        ...(tahsilat ? [{ anahtar: 'fisNo', baslik: t('cafe.gun.gs.fisNoGir'), hucre: (a: FissizAdisyon) => <FisNoGir adisyonNo={a.no} odemeler={a.odemeler} saatDilimi={saatDilimi} onKaydedildi={onKaydedildi} /> }] : []),
      ]} />
    </section>
  );
}

function GecmisGunsonu({ id }: { id: number }) {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<GunsonuBelgesi>(gunApi.gunsonu(id));
  const [alan, setAlan] = useState<DuzeltmeAlani>('sayilan_nakit');
  const [yeni, setYeni] = useState('');
  const [neden, setNeden] = useState('');
  const [hata, setHata] = useState<string | null>(null);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return null;
  const sayim = { no: data.no, sayilanKurus: data.sayilanNakitKurus, farkKurus: data.farkKurus, okcZKurus: data.okcZKurus, aciklama: data.aciklama, kullanici: data.kullanici };
  const duzelt = async () => {
    const kurus = liraKurus(yeni, GUN_TUTAR_MAX_KURUS);
    if (kurus === null) { setHata(t('cafe.gun.v.yeniKurus')); return; }
    if (!neden.trim()) { setHata(t('cafe.gun.v.neden')); return; }
    setHata(null);
    try {
      await gunApi.duzelt(id, { alan, yeniKurus: kurus, neden });
      setYeni('');
      setNeden('');
      void reload();
    } catch (e) {
      setHata(hataMetni(e));
    }
  };
  return (
    <div className="cg-adimlar" data-testid="cg-gecmis-gunsonu">
      <p className="cg-durum">
        <a href="/isletme/qrmenu/cafe-yonetim/calismagunu">← {t('menu.cafe.calismaGunu')}</a>
        <span className="cg-rozet cg-rozet-kapali">{t('cafe.gun.gs.kapaliSalt')}</span>
      </p>
      <BaskiDugmeleri />
      <div className="cg-kart"><GunRaporuGorunumu rapor={data.rapor} saatDilimi={data.isletme.saatDilimi} tur="gunsonu" sayim={sayim} isletme={data.isletme} /></div>
      <BaskiKopyalari isletme={{ ...data.isletme, adres: [data.isletme.adres, data.isletme.sehir].filter(Boolean).join(', ') }}
        imza={{ tur: 'gunsonu', kim: data.kullanici, zaman: data.zaman, saatDilimi: data.isletme.saatDilimi }}>
        <GunRaporuGorunumu rapor={data.rapor} saatDilimi={data.isletme.saatDilimi} tur="gunsonu" sayim={sayim} />
      </BaskiKopyalari>
      <section className="cg-kart" aria-labelledby="cg-duzeltmeler">
        <h2 id="cg-duzeltmeler">{t('cafe.gun.gs.duzeltmeler')}</h2>
        <p className="muted">{t('cafe.gun.gs.duzeltmeNot')}</p>
        {data.duzeltmeler.length === 0 ? <p className="muted">{t('cafe.gun.gs.duzeltmeYok')}</p> : (
          <ul className="cg-gecmis" data-testid="cg-duzeltme-listesi">
            {data.duzeltmeler.map((d) => (
              <li key={d.id}>
                <strong>{t(`cafe.gun.gs.alan.${d.alan}`)}</strong>: {d.eskiKurus === null ? '–' : formatKurus(d.eskiKurus)} → {formatKurus(d.yeniKurus)} · {d.neden}
                <span className="muted"> · {d.kullanici ?? ''} {zamanGoster(d.zaman, lang, data.isletme.saatDilimi)}</span>
              </li>
            ))}
          </ul>
        )}
        {can.has(`${GUNSONU_KEY}:guncelle`) && (
          <form className="cg-form" onSubmit={(e) => { e.preventDefault(); void duzelt(); }}>
            <div className="field">
              <label htmlFor="cg-duzeltme-alan">{t('cafe.gun.gs.duzeltmeAlan')}</label>
              <select id="cg-duzeltme-alan" className="input" value={alan} onChange={(e) => setAlan(e.target.value as DuzeltmeAlani)}>
                <option value="sayilan_nakit">{t('cafe.gun.gs.alan.sayilan_nakit')}</option>
                <option value="okc_z">{t('cafe.gun.gs.alan.okc_z')}</option>
              </select>
            </div>
            <LiraAlani etiket={t('cafe.gun.gs.yeniTutar')} deger={yeni} onChange={setYeni} testId="cg-duzeltme-tutar" zorunlu enCok={GUN_TUTAR_MAX_KURUS} />
            <div className="field">
              <label htmlFor="cg-duzeltme-neden">{t('cafe.gun.gs.neden')}<span className="req" aria-hidden="true"> *</span></label>
              <input id="cg-duzeltme-neden" className="input" maxLength={500} required value={neden} onChange={(e) => setNeden(e.target.value)} data-testid="cg-duzeltme-neden" />
            </div>
            <button type="submit" className="btn btn-primary" data-testid="cg-duzeltme-ekle">{t('cafe.gun.gs.duzeltmeEkle')}</button>
          </form>
        )}
        {hata && <p className="cg-hata" role="alert">{hata}</p>}
      </section>
    </div>
  );
}
