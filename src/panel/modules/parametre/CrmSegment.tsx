import { formatKurus } from '@lib/para';
import type { CrmAlani } from '@lib/schemas/parametre';
import { alanIsareti, Bolum, HataMetni, type BolumProps } from './ortak';

/** One whole-number threshold; the spend threshold is typed in lira and kept in kuruş. */
function Esik({ alan, p, min, max, lira }: { alan: CrmAlani; p: BolumProps; min: number; max: number; lira?: boolean }) {
  const deger = p.taslak[alan];
  const ipucuId = `prm-ipucu-${alan}`;
  return (
    <label className="field">
      <span>{p.t(`parametre.alan.${alan}`)}</span>
      <input className="input" type="number" inputMode="numeric" name={alan} min={min} max={lira ? max / 100 : max} step={1} readOnly={p.salt}
        value={Number.isFinite(deger) ? (lira ? deger / 100 : deger) : ''}
        onChange={(event) => {
          const n = event.target.value === '' ? Number.NaN : Number(event.target.value);
          p.set({ [alan]: lira && Number.isFinite(n) ? Math.round(n * 100) : n });
        }}
        {...alanIsareti(alan, p.hatalar, ipucuId)} data-testid={`prm-${alan}`} />
      <small id={ipucuId} className="muted">{p.t(`parametre.crm.ipucu.${alan}`)}</small>
      <HataMetni alan={alan} hatalar={p.hatalar} />
    </label>
  );
}

/** "CRM segmentleri": the thresholds the customer report and the retention report sort customers by. */
export function CrmSegmentBolumu(p: BolumProps) {
  const { taslak: s, t } = p;
  return (
    <Bolum id="crm" baslik={t('parametre.bolum.crm')}>
      <p className="muted">{t('parametre.crm.aciklama')}</p>
      <div className="form-row">
        <Esik alan="crmYeniGun" p={p} min={1} max={365} />
        <Esik alan="crmDuzenliZiyaret" p={p} min={1} max={1000} />
      </div>
      <div className="form-row">
        <Esik alan="crmSadikZiyaret" p={p} min={2} max={10000} />
        <Esik alan="crmSadikHarcamaKurus" p={p} min={0} max={10_000_000_000} lira />
      </div>
      <div className="form-row">
        <Esik alan="crmRiskGun" p={p} min={1} max={1095} />
        <Esik alan="crmKayipGun" p={p} min={2} max={1825} />
      </div>
      <p className="prm-aciklama" data-testid="prm-crm-ozet">
        {t('parametre.crm.ozet', {
          yeni: s.crmYeniGun, duzenli: s.crmDuzenliZiyaret, sadik: s.crmSadikZiyaret,
          harcama: Number.isFinite(s.crmSadikHarcamaKurus) ? formatKurus(s.crmSadikHarcamaKurus) : '–', risk: s.crmRiskGun, kayip: s.crmKayipGun,
        })}
      </p>
    </Bolum>
  );
}
