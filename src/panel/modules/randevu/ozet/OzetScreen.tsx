import '@lib/i18n/randevu';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { gunMs, tarihMetni } from '@lib/randevu/time';
import { formatKurus } from '@lib/para';
import { $permissionSet } from '@stores/auth';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useApiData } from '@panel/useApiData';
import { OzetDoluluk } from './OzetDoluluk';
import { OzetGelir } from './OzetGelir';
import { OzetGuvenilirlik } from './OzetGuvenilirlik';
import { OzetKurulum } from './OzetKurulum';
import { OzetSiradaki } from './OzetSiradaki';
import { ozetApi } from '@api/randevu/ozet';
import type { Durum, Ozet } from '@lib/schemas/randevu/ozet';
import { useVenueName } from '@panel/ui/useVenueName';
import { useBicim, useTx } from '../ortak';

const TAKVIM = '/isletme/randevutakip/randevular';
const DURUM_SIRASI: Durum[] = ['beklemede', 'onaylandi', 'tamamlandi', 'gelmedi', 'iptal'];
const YENILEME_MS = 60_000;

/** ?gun= of the address bar, when it is a real date. */
function urlGunu(): string | null {
  const gun = new URLSearchParams(location.search).get('gun');
  return gun && gunMs(gun) !== null ? gun : null;
}

