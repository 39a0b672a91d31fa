import { useStore } from '@nanostores/react';
import type { MusteriOnayi } from '@lib/schemas/musteri';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import { zamanGoster } from './ortak';

/** A customer's consent history: booking consent (KVKK) and marketing consent per channel, given or withdrawn. */
export function MusteriOnaylar({ onaylar, saatDilimi }: { onaylar: MusteriOnayi[]; saatDilimi: string }) {
  const t = useT();
  const lang = useStore($lang);
  return (
    <section className="rm-kart" aria-labelledby="rm-onaylar">
      <h3 id="rm-onaylar">{t('musteri.onay.baslik')}</h3>
      {onaylar.length === 0 ? <p className="muted rm-small">{t('musteri.onay.yok')}</p> : (
        <div className="rm-gecmis-kutu" tabIndex={0} role="region" aria-labelledby="rm-onaylar">
          <table className="table rm-gecmis rm-onay-tablo" data-testid="detay-onaylar">
            <thead>
              <tr>
                <th scope="col">{t('musteri.onay.col.tarih')}</th><th scope="col">{t('musteri.onay.col.tur')}</th><th scope="col">{t('musteri.onay.col.durum')}</th>
                <th scope="col">{t('musteri.onay.col.kaynak')}</th><th scope="col">{t('musteri.onay.col.kullanici')}</th>
              </tr>
            </thead>
            <tbody>
              {onaylar.map((o) => (
                <tr key={o.id}>
                  <td className="rm-tarih">{zamanGoster(o.zaman, lang, saatDilimi)}</td>
                  <td data-label={t('musteri.onay.col.tur')}>
                    {o.tur === 'kvkk' ? t('musteri.onay.tur.kvkk') : t('musteri.onay.tur.pazarlama', { kanal: t(`musteri.onay.kanal.${o.kanal ?? 'sms'}`) })}
                    {o.metinSurum && <span className="muted rm-small"> · {o.metinSurum}</span>}
                  </td>
                  <td data-label={t('musteri.onay.col.durum')} className={o.verildi ? 'rm-onay-ver' : 'rm-onay-geri'}>{o.verildi ? t('musteri.onay.verildi') : t('musteri.onay.geriAlindi')}</td>
                  <td data-label={t('musteri.onay.col.kaynak')}>{t(`musteri.onay.kaynak.${o.kaynak}`)}</td>
                  <td data-label={t('musteri.onay.col.kullanici')}>{o.kullanici ?? <span className="muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
