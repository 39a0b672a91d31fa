import { useId, type ReactNode } from 'react';
import type { AlanHatalari, AlanIsareti } from './useAlanHatalari';

/**
 * One labelled field of a form checked by useAlanHatalari: the label (with the required mark), the control the
 * screen draws with the marks it must carry (`alan`: name, aria-invalid, aria-describedby, blur), a hint, its error.
 */
export function Alan({ f, ad, etiket, zorunlu, ipucu, sinif, children }: {
  f: AlanHatalari;
  /** the field's name in the schema (what the server's messages name too) */
  ad: string;
  etiket: ReactNode;
  zorunlu?: boolean;
  ipucu?: ReactNode;
  sinif?: string;
  children: (alan: AlanIsareti) => ReactNode;
}) {
  const ipucuId = useId();
  return (
    <label className={`field${sinif ? ` ${sinif}` : ''}`}>
      <span>{etiket}{zorunlu && <span className="req" aria-hidden="true"> *</span>}</span>
      {children(f.alan(ad, ipucu ? ipucuId : undefined))}
      {ipucu && <small id={ipucuId} className="muted">{ipucu}</small>}
      {f.hata(ad)}
    </label>
  );
}
