import { useTx } from './ortak';

/** A period (two calendar days) as two date inputs; the server answers with the period it used. */
export function Donem({ bas, bit, onChange }: { bas: string; bit: string; onChange: (bas: string, bit: string) => void }) {
  const t = useTx();
  return (
    <>
      <label className="field est-tarih"><span>{t('envanter.stok.donem.bas')}</span>
        <input className="input" type="date" value={bas} max={bit || undefined} onChange={(e) => onChange(e.target.value, bit)} data-testid="donem-bas" />
      </label>
      <label className="field est-tarih"><span>{t('envanter.stok.donem.bit')}</span>
        <input className="input" type="date" value={bit} min={bas || undefined} onChange={(e) => onChange(bas, e.target.value)} data-testid="donem-bit" />
      </label>
    </>
  );
}
