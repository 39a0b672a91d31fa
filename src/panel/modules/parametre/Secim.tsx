import type { ParametreAlani } from '@lib/schemas/parametre';
import { alanIsareti, HataMetni, type Hatalar } from './ortak';

/** A checkbox-chip group for one field (payment methods, VAT rates, languages); `kilitli` options can't be unticked. */
export function Secim<T extends string | number>({ alan, legend, secenekler, deger, onChange, hatalar, salt, kilitli = [], ipucu }: {
  alan: ParametreAlani; legend: string; secenekler: readonly { value: T; label: string }[]; deger: readonly T[]; onChange: (next: T[]) => void;
  hatalar: Hatalar; salt: boolean; kilitli?: readonly T[]; ipucu?: string;
}) {
  const ipucuId = ipucu ? `prm-ipucu-${alan}` : undefined;
  const isaret = alanIsareti(alan, hatalar, ipucuId);
  return (
    <fieldset className={`qm-chips prm-secim${hatalar[alan] ? ' prm-gecersiz' : ''}`} aria-describedby={isaret['aria-describedby']} data-testid={`prm-${alan}`}>
      <legend>{legend}</legend>
      {secenekler.map((option) => {
        const checked = deger.includes(option.value);
        const sabit = kilitli.includes(option.value);
        return (
          <label key={String(option.value)} className={`qm-chip${checked ? ' on' : ''}`}>
            <input type="checkbox" name={alan} value={String(option.value)} checked={checked} disabled={salt || sabit}
              aria-invalid={isaret['aria-invalid']}
              onChange={() => onChange(checked ? deger.filter((item) => item !== option.value) : [...deger, option.value])} />
            {option.label}
          </label>
        );
      })}
      {ipucu && <small id={ipucuId} className="muted prm-secim-ipucu">{ipucu}</small>}
      <HataMetni alan={alan} hatalar={hatalar} />
    </fieldset>
  );
}
