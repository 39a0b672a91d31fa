import { useEffect, useId, useState } from 'react';
import type { IsletmeSecenegi } from '@lib/schemas/admin/stok';
import { formatKurus } from '@lib/para';
import { useTx, type Tx } from '@panel/ui/useTx';
import '@lib/i18n/admin';
import '@styles/admin-muhasebe.css';

/** Small pieces the billing and hardware screens share. */

export { useTx, type Tx };

export const para = (kurus: number) => formatKurus(kurus);

/** First and last day of the month of `gun`. */
export function ayAraligi(gun: string): [string, string] {
  const [y, m] = gun.split('-').map(Number) as [number, number];
  return [`${gun.slice(0, 7)}-01`, new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)];
}

/** A money figure on a stat card (the shared Stat shows counts only). */
export function ParaKarti({ label, kurus, testId, vurgu }: { label: string; kurus: number | undefined; testId: string; vurgu?: boolean }) {
  return (
    <div className={`stat-card muh-kart${vurgu ? ' muh-kart-vurgu' : ''}`}>
      <div>
        <div className="stat-value" data-testid={testId}>{kurus === undefined ? '–' : para(kurus)}</div>
        <div className="stat-label">{label}</div>
      </div>
    </div>
  );
}

/**
 * Venue picker: the platform may run hundreds of venues, so the server searches (folded) as one types and the
 * matches are a radio group (arrows move, screen readers read "n of m").
 */
export function IsletmeSecici({ ara, deger, onChange, hata, testId = 'isletme-sec' }: {
  ara: (q: string) => Promise<IsletmeSecenegi[]>; deger: IsletmeSecenegi | null; onChange: (i: IsletmeSecenegi) => void; hata?: React.ReactNode; testId?: string;
}) {
  const t = useTx();
  const id = useId();
  const [q, setQ] = useState('');
  const [liste, setListe] = useState<IsletmeSecenegi[]>([]);
  useEffect(() => {
    let iptal = false;
    const zaman = setTimeout(() => { void ara(q).then((l) => { if (!iptal) setListe(l); }).catch(() => undefined); }, 200);
    return () => { iptal = true; clearTimeout(zaman); };
  }, [q]);
  const gosterilen = deger && !liste.some((i) => i.id === deger.id) ? [deger, ...liste] : liste;
  return (
    <fieldset className="muh-secici" data-alan="isletmeId" tabIndex={-1} data-testid={testId}>
      <legend>{t('admin.muhasebe.f.isletme')}<span className="req" aria-hidden="true"> *</span></legend>
      <label className="sr-only" htmlFor={`${id}-q`}>{t('admin.muhasebe.ara')}</label>
      <input id={`${id}-q`} className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('admin.muhasebe.araIpucu')} autoComplete="off" data-testid={`${testId}-ara`} />
      <div className="muh-secici-liste" role="radiogroup" aria-label={t('admin.muhasebe.f.isletmeSec')}>
        {gosterilen.length === 0 && <p className="muted">{t('admin.muhasebe.bos')}</p>}
        {gosterilen.map((i) => (
          <label key={i.id} className={`muh-secenek${deger?.id === i.id ? ' secili' : ''}`}>
            <input type="radio" name={`${id}-isletme`} checked={deger?.id === i.id} onChange={() => onChange(i)} data-testid={`${testId}-${i.id}`} />
            <span>{i.ad}</span>{i.sehir && <small className="muted">{i.sehir}</small>}
          </label>
        ))}
      </div>
      {hata}
    </fieldset>
  );
}
