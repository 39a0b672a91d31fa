import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { hataMetni } from '@api/client';
import { CALISMA_GUNU_KEY, GUNSONU_KEY, XRAPORU_KEY, gunApi, islemKimligi } from '@api/cafe/gun';
import type { GunListesi } from '@lib/schemas/cafe/gun';
import { LoadError } from '@panel/ui/LoadError';
import { Icon } from '@panel/ui/Icon';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { gunGoster, zamanGoster } from '@panel/modules/kasa/ortak';
import { farkMetni } from './GunRaporu';
import { LiraAlani, liraKurus } from './LiraAlani';
import '@styles/cafe-gun.css';

const GUNSONU_YOLU = '/isletme/qrmenu/cafe-yonetim/gunsonu';

/** /isletme/qrmenu/cafe-yonetim/calismagunu: open the working day with its opening float; the open day; past days with their totals. */
export default function CalismaGunuScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<GunListesi>(gunApi.gunler);
  const [kasa, setKasa] = useState('');
  const [islemId, setIslemId] = useState(islemKimligi);
  const [hata, setHata] = useState<string | null>(null);

  const ac = async () => {
    const kurus = kasa.trim() === '' ? 0 : liraKurus(kasa);
    if (kurus === null) { setHata(t('cafe.gun.v.liraBicim')); return; }
    setHata(null);
    try {
      const cevap = await gunApi.gunAc({ acilisKasasiKurus: kurus }, islemId);
      toast('success', t('cafe.gun.gun.acildi', { gun: gunGoster(cevap.isGunu, lang) }));
      setKasa('');
      setIslemId(islemKimligi());
      void reload();
    } catch (e) {
      setHata(hataMetni(e));
      // the answer of a refused operation is final: a new press is a new operation
      setIslemId(islemKimligi());
    }
  };

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const acik = data?.acik ?? null;
  return (
    <section className="screen cg-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.cafe.calismaGunu')}</h1>
          <p className="muted">{t('cafe.gun.gun.subtitle')}</p>
        </div>
      </header>

      {data && (
        <section className="cg-kart" aria-labelledby="cg-bugun" data-testid="cg-gun-durum">
          <h2 id="cg-bugun">{t('cafe.gun.gun.durum')}</h2>
          {acik ? (
            <>
              <p className="cg-durum">
                <span className="cg-rozet cg-rozet-acik">{t('cafe.gun.durum.acik')}</span>
                <strong data-testid="cg-acik-gun">{gunGoster(acik.isGunu, lang, true)}</strong>
                <span>{t('cafe.gun.gun.acilisBilgi', { zaman: zamanGoster(acik.acilis, lang, data.saatDilimi), ad: acik.acan ?? '–' })}</span>
                <span>{t('cafe.gun.gun.acilisKasasi', { tutar: formatKurus(acik.acilisKasasiKurus) })}</span>
              </p>
              <p className="cg-durum">
                <span>{t('cafe.gun.gun.simdiye', { adet: acik.adisyonAdet, tutar: formatKurus(acik.satisKurus) })}</span>
                {can.has(`${XRAPORU_KEY}:raporCek`) && <a className="btn" href="/isletme/qrmenu/cafe-yonetim/xraporu"><Icon name="chart" size={18} />{t('menu.cafe.xRaporu')}</a>}
                {can.has(GUNSONU_KEY) && <a className="btn btn-primary" href={GUNSONU_YOLU} data-testid="cg-gunsonu-git">{t('cafe.gun.gun.gunsonuAl')}</a>}
              </p>
            </>
          ) : (
            <>
              <p className="cg-durum"><span className="cg-rozet cg-rozet-kapali">{t('cafe.gun.gun.acikYok')}</span><span className="muted">{t('cafe.gun.gun.acikYokNot')}</span></p>
              {can.has(`${CALISMA_GUNU_KEY}:ekle`) ? (
                <form className="cg-form" onSubmit={(e) => { e.preventDefault(); void ac(); }}>
                  <LiraAlani etiket={t('cafe.gun.gun.acilisKasasiEtiket')} deger={kasa} onChange={setKasa} testId="cg-acilis-kasasi" ipucu={t('cafe.gun.gun.acilisKasasiIpucu')} />
                  <button type="submit" className="btn btn-primary" data-testid="cg-gun-ac"><Icon name="plus" size={18} />{t('cafe.gun.gun.ac')}</button>
                </form>
              ) : <p className="muted">{t('cafe.gun.gun.yetkiYok')}</p>}
              {hata && <p className="cg-hata" role="alert" data-testid="cg-gun-hata">{hata}</p>}
            </>
          )}
        </section>
      )}

      {data && (
        <section className="cg-kart" aria-labelledby="cg-gecmis">
          <h2 id="cg-gecmis">{t('cafe.gun.gun.gecmis')}</h2>
          <Tablo testId="cg-gunler" baslik={t('cafe.gun.gun.gecmis')} satirlar={data.gunler} satirAnahtari={(g) => g.id} satirOzellik={(g) => ({ 'data-testid': `cg-gun-${g.id}` })} bos={t('cafe.gun.gun.gecmisYok')} kolonlar={[
            { anahtar: 'gun', baslik: t('cafe.gun.gun.col.gun'), satirBasligi: true, hucre: (g) => gunGoster(g.isGunu, lang, true) },
            { anahtar: 'saatler', baslik: t('cafe.gun.gun.col.saatler'), hucre: (g) => <>{zamanGoster(g.acilis, lang, data.saatDilimi)} – {g.kapanis ? zamanGoster(g.kapanis, lang, data.saatDilimi) : ''}</> },
            { anahtar: 'adisyon', baslik: t('cafe.gun.gun.col.adisyon'), sayisal: true, hucre: (g) => g.adisyonAdet },
            { anahtar: 'satis', baslik: t('cafe.gun.gun.col.satis'), sayisal: true, hucre: (g) => formatKurus(g.satisKurus) },
            { anahtar: 'nakit', baslik: t('cafe.gun.gun.col.nakit'), sayisal: true, hucre: (g) => formatKurus(g.nakitKurus) },
            { anahtar: 'fark', baslik: t('cafe.gun.gun.col.fark'), sayisal: true, sinif: (g) => (g.gunsonu && g.gunsonu.farkKurus < 0 ? 'field-error' : undefined), hucre: (g) => (g.gunsonu ? farkMetni(g.gunsonu.farkKurus, t) : '–') },
            { anahtar: 'gunsonu', baslik: t('cafe.gun.gun.col.gunsonu'), hucre: (g) => (g.gunsonu && can.has(`${GUNSONU_KEY}:raporCek`)
              ? <a href={`${GUNSONU_YOLU}?id=${g.gunsonu.id}`} data-testid={`cg-gunsonu-link-${g.gunsonu.id}`}>{t('cafe.gun.gun.gunsonuNo', { no: g.gunsonu.no })}</a>
              : g.gunsonu ? t('cafe.gun.gun.gunsonuNo', { no: g.gunsonu.no }) : '–') },
          ]} />
        </section>
      )}
    </section>
  );
}
