import { gunEkle } from '@lib/randevu/takvim-zaman';
import { useT } from '@panel/hooks';
import type { Personel } from '@lib/schemas/randevu/takvim';
import { bugunYerel, type Gorunum } from './takvim-veri';

/** Date navigation (prev / today / next / date input), day–week switch, staff filter of the week, cancelled toggle. */
export function TakvimArac({ tarih, gorunum, tz, personeller, secili, iptaller, onTarih, onGorunum, onSecili, onIptaller }: {
  tarih: string; gorunum: Gorunum; tz: string; personeller: Personel[]; secili: string; iptaller: boolean;
  onTarih: (t: string) => void; onGorunum: (g: Gorunum) => void; onSecili: (id: string) => void; onIptaller: (on: boolean) => void;
}) {
  const t = useT();
  const adim = gorunum === 'hafta' ? 7 : 1;
  const bugun = bugunYerel(tz);
  return (
    <div className="rt-arac" role="toolbar" aria-label={t('randevu.takvim.arac')}>
      <div className="rt-nav">
        <button type="button" className="btn btn-small" onClick={() => onTarih(gunEkle(tarih, -adim))} aria-label={t(gorunum === 'hafta' ? 'randevu.takvim.oncekiHafta' : 'randevu.takvim.oncekiGun')} data-testid="takvim-onceki">‹</button>
        <button type="button" className="btn btn-small" onClick={() => onTarih(bugun)} disabled={tarih === bugun} data-testid="takvim-bugun">{t('randevu.takvim.bugun')}</button>
        <button type="button" className="btn btn-small" onClick={() => onTarih(gunEkle(tarih, adim))} aria-label={t(gorunum === 'hafta' ? 'randevu.takvim.sonrakiHafta' : 'randevu.takvim.sonrakiGun')} data-testid="takvim-sonraki">›</button>
        <label className="rt-tarih-alan">
          <span className="sr-only">{t('randevu.takvim.tarih')}</span>
          <input className="input" type="date" value={tarih} required onChange={(e) => { if (e.target.value) onTarih(e.target.value); }} data-testid="takvim-tarih-sec" />
        </label>
      </div>
      <div className="rt-gorunum" role="group" aria-label={t('randevu.takvim.gorunum')}>
        {(['gun', 'hafta'] as const).map((g) => (
          <button key={g} type="button" className="btn btn-small" aria-pressed={gorunum === g} onClick={() => onGorunum(g)} data-testid={`gorunum-${g}`}>{t(`randevu.takvim.gorunum.${g}`)}</button>
        ))}
      </div>
      {gorunum === 'hafta' && (
        <label className="rt-kisi-filtre">
          <span className="sr-only">{t('randevu.takvim.personel')}</span>
          <select className="input" value={personeller.some((p) => String(p.id) === secili) ? secili : ''} onChange={(e) => onSecili(e.target.value)} data-testid="hafta-personel">
            <option value="">{t('randevu.takvim.tumPersonel')}</option>
            {personeller.map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
          </select>
        </label>
      )}
      <label className="check rt-iptal-sec"><input type="checkbox" checked={iptaller} onChange={(e) => onIptaller(e.target.checked)} data-testid="iptalleri-goster" />{t('randevu.takvim.iptalleriGoster')}</label>
    </div>
  );
}
