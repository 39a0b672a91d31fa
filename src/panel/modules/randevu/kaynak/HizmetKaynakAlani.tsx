import { useEffect, useState, type ReactNode } from 'react';
import { kaynakApi } from '@api/randevu/kaynak';
import type { KaynakSecenegi } from '@lib/schemas/randevu/kaynak';
import { useT } from '@panel/hooks';

/**
 * The service form's "needs these resources" field: the venue's rooms and devices as checkboxes. `kaydet(id)` writes
 * the choice after the service itself is saved (a new service has its id only then); nothing is sent when unchanged.
 */
export function useHizmetKaynaklari(hizmetId: number | null): { alan: ReactNode; kaydet: (id: number) => Promise<void> } {
  const t = useT();
  const [secenekler, setSecenekler] = useState<KaynakSecenegi[] | null>(null);
  const [secili, setSecili] = useState<number[]>([]);
  const [ilk, setIlk] = useState<number[]>([]);
  useEffect(() => {
    let iptal = false;
    kaynakApi.secenekler().then((liste) => {
      if (iptal) return;
      const mevcut = hizmetId === null ? [] : liste.filter((k) => k.hizmetIdler.includes(hizmetId)).map((k) => k.id);
      setSecenekler(liste);
      setSecili(mevcut);
      setIlk(mevcut);
    }).catch(() => setSecenekler([]));
    return () => { iptal = true; };
  }, [hizmetId]);

  const degisti = secili.length !== ilk.length || secili.some((id) => !ilk.includes(id));
  const alan = (
    <fieldset className="rh-personel" data-testid="hizmet-kaynaklar">
      <legend>{t('randevu.kaynak.hizmetAlani')}</legend>
      {secenekler !== null && secenekler.length === 0 ? <p className="muted rh-small">{t('randevu.kaynak.hizmetAlaniBos')}</p> : (
        <>
          <p className="muted rh-small">{t('randevu.kaynak.hizmetAlaniIpucu')}</p>
          <ul className="rh-check-list">
            {(secenekler ?? []).map((k) => {
              const checked = secili.includes(k.id);
              return (
                <li key={k.id}>
                  <label className="check"><input type="checkbox" checked={checked} data-testid={`hizmet-kaynak-${k.id}`}
                    onChange={() => setSecili(checked ? secili.filter((id) => id !== k.id) : [...secili, k.id])} />
                    {k.ad} <span className="muted">· {t(`randevu.kaynak.tur.${k.tur}`)}{k.aktif ? '' : ` · ${t('randevu.kaynak.pasif')}`}</span></label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
  return {
    alan,
    kaydet: async (id: number) => {
      if (!degisti && hizmetId !== null) return;
      if (hizmetId === null && secili.length === 0) return;
      await kaynakApi.hizmetKaydet(id, secili);
      setIlk(secili);
    },
  };
}
