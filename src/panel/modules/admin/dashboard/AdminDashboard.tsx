import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { ISLETME_DURUMLARI, type PlatformOzeti } from '@lib/schemas/admin/isletmeler';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { gunMetni } from '@lib/zaman/bicim';
import { useTx } from '../isletmeler/ortak';
import { Tablo } from '@panel/ui/Tablo';
import { OzetGrafigi, type Seri } from './OzetGrafigi';
import { DestekKarti } from '../destek/DestekKarti';

const RENK = { online: '#0f766e', panel: '#b45309', qr: '#2563eb' };

/** One figure; a link to its list when the admin may open that list. */
function Rakam({ deger, etiket, href, testId }: { deger: number | undefined; etiket: string; href: string | null; testId: string }) {
  const govde = (<><strong data-testid={testId}>{deger ?? '–'}</strong><span>{etiket}</span></>);
  return <li>{href ? <a className="aoz-kart" href={href}>{govde}</a> : <div className="aoz-kart">{govde}</div>}</li>;
}

/** Numbers of a chart as a table (screen readers, and anyone who wants the exact figures). */
function GrafikTablosu({ gunler, seriler, baslik }: { gunler: string[]; seriler: Seri[]; baslik: string }) {
  const t = useTx();
  const lang = useStore($lang);
  return (
    <details className="aoz-tablo">
      <summary>{t('admin.dashboard.tabloGoster')}</summary>
      <Tablo baslik={baslik} satirlar={gunler} satirAnahtari={(g) => g} kartlar={false} kolonlar={[
        { anahtar: 'gun', baslik: t('admin.dashboard.gun'), satirBasligi: true, hucre: (g) => gunMetni(g, lang) },
        ...seriler.map((s) => ({ anahtar: s.ad, baslik: s.ad, sayisal: true, hucre: (_: string, i: number) => s.degerler[i] })),
      ]} />
    </details>
  );
}

/** Admin dashboard: the platform's venues by state, active operators, bookings and QR menu views per day, expiring licences, new leads. */
export default function AdminDashboard() {
  const t = useTx();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<PlatformOzeti>('/admin/ozet');
  const gunler = useMemo(() => data?.gunler.map((g) => g.gun) ?? [], [data]);
  const randevu = useMemo<Seri[]>(() => [
    { ad: t('admin.dashboard.online'), renk: RENK.online, degerler: data?.gunler.map((g) => g.online) ?? [] },
    { ad: t('admin.dashboard.panel'), renk: RENK.panel, degerler: data?.gunler.map((g) => g.panel) ?? [] },
  ], [data, t]);
  const qr = useMemo<Seri[]>(() => [{ ad: t('admin.dashboard.qr'), renk: RENK.qr, degerler: data?.gunler.map((g) => g.qr) ?? [] }], [data, t]);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const isletmeLinki = (durum?: string) => (can.has('admin:isletmeler') ? `/admin/isletmeler${durum ? `?durum=${durum}` : ''}` : null);
  const toplam = (seriler: Seri[]) => seriler.reduce((s, x) => s + x.degerler.reduce((a, b) => a + b, 0), 0);

  return (
    <section className="screen ais-screen">
      <header className="screen-header"><h1>{t('menu.admin.dashboard')}</h1></header>
      <section className="aoz-bolum" aria-labelledby="aoz-isletme">
        <h2 id="aoz-isletme">{t('admin.dashboard.isletmeler')}</h2>
        <ul className="aoz-kartlar">
          <Rakam deger={data?.isletme.toplam} etiket={t('admin.isletme.tumu')} href={isletmeLinki()} testId="ozet-isletme-toplam" />
          {ISLETME_DURUMLARI.map((d) => <Rakam key={d} deger={data?.isletme[d]} etiket={t(`admin.isletme.durum.${d}`)} href={isletmeLinki(d)} testId={`ozet-isletme-${d}`} />)}
        </ul>
      </section>
      <div className="aoz-bolum">
        <ul className="aoz-kartlar">
          <Rakam deger={data?.aktifOperator} etiket={t('admin.dashboard.aktifOperator')} href={isletmeLinki()} testId="ozet-aktif-operator" />
          <Rakam deger={data?.bitenLisans} etiket={t('admin.dashboard.bitenLisans')} href={can.has('admin:ayarlar:lisans') ? '/admin/ayarlar/lisans?bitis=30' : null} testId="ozet-biten-lisans" />
          <Rakam deger={data?.yeniTalep} etiket={t('admin.dashboard.yeniTalep')} href={can.has('admin:fo:dashboard') ? '/admin/frontoffice/dashboard?durum=yeni' : null} testId="ozet-yeni-talep" />
        </ul>
      </div>
      {data && (
        <section className="aoz-bolum" aria-labelledby="aoz-grafik">
          <h2 id="aoz-grafik">{t('admin.dashboard.grafikBaslik')}</h2>
          <div className="aoz-grafikler">
            <div className="aoz-grafik">
              <h3>{t('admin.dashboard.randevuBaslik')}</h3>
              <p className="muted">{t('admin.dashboard.randevuAciklama')}</p>
              <p data-testid="ozet-randevu-toplam">{t('admin.dashboard.toplamMetin', { sayi: toplam(randevu) })}</p>
              <OzetGrafigi gunler={gunler} seriler={randevu} gunBasligi={t('admin.dashboard.gun')} testId="ozet-randevu-grafik" />
              <GrafikTablosu gunler={gunler} seriler={randevu} baslik={t('admin.dashboard.randevuBaslik')} />
            </div>
            <div className="aoz-grafik">
              <h3>{t('admin.dashboard.qrBaslik')}</h3>
              <p data-testid="ozet-qr-toplam">{t('admin.dashboard.toplamMetin', { sayi: toplam(qr) })}</p>
              <OzetGrafigi gunler={gunler} seriler={qr} gunBasligi={t('admin.dashboard.gun')} testId="ozet-qr-grafik" />
              <GrafikTablosu gunler={gunler} seriler={qr} baslik={t('admin.dashboard.qrBaslik')} />
            </div>
          </div>
        </section>
      )}
      <DestekKarti />
    </section>
  );
}
