import '@lib/i18n/musteri';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { detayApi } from '@api/crm/detay';
import type { Musteri360 } from '@lib/schemas/crm/detay';
import { LANGUAGE_NAMES } from '@lib/i18n/languages';
import { formatKurus } from '@lib/para';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { dosyaIndir } from '@api/islem';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { MusteriPaketler } from '@panel/modules/musteri/MusteriGecmis';
import { MusteriOnaylar } from '@panel/modules/musteri/MusteriOnaylar';
import { MusteriSilDialog } from '@panel/modules/musteri/MusteriSilDialog';
import { gunGoster, zamanGoster } from '@panel/modules/musteri/ortak';
import { MusteriAra } from './MusteriAra';
import { MusteriGuvenilirlik } from './MusteriGuvenilirlik';
import { ZamanCizelgesi } from './ZamanCizelgesi';
import '@styles/crm-detay.css';
import '@lib/i18n/crm';

const KEY = 'isletme:crm:musteri:rapor-detay';

const urldekiMusteri = (): number | null => {
  const id = Number(new URLSearchParams(location.search).get('musteri'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /isletme/crm/musteri/rapor-detay[?musteri=<id>]: find a customer, then their whole story on one screen. */
export default function MusteriDetayScreen() {
  const t = useT();
  const [id, setId] = useState(urldekiMusteri);
  // the back button moves between customers opened here
  useEffect(() => {
    const dinle = () => setId(urldekiMusteri());
    addEventListener('popstate', dinle);
    return () => removeEventListener('popstate', dinle);
  }, []);
  const ac = (yeni: number) => {
    history.pushState(history.state, '', `${location.pathname}?musteri=${yeni}`);
    setId(yeni);
  };
  return (
    <section className="screen crmd" data-testid="crmd-ekran">
      <header className="screen-header">
        <div>
          <h1>{t('menu.crm.musteriRaporDetay')}</h1>
          <p className="muted">{t('crm.detay.altBaslik')}</p>
        </div>
      </header>
      <MusteriAra onSec={ac} kompakt={id !== null} />
      {id !== null && <Musteri360Gorunum key={id} id={id} />}
    </section>
  );
}

function Musteri360Gorunum({ id }: { id: number }) {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<Musteri360>(detayApi.musteri(id));
  const [sil, setSil] = useState(false);
  const [surum, setSurum] = useState(0);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return <p className="muted" aria-busy="true">{t('common.loading')}</p>;
  const k = data.kart;
  const o = data.ozet;
  const ad = k ? k.adSoyad : t('musteri.silinmisMusteri');
  const bos = <span className="muted">—</span>;
  const tarih = (iso: string | null) => (iso ? zamanGoster(iso, lang, data.saatDilimi, false) : <span className="muted">{t('crm.detay.hicGelmedi')}</span>);

  async function disaAktar() {
    if (await dosyaIndir(detayApi.kvkk(id), `kvkk-musteri-${id}.json`)) toast('success', t('musteri.kvkk.indirildi'));
  }

  return (
    <div className="crmd-360" data-testid="crmd-360">
      <section className="rm-kart crmd-kart" aria-labelledby="crmd-ad">
        <div className="crmd-kart-bas">
          <div>
            <h2 id="crmd-ad" className="crmd-ad" data-testid="crmd-ad">{ad}</h2>
            <p className="muted crmd-kucuk">{t('crm.detay.kayit', { tarih: zamanGoster(data.olusturma, lang, data.saatDilimi, false) })}</p>
          </div>
          {o.segment
            ? <span className={`crmd-segment crmd-segment-${o.segment}`} data-testid="crmd-segment">{t(`crm.detay.segment.${o.segment}`)}</span>
            : <span className="crmd-segment" data-testid="crmd-segment">{t('crm.detay.segment.yok')}</span>}
        </div>
        {data.silinmeZamani && <p className="rm-silindi" role="status" data-testid="crmd-silindi">{t('musteri.silinmisRozet', { tarih: zamanGoster(data.silinmeZamani, lang, data.saatDilimi) })}</p>}
        {k && (
          <dl className="crmd-dl" data-testid="crmd-kart">
            <dt>{t('musteri.form.telefon')}</dt><dd><a href={`tel:${k.telefon}`}>{telefonGoster(k.telefon)}</a></dd>
            <dt>{t('musteri.form.email')}</dt><dd>{k.email ? <a href={`mailto:${k.email}`}>{k.email}</a> : bos}</dd>
            <dt>{t('crm.detay.dil')}</dt><dd data-testid="crmd-dil">{k.dil ? <span lang={k.dil}>{LANGUAGE_NAMES[k.dil]}</span> : <span className="muted">{t('crm.detay.dil.yok')}</span>}</dd>
            <dt>{t('musteri.form.dogum')}</dt><dd>{k.dogumTarihi ? gunGoster(k.dogumTarihi, lang) : bos}</dd>
          </dl>
        )}
        {k?.notlar && <p className="rm-not crmd-not">{k.notlar}</p>}
        <div className="crmd-eylemler">
          {!data.silinmeZamani && can.has('isletme:randevutakip:randevular') && (
            <a className="btn btn-primary" href="/isletme/randevutakip/randevular" data-testid="crmd-randevu-ver"><Icon name="calendar" size={18} />{t('crm.detay.randevuVer')}</a>
          )}
          {can.has('isletme:randevutakip:musteriler') && (
            <a className="btn" href={`/isletme/randevutakip/musteriler?musteri=${id}`} data-testid="crmd-randevu-modul"><Icon name="user" size={18} />{t('crm.detay.randevuModulu')}</a>
          )}
          {can.has(`${KEY}:disa-aktar`) && (
            <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="crmd-kvkk-indir"><Icon name="shield" size={18} />{t('crm.detay.kvkkIndir')}</button>
          )}
          {!data.silinmeZamani && can.has(`${KEY}:sil`) && (
            <button type="button" className="btn btn-danger" onClick={() => setSil(true)} data-testid="crmd-kvkk-sil"><Icon name="trash" size={18} />{t('musteri.kvkk.sil')}</button>
          )}
        </div>
      </section>

      <section className="rm-kart crmd-ozet" aria-labelledby="crmd-ozet-b">
        <h2 id="crmd-ozet-b" className="crmd-h2">{t('crm.detay.ozet.baslik')}</h2>
        <dl className="crmd-sayilar" data-testid="crmd-ozet">
          <div><dt>{t('crm.detay.ozet.ziyaret')}</dt><dd data-testid="crmd-ziyaret">{o.ziyaret}</dd>
            <dd className="muted crmd-kucuk">{t('crm.detay.ozet.ziyaretAyrinti', { randevu: o.randevuZiyaret, adisyon: o.adisyonZiyaret })}</dd></div>
          <div><dt>{t('crm.detay.ozet.harcama')}</dt><dd data-testid="crmd-harcama">{formatKurus(o.harcamaKurus)}</dd></div>
          <div><dt>{t('crm.detay.ozet.ortalama')}</dt><dd>{formatKurus(o.ortalamaKurus)}</dd></div>
          <div><dt>{t('crm.detay.ozet.gelmedi')}</dt><dd className={o.gelmedi > 0 ? 'rm-uyari' : ''}>{o.gelmedi}</dd></div>
          <div><dt>{t('crm.detay.ozet.ilk')}</dt><dd>{tarih(o.ilkZiyaret)}</dd></div>
          <div><dt>{t('crm.detay.ozet.son')}</dt><dd>{tarih(o.sonZiyaret)}</dd></div>
          <div><dt>{t('crm.detay.ozet.borc')}</dt><dd data-testid="crmd-borc" className={o.borcKurus > 0 ? 'rm-uyari' : ''}>
            {o.borcKurus === 0 ? t('crm.detay.ozet.borcYok') : o.borcKurus > 0 ? formatKurus(o.borcKurus) : t('musteri.alacak', { tutar: formatKurus(-o.borcKurus) })}</dd></div>
          <div><dt>{t('crm.detay.ozet.yaklasan')}</dt><dd>{o.yaklasan}</dd></div>
        </dl>
      </section>

      {data.guvenilirlik && <MusteriGuvenilirlik g={data.guvenilirlik} />}

      <div className="crmd-yan">
        <MusteriPaketler detay={data} />
        <section className="rm-kart" aria-labelledby="crmd-izin-b">
          <h2 id="crmd-izin-b" className="crmd-h2">{t('crm.detay.izin.baslik')}</h2>
          <ul className="crmd-izinler" data-testid="crmd-izinler">
            <li><span>{t('musteri.onay.tur.kvkk')}</span>
              <strong className={data.kvkk ? 'rm-iyi' : 'muted'}>{data.kvkk ? t('crm.detay.izin.var', { tarih: zamanGoster(data.kvkk.zaman, lang, data.saatDilimi, false) }) : t('musteri.detay.izinYok')}</strong></li>
            {(['sms', 'email'] as const).map((kanal) => (
              <li key={kanal}><span>{t('musteri.onay.tur.pazarlama', { kanal: t(`musteri.onay.kanal.${kanal}`) })}</span>
                <strong className={data.pazarlama[kanal] ? 'rm-iyi' : 'muted'}>{t(data.pazarlama[kanal] ? 'musteri.detay.izinVar' : 'musteri.detay.izinYok')}</strong></li>
            ))}
          </ul>
        </section>
      </div>
      <div className="crmd-onay"><MusteriOnaylar onaylar={data.onaylar} saatDilimi={data.saatDilimi} /></div>
      <ZamanCizelgesi musteriId={id} saatDilimi={data.saatDilimi} surum={surum} />
      {sil && k && (
        <MusteriSilDialog musteri={{ id, adSoyad: k.adSoyad }} yaklasan={o.yaklasan} yol={detayApi.kvkkSil(id)} onClose={() => setSil(false)}
          onErased={() => { setSil(false); setSurum((s) => s + 1); void reload(); }} />
      )}
    </div>
  );
}