function urlYaz(gun: string | null): void {
  const q = new URLSearchParams(location.search);
  if (gun) q.set('gun', gun);
  else q.delete('gun');
  const search = q.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}`);
}

const kaydir = (tarih: string, n: number) => tarihMetni(gunMs(tarih)! + n * 86_400_000);

/** /isletme/randevutakip/dashboard: the day at a glance, staff occupancy and the last 30 days of revenue. */
export default function OzetScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const [gun, setGun] = useState<string | null>(urlGunu);
  const { data, error, loading, reload } = useApiData<Ozet>(ozetApi.ozet(gun));
  const b = useBicim(data?.saatDilimi);

  // new online bookings and status changes show up without a reload while the tab is visible
  useEffect(() => {
    const id = setInterval(() => { if (document.visibilityState === 'visible') void reload(); }, YENILEME_MS);
    return () => clearInterval(id);
  }, [reload]);

  const git = (yeni: string | null) => {
    const hedef = yeni && data && yeni === data.bugun ? null : yeni;
    urlYaz(hedef);
    setGun(hedef);
  };

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const secili = data?.gun ?? gun ?? '';
  const bugunMu = !!data && data.gun === data.bugun;
  const aktifToplam = data ? data.durumlar.beklemede + data.durumlar.onaylandi + data.durumlar.tamamlandi + data.durumlar.gelmedi : 0;
  const gunDoluluk = data?.doluluk.reduce((acc, p) => ({ d: acc.d + p.gun.doluDk, c: acc.c + p.gun.calismaDk }), { d: 0, c: 0 });
  const haftaDoluluk = data?.doluluk.reduce((acc, p) => ({ d: acc.d + p.hafta.doluDk, c: acc.c + p.hafta.calismaDk }), { d: 0, c: 0 });
  const oran = (x?: { d: number; c: number }) => (x && x.c > 0 ? b.yuzde(Math.min(1, x.d / x.c)) : '–');
  const takvimGunu = `${TAKVIM}?tarih=${secili}`;
  const takvimYetkisi = can.has('isletme:randevutakip:randevular');

  return (
    <section className="screen ro-screen" aria-busy={loading}>
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.dashboard')}</h1>
          <p className="muted" data-testid="ro-subtitle">{venue}{secili ? ` · ${b.uzun(secili)}` : ''}</p>
        </div>
        <nav className="ro-gunler" aria-label={t('randevu.dashboard.gunSec')}>
          <button type="button" className="btn btn-small" onClick={() => secili && git(kaydir(secili, -1))} aria-label={t('randevu.dashboard.oncekiGun')} disabled={!secili}>‹</button>
          <label className="sr-only" htmlFor="ro-gun">{t('randevu.dashboard.tarih')}</label>
          <input id="ro-gun" className="input ro-tarih" type="date" value={secili} min="2000-01-01" max="2099-12-31"
            onChange={(event) => { if (gunMs(event.target.value) !== null) git(event.target.value); }} data-testid="ro-gun" />
          <button type="button" className="btn btn-small" onClick={() => secili && git(kaydir(secili, 1))} aria-label={t('randevu.dashboard.sonrakiGun')} disabled={!secili}>›</button>
          <button type="button" className="btn btn-small" onClick={() => git(null)} disabled={bugunMu} data-testid="ro-bugun">{t('randevu.dashboard.bugun')}</button>
        </nav>
      </header>

      {data && <OzetKurulum sayilar={data.sayilar} />}

      <div className="stat-grid ro-stats">
        <div className="stat-card">
          <Icon name="calendar" size={22} />
          <div>
            <div className="stat-value" data-testid="ro-toplam">{data ? b.sayi(aktifToplam) : '–'}</div>
            <div className="stat-label">{t(bugunMu ? 'randevu.dashboard.stat.randevuBugun' : 'randevu.dashboard.stat.randevuGun')}</div>
          </div>
        </div>
        <div className="stat-card">
          <Icon name="ledger" size={22} />
          <div>
            <div className="stat-value" data-testid="ro-beklenen">{data ? formatKurus(data.beklenenKurus).replace(' ₺', '\u00a0₺') : '–'}</div>
            <div className="stat-label">{t('randevu.dashboard.stat.beklenen')}</div>
            {data && data.tamamlananKurus > 0 && <div className="ro-stat-alt">{t('randevu.dashboard.stat.tamamlanan', { tutar: formatKurus(data.tamamlananKurus) })}</div>}
          </div>
        </div>
        <div className="stat-card">
          <Icon name="clock" size={22} />
          <div>
            <div className="stat-value" data-testid="ro-bekleyen">{data ? b.sayi(data.bekleyenOnay) : '–'}</div>
            <div className="stat-label">{t('randevu.dashboard.stat.bekleyen')}</div>
            {data && data.bekleyenOnay > 0 && takvimYetkisi && <a className="ro-stat-alt" href={TAKVIM} data-testid="ro-bekleyen-link">{t('randevu.dashboard.stat.bekleyenLink')}</a>}
          </div>
        </div>
        <div className="stat-card">
          <Icon name="bell" size={22} />
          <div>
            <div className="stat-value" data-testid="ro-yarin-onaysiz">{data ? b.sayi(data.yarin.onaysiz) : '–'}</div>
            <div className="stat-label">{t('randevu.hatirlatma.yarinOnaysiz')}</div>
            {data && data.yarin.randevu > 0 && data.yarin.onaysiz === 0 && <div className="ro-stat-alt">{t('randevu.hatirlatma.yarinHepsiOnayli')}</div>}
            {data && data.yarin.onaysiz > 0 && can.has('isletme:randevutakip:hatirlatmalar') && <a className="ro-stat-alt" href="/isletme/randevutakip/hatirlatmalar" data-testid="ro-hatirlatma-link">{t('randevu.hatirlatma.yarinOnaysizAc')}</a>}
          </div>
        </div>
        <div className="stat-card">
          <Icon name="people" size={22} />
          <div>
            <div className="stat-value" data-testid="ro-doluluk-oran">{oran(gunDoluluk)}</div>
            <div className="stat-label">{t('randevu.dashboard.stat.doluluk')}</div>
            <div className="ro-stat-alt">{t('randevu.dashboard.stat.dolulukHafta', { oran: oran(haftaDoluluk) })}</div>
          </div>
        </div>
      </div>

      {data && (
        <div className="card ro-durumlar" data-testid="ro-durumlar">
          <h2 className="ro-h2">{t(bugunMu ? 'randevu.dashboard.durumlarBugun' : 'randevu.dashboard.durumlarGun')}</h2>
          {aktifToplam + data.durumlar.iptal === 0 ? (
            <p className="muted ro-bos">
              {t('randevu.dashboard.bosGun')}{' '}
              {takvimYetkisi && <a href={takvimGunu} data-testid="ro-takvim-bos">{t('randevu.dashboard.takvimdeOlustur')}</a>}
            </p>
          ) : (
            <ul className="ro-durum-list" role="list">
              {DURUM_SIRASI.map((d) => (
                <li key={d} className={`ro-durum ro-durum-${d}`} data-testid={`ro-durum-${d}`}>
                  <span className="ro-durum-sayi">{b.sayi(data.durumlar[d])}</span>
                  <span>{t(`randevu.dashboard.durum.${d}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {data && (
        <div className="ro-iki">
          <OzetSiradaki veri={data} takvim={takvimYetkisi ? TAKVIM : null} />
          <OzetDoluluk veri={data} />
        </div>
      )}

      {data && <OzetGelir veri={data} />}

      {data && <OzetGuvenilirlik gun={data.gun} />}
    </section>
  );
}
