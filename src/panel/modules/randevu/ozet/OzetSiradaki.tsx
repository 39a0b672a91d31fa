import type { Ozet } from '@lib/schemas/randevu/ozet';
import { useBicim, useTx } from '../ortak';

/** The next appointments still to come (from now, or from the start of a future day). */
export function OzetSiradaki({ veri, takvim }: { veri: Ozet; takvim: string | null }) {
  const t = useTx();
  const b = useBicim(veri.saatDilimi);
  const gecmis = veri.gun < veri.bugun;
  return (
    <section className="card ro-kart" aria-labelledby="ro-siradaki">
      <div className="ro-kart-bas">
        <h2 id="ro-siradaki" className="ro-h2">{t('randevu.dashboard.siradaki.title')}</h2>
        {takvim && <a href={`${takvim}?tarih=${veri.gun}`} className="ro-link">{t('randevu.dashboard.takvimiAc')}</a>}
      </div>
      {veri.siradaki.length === 0 ? (
        <p className="muted ro-bos" data-testid="ro-siradaki-bos">{t(gecmis ? 'randevu.dashboard.siradaki.gecmis' : 'randevu.dashboard.siradaki.bos')}</p>
      ) : (
        <ul className="ro-siradaki" role="list" data-testid="ro-siradaki">
          {veri.siradaki.map((r) => {
            const gunu = b.gunu(r.baslangic);
            return (
              <li key={r.id} className="ro-randevu" data-testid={`ro-randevu-${r.id}`}>
                <span className="ro-saat">
                  {gunu !== veri.gun && <span className="ro-saat-gun">{gunu === veri.bugun ? t('randevu.dashboard.bugun') : b.gunAy(gunu)}</span>}
                  <span>{b.saat(r.baslangic)}–{b.saat(r.bitis)}</span>
                </span>
                <span className="ro-randevu-ana">
                  <span className="ro-musteri">{r.musteri}</span>
                  <span className="muted ro-hizmet">{r.hizmetler.join(', ')}</span>
                </span>
                <span className="ro-personel">
                  <span className="ro-nokta" style={{ background: r.personel.renk }} aria-hidden="true" />
                  {r.personel.ad}
                  {r.durum === 'beklemede' && <span className="ro-rozet-bekliyor">{t('randevu.dashboard.durum.beklemede')}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
