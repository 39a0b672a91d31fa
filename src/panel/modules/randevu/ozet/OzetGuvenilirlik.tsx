import { useState } from 'react';
import { gunMs, tarihMetni } from '@lib/randevu/time';
import type { GuvenilirlikRaporu, GuvenilirlikSatiri } from '@lib/schemas/randevu/rapor';
import { guvenilirlikYolu } from '@api/randevu/ozet';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useApiData } from '@panel/useApiData';
import { useBicim, useTx } from '../ortak';

const DONEMLER = [30, 90, 180] as const;

/** The rate with its counts beside it ("50 % (2/4)"), so one of one is not read as a trend. */
export function useOranMetni(saatDilimi?: string) {
  const t = useTx();
  const b = useBicim(saatDilimi);
  return (s: Pick<GuvenilirlikSatiri, 'vade' | 'gelmedi' | 'gecIptal' | 'oran'>) =>
    s.oran === null ? '–' : t('randevu.rapor.oranSayili', { oran: b.yuzde(s.oran), sorunlu: b.sayi(s.gelmedi + s.gecIptal), vade: b.sayi(s.vade) });
}

/** Dashboard card: no-show and late-cancel rates per service and staff member over the last N days up to the chosen day. */
export function OzetGuvenilirlik({ gun }: { gun: string }) {
  const t = useTx();
  const [gunSayisi, setGunSayisi] = useState<number>(DONEMLER[0]);
  const bas = tarihMetni(gunMs(gun)! - (gunSayisi - 1) * 86_400_000);
  const { data, error, reload } = useApiData<GuvenilirlikRaporu>(guvenilirlikYolu(bas, gun));
  const b = useBicim(data?.saatDilimi);
  const oran = useOranMetni(data?.saatDilimi);
  const tablo = (tur: 'hizmet' | 'personel', satirlar: GuvenilirlikSatiri[]) => {
    const baslik = t(tur === 'hizmet' ? 'randevu.rapor.hizmete' : 'randevu.rapor.personele');
    return (
      <div>
        <h3 className="ro-guv-h3">{baslik}</h3>
        <Tablo testId={`ro-guv-${tur}`} baslik={baslik} satirlar={satirlar} satirAnahtari={(s) => s.id}
          satirOzellik={(s) => ({ 'data-testid': `ro-guv-${tur}-${s.id}` })} kolonlar={[
            { anahtar: 'ad', baslik: t(`randevu.rapor.kolon.${tur}`), satirBasligi: true, hucre: (s) => s.ad },
            { anahtar: 'gelmedi', baslik: t('randevu.rapor.kolon.gelmedi'), sayisal: true, hucre: (s) => b.sayi(s.gelmedi) },
            { anahtar: 'gecIptal', baslik: t('randevu.rapor.kolon.gecIptal'), sayisal: true, hucre: (s) => b.sayi(s.gecIptal) },
            { anahtar: 'oran', baslik: t('randevu.rapor.kolon.oran'), sayisal: true, hucre: (s) => oran(s), ozellik: () => ({ 'data-testid': 'oran' }) },
          ]} />
      </div>
    );
  };
  return (
    <section className="card ro-guv" aria-labelledby="ro-guv" data-testid="ro-guvenilirlik">
      <div className="ro-kart-bas">
        <h2 id="ro-guv" className="ro-h2">{t('randevu.rapor.baslik')}</h2>
        <label className="ro-guv-donem">
          <span className="sr-only">{t('randevu.rapor.donem')}</span>
          <select className="input" value={gunSayisi} onChange={(e) => setGunSayisi(Number(e.target.value))} data-testid="ro-guv-donem">
            {DONEMLER.map((d) => <option key={d} value={d}>{t('randevu.rapor.sonGun', { gun: d })}</option>)}
          </select>
        </label>
      </div>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {data && (
        <>
          <p className="muted ro-kucuk">{t('randevu.rapor.aralik', { bas: b.kisa(data.bas), bit: b.kisa(data.bit) })}</p>
          {data.toplam.vade === 0 ? <p className="muted ro-bos" data-testid="ro-guv-bos">{t('randevu.rapor.bos')}</p> : (
            <>
              <p className="ro-guv-toplam" data-testid="ro-guv-toplam">
                <strong>{oran(data.toplam)}</strong>{' · '}
                {t('randevu.rapor.toplam', { vade: data.toplam.vade, gelmedi: data.toplam.gelmedi, gecIptal: data.toplam.gecIptal })}
              </p>
              <div className="ro-iki">
                {tablo('hizmet', data.hizmetler)}
                {tablo('personel', data.personeller)}
              </div>
            </>
          )}
          <p className="muted ro-kucuk" data-testid="ro-guv-payda">{t('randevu.rapor.payda', { saat: data.gecIptalSaat })}</p>
        </>
      )}
    </section>
  );
}
