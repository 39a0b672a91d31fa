import { musteri360, raporApi } from '@api/crm/rapor';
import type { MusteriGuvenilirlikRaporu } from '@lib/schemas/randevu/rapor';
import { useT } from '@panel/hooks';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useZaman } from '@panel/ui/useZaman';
import { useApiData } from '@panel/useApiData';
import { oranMetni } from '../detay/MusteriGuvenilirlik';

/** The customers with the most no-shows and late cancels in the last 180 days (same definition as the deposit rule). */
export function EnCokGelmeyen() {
  const t = useT();
  const zaman = useZaman();
  const { data, error, reload } = useApiData<MusteriGuvenilirlikRaporu>(raporApi.guvenilirlik);
  return (
    <section className="card crr-kart crr-guv" aria-labelledby="crr-guv-baslik" data-testid="crr-guvenilirlik">
      <h2 id="crr-guv-baslik">{t('crm.guvenilirlik.enCok')}</h2>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {data && (
        <>
          <p className="muted crr-ipucu">{t('crm.guvenilirlik.enCokAralik', { bas: zaman.gun(data.bas, 'gunAy'), bit: zaman.gun(data.bit, 'gunAy') })}</p>
          <Tablo testId="crr-guv-tablo" baslik={t('crm.guvenilirlik.enCok')} satirlar={data.musteriler} satirAnahtari={(m) => m.id} bos={t('crm.guvenilirlik.bos')}
            satirOzellik={(m) => ({ 'data-testid': `crr-guv-${m.id}` })} kolonlar={[
              { anahtar: 'ad', baslik: t('crm.guvenilirlik.musteri'), satirBasligi: true, hucre: (m) => <a href={musteri360(m.id)}>{m.ad}</a> },
              { anahtar: 'gelmedi', baslik: t('crm.guvenilirlik.gelmedi'), sayisal: true, hucre: (m) => m.gelmedi },
              { anahtar: 'gecIptal', baslik: t('crm.guvenilirlik.gecIptal'), sayisal: true, hucre: (m) => m.gecIptal },
              { anahtar: 'oran', baslik: t('crm.guvenilirlik.oran'), sayisal: true, hucre: (m) => oranMetni(t, m) },
            ]} />
          <p className="muted crr-ipucu">{t('crm.guvenilirlik.payda', { saat: data.gecIptalSaat })}</p>
        </>
      )}
    </section>
  );
}
