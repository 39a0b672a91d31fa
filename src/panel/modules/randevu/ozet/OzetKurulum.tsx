import { useStore } from '@nanostores/react';
import { $permissionSet } from '@stores/auth';
import type { Ozet } from '@lib/schemas/randevu/ozet';
import { useTx } from '../ortak';

/** Until services, staff and the online channel exist, the dashboard says what to set up next, with links. */
export function OzetKurulum({ sayilar }: { sayilar: Ozet['sayilar'] }) {
  const t = useTx();
  const can = useStore($permissionSet);
  const adimlar = [
    { id: 'hizmet', tamam: sayilar.hizmet > 0, yol: '/isletme/randevutakip/hizmetler', yetki: 'isletme:randevutakip:hizmetler' },
    { id: 'personel', tamam: sayilar.personel > 0, yol: '/isletme/randevutakip/personel', yetki: 'isletme:randevutakip:personel' },
    { id: 'kanal', tamam: sayilar.kanal === 'acik', yol: '/isletme/randevutakip/online-kanal', yetki: 'isletme:randevutakip:online-kanal' },
  ];
  if (adimlar.every((a) => a.tamam)) return null;
  return (
    <section className="card ro-kurulum" aria-labelledby="ro-kurulum" data-testid="ro-kurulum">
      <h2 id="ro-kurulum" className="ro-h2">{t('randevu.dashboard.kurulum.title')}</h2>
      <p className="muted">{t('randevu.dashboard.kurulum.lead')}</p>
      <ol className="ro-adimlar">
        {adimlar.map((a) => (
          <li key={a.id} className={a.tamam ? 'ro-tamam' : ''} data-testid={`ro-kurulum-${a.id}`}>
            <span className="ro-adim-isaret" aria-hidden="true">{a.tamam ? '✓' : ''}</span>
            <span className="ro-adim-metin">
              <strong>{t(`randevu.dashboard.kurulum.${a.id}`)}</strong>
              <span className="muted">{a.tamam ? t('randevu.dashboard.kurulum.tamam') : t(`randevu.dashboard.kurulum.${a.id}Ipucu`)}</span>
            </span>
            {!a.tamam && can.has(a.yetki) && <a className="btn btn-small" href={a.yol}>{t(`randevu.dashboard.kurulum.${a.id}Git`)}</a>}
          </li>
        ))}
      </ol>
    </section>
  );
}
