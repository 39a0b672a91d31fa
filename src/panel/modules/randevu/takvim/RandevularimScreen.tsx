import '@lib/i18n/randevu';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { KENDI_ISLEMLERI } from '@lib/randevu/takvim-durum';
import { gunEkle, yerelTarih } from '@lib/randevu/takvim-zaman';
import { $permissionSet } from '@stores/auth';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { RANDEVULARIM_KEY, takvimApi } from '@api/randevu/takvim';
import type { Randevularim } from '@lib/schemas/randevu/takvim';
import { Avatar } from '@panel/ui/Avatar';
import { useBicim, useSimdi } from './takvim-ortak';
import { TakvimAjanda } from './TakvimAjanda';
import { TakvimIslemler } from './TakvimIslemler';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';

/** /isletme/randevutakip/randevularim: the logged-in operator's own appointments, today and ahead, and the past week. */
export default function RandevularimScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const now = useSimdi();
  const { data, error, reload } = useApiData<Randevularim>('/isletme/randevu/randevularim');
  const tz = data?.saatDilimi ?? VARSAYILAN_DILIM;
  const b = useBicim(tz);
  const bugun = yerelTarih(now, tz);
  const personeller = useMemo(() => new Map((data?.personeller ?? []).map((p) => [p.id, p])), [data]);
  const guncelle = can.has(`${RANDEVULARIM_KEY}:guncelle`);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return <section className="screen" aria-busy="true" />;
  if (!data.bagli) {
    return (
      <section className="screen">
        <header className="screen-header"><div><h1>{t('menu.randevu.randevularim')}</h1></div></header>
        <div className="empty-state" data-testid="randevularim-bagli-degil">
          <span className="empty-icon"><Icon name="user" size={30} /></span>
          <h2 className="empty-title">{t('randevu.takvim.bagliDegilBaslik')}</h2>
          <p className="empty-lead">{t('randevu.takvim.bagliDegilMetin')}</p>
          {can.has('isletme:randevutakip:personel:guncelle') && <a className="btn btn-primary" href="/isletme/randevutakip/personel">{t('randevu.takvim.personelEkraninaGit')}</a>}
        </div>
      </section>
    );
  }
  const gelecek = data.randevular.filter((r) => b.gunTarihi(r.baslangic) >= bugun);
  const gecmis = data.randevular.filter((r) => b.gunTarihi(r.baslangic) < bugun);
  const bugunkuler = gelecek.filter((r) => b.gunTarihi(r.baslangic) === bugun && r.durum !== 'iptal');
  const baslik = (gun: string) => (gun === bugun ? `${t('randevu.takvim.bugun')} · ${b.gun(gun)}` : gun === gunEkle(bugun, 1) ? `${t('randevu.takvim.yarin')} · ${b.gun(gun)}` : b.gun(gun));
  const eylem = (r: Randevularim['randevular'][number]) => guncelle
    ? <TakvimIslemler r={r} now={now} kompakt izinli={(islem) => KENDI_ISLEMLERI.includes(islem)} calistir={takvimApi.kendiDurum} yontemler={data.odemeYontemleri} onDone={() => void reload()} />
    : null;
  const kisi = data.personeller[0]!;
  return (
    <section className="screen rt-ekran">
      <header className="screen-header">
        <div className="rt-benim-baslik">
          <Avatar ad={kisi.ad} renk={kisi.renk} foto={kisi.foto} size={44} />
          <div>
            <h1>{t('menu.randevu.randevularim')}</h1>
            <p className="muted">{t('randevu.takvim.benimOzet', { ad: data.personeller.map((p) => p.ad).join(', '), bugun: bugunkuler.length, gelecek: gelecek.filter((r) => r.durum !== 'iptal').length })}</p>
          </div>
        </div>
      </header>
      <h2 className="section-title">{t('randevu.takvim.yaklasan')}</h2>
      {gelecek.length === 0 ? <p className="empty-lead" data-testid="randevularim-bos">{t('randevu.takvim.yaklasanYok')}</p>
        : <TakvimAjanda tz={tz} randevular={gelecek} personeller={personeller} eylem={eylem} gunBasligi={baslik} />}
      {gecmis.length > 0 && (
        <details className="rt-gecmis">
          <summary>{t('randevu.takvim.gecen7Gun', { sayi: gecmis.length })}</summary>
          <TakvimAjanda tz={tz} randevular={gecmis} personeller={personeller} eylem={eylem} />
        </details>
      )}
    </section>
  );
}
