import { useStore } from '@nanostores/react';
import { $permissionSet } from '@stores/auth';
import type { Ozet } from '@lib/schemas/randevu/ozet';
import { useZaman } from '@panel/ui/useZaman';
import { useBicim, useTx, type Tx } from '../ortak';

type Olcum = Ozet['doluluk'][number]['gun'];

function Cubuk({ etiket, olcum, t, yuzde, testId }: { etiket: string; olcum: Olcum; t: Tx; yuzde: (n: number) => string; testId: string }) {
  const zaman = useZaman();
  const izinli = olcum.calismaDk === 0 && olcum.planDk > 0;
  const calismiyor = olcum.calismaDk === 0 && olcum.planDk === 0;
  return (
    <div className="ro-cubuk-satir" data-testid={testId}>
      <span className="ro-cubuk-etiket">{etiket}</span>
      <span className="ro-cubuk" aria-hidden="true"><span style={{ width: `${Math.round((olcum.oran ?? 0) * 100)}%` }} /></span>
      <span className="ro-cubuk-deger">
        {izinli ? t('randevu.dashboard.doluluk.izinli') : calismiyor ? t('randevu.dashboard.doluluk.calismiyor') : (
          <>
            <strong>{yuzde(olcum.oran ?? 0)}</strong>{' '}
            <span className="muted">{t('randevu.dashboard.doluluk.dakika', { dolu: zaman.sure(olcum.doluDk), calisma: zaman.sure(olcum.calismaDk) })}</span>
          </>
        )}
        {olcum.mesaiDisiDk > 0 && <span className="ro-mesai-disi">{t('randevu.dashboard.doluluk.mesaiDisi', { sure: zaman.sure(olcum.mesaiDisiDk) })}</span>}
      </span>
    </div>
  );
}

/** Occupancy per staff member for the chosen day and its week (booked ÷ working minutes). */
export function OzetDoluluk({ veri }: { veri: Ozet }) {
  const t = useTx();
  const b = useBicim(veri.saatDilimi);
  const can = useStore($permissionSet);
  const bugunMu = veri.gun === veri.bugun;
  return (
    <section className="card ro-kart" aria-labelledby="ro-doluluk">
      <div className="ro-kart-bas">
        <h2 id="ro-doluluk" className="ro-h2">{t('randevu.dashboard.doluluk.title')}</h2>
        <span className="muted ro-kucuk">{t('randevu.dashboard.doluluk.hafta', { bas: b.kisa(veri.hafta[0]!), bit: b.kisa(veri.hafta[6]!) })}</span>
      </div>
      {veri.doluluk.length === 0 ? (
        <p className="muted ro-bos" data-testid="ro-doluluk-bos">
          {t('randevu.dashboard.doluluk.bos')}{' '}
          {can.has('isletme:randevutakip:personel') && <a href="/isletme/randevutakip/personel">{t('randevu.dashboard.doluluk.personelEkle')}</a>}
        </p>
      ) : (
        <ul className="ro-doluluk" role="list" data-testid="ro-doluluk">
          {veri.doluluk.map((p) => (
            <li key={p.id} data-testid={`ro-doluluk-${p.id}`}>
              <p className="ro-personel-ad"><span className="ro-nokta" style={{ background: p.renk }} aria-hidden="true" />{p.ad}{!p.aktif && <span className="muted"> · {t('common.passive')}</span>}</p>
              <Cubuk etiket={t(bugunMu ? 'randevu.dashboard.bugun' : 'randevu.dashboard.doluluk.gun')} olcum={p.gun} t={t} yuzde={b.yuzde} testId={`ro-doluluk-${p.id}-gun`} />
              <Cubuk etiket={t('randevu.dashboard.doluluk.buHafta')} olcum={p.hafta} t={t} yuzde={b.yuzde} testId={`ro-doluluk-${p.id}-hafta`} />
            </li>
          ))}
        </ul>
      )}
      <p className="muted ro-kucuk ro-not">{t('randevu.dashboard.doluluk.aciklama')}</p>
    </section>
  );
}
