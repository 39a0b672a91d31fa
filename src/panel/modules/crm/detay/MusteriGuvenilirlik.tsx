import type { MusteriGuvenilirligi } from '@lib/schemas/randevu/rapor';
import { useT } from '@panel/hooks';

/** "%50 (2/4)": the rate with its counts, so one of one is not read as a habit. */
export function oranMetni(t: ReturnType<typeof useT>, s: { oran: number | null; gelmedi: number; gecIptal: number; vade: number }): string {
  return s.oran === null ? '–' : t('crm.guvenilirlik.oranDeger', { yuzde: Math.round(s.oran * 100), sorunlu: s.gelmedi + s.gecIptal, vade: s.vade });
}

/** The customer's no-shows and late cancels in the deposit rule's window, and whether the rule asks them a deposit. */
export function MusteriGuvenilirlik({ g }: { g: MusteriGuvenilirligi }) {
  const t = useT();
  const kural = g.esik === 0 ? t('crm.guvenilirlik.kuralKapali') : t(g.kaporaKurali ? 'crm.guvenilirlik.kuralVar' : 'crm.guvenilirlik.kuralYok', { esik: g.esik });
  return (
    <section className="rm-kart crmd-guv" aria-labelledby="crmd-guv-b" data-testid="crmd-guvenilirlik">
      <h2 id="crmd-guv-b" className="crmd-h2">{t('crm.guvenilirlik.baslik')} <span className="muted crmd-kucuk">· {t('crm.guvenilirlik.donem', { ay: g.ay })}</span></h2>
      <dl className="crmd-sayilar">
        <div><dt>{t('crm.guvenilirlik.gelmedi')}</dt><dd data-testid="crmd-guv-gelmedi" className={g.gelmedi > 0 ? 'rm-uyari' : ''}>{g.gelmedi}</dd></div>
        <div><dt>{t('crm.guvenilirlik.gecIptal')}</dt><dd data-testid="crmd-guv-gec" className={g.gecIptal > 0 ? 'rm-uyari' : ''}>{g.gecIptal}</dd></div>
        <div><dt>{t('crm.guvenilirlik.oran')}</dt><dd data-testid="crmd-guv-oran">{oranMetni(t, g)}</dd></div>
      </dl>
      <p className={g.kaporaKurali ? 'rm-uyari crmd-guv-kural' : 'muted crmd-guv-kural'} data-testid="crmd-guv-kural">{kural}</p>
      <p className="muted crmd-kucuk">{t('crm.guvenilirlik.payda', { saat: g.gecIptalSaat })}</p>
    </section>
  );
}
