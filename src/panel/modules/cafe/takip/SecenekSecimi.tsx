import { useState, type FormEvent } from 'react';
import type { Katalog, KatalogSecenekGrubu } from '@lib/cafe/tipler';
import { formatKurus } from '@lib/para';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';

type KatalogUrunu = Katalog['urunler'][number];
export interface SecilenSecenek { degerId: number; ad: string; farkKurus: number }

/**
 * One sheet that asks every option group of a product at once (a required group first must be answered); a group
 * of one choice is a radio row, more choices are checkboxes; a sold-out value shows but cannot be chosen.
 */
export function SecenekSecimi({ urun, gruplar, onSec, onClose }: {
  urun: KatalogUrunu; gruplar: KatalogSecenekGrubu[]; onSec: (secenekler: SecilenSecenek[]) => void; onClose: () => void;
}) {
  const t = useT();
  const [secili, setSecili] = useState<ReadonlySet<number>>(() => new Set());
  const sayi = (g: KatalogSecenekGrubu) => g.degerler.filter((d) => secili.has(d.id)).length;
  const eksik = gruplar.filter((g) => sayi(g) < g.enAz);
  const secilenler = gruplar.flatMap((g) => g.degerler.filter((d) => secili.has(d.id)).map((d) => ({ degerId: d.id, ad: d.ad, farkKurus: d.farkKurus })));
  const birim = urun.fiyatKurus + secilenler.reduce((t2, s) => t2 + s.farkKurus, 0);

  function degistir(g: KatalogSecenekGrubu, degerId: number) {
    setSecili((s) => {
      const yeni = new Set(s);
      if (g.enCok === 1) {
        for (const d of g.degerler) yeni.delete(d.id);
        yeni.add(degerId);
      } else if (yeni.has(degerId)) yeni.delete(degerId);
      else if (sayi(g) < g.enCok) yeni.add(degerId);
      return yeni;
    });
  }
  function ekle(event: FormEvent) {
    event.preventDefault();
    if (eksik.length === 0) onSec(secilenler);
  }

  return (
    <Dialog title={urun.ad} open onClose={onClose}>
      <form className="form ct-secenek-sheet" onSubmit={ekle} data-testid="secenek-sheet">
        {gruplar.map((g) => (
          <fieldset key={g.id} className="ct-secenek-grup" data-testid={`secenek-grup-${g.id}`}>
            <legend>
              {g.ad} <small className={g.enAz > 0 && sayi(g) < g.enAz ? 'ct-zorunlu' : 'muted'}>
                {g.enAz > 0 ? t('cafe.secenek.zorunlu') : g.enCok > 1 ? t('cafe.secenek.enCok', { sayi: g.enCok }) : t('cafe.secenek.istege')}
              </small>
            </legend>
            <div className="ct-secenek-degerler">
              {g.degerler.map((d) => (
                <label key={d.id} className={`ct-secenek${secili.has(d.id) ? ' on' : ''}${d.tukendi ? ' ct-secenek-tukendi' : ''}`}>
                  <input type={g.enCok === 1 ? 'radio' : 'checkbox'} name={`grup-${g.id}`} checked={secili.has(d.id)} disabled={d.tukendi}
                    onChange={() => degistir(g, d.id)} data-testid={`secenek-${d.id}`} />
                  <span>{d.ad}</span>
                  {d.tukendi ? <small>{t('cafe.secenek.tukendi')}</small> : d.farkKurus > 0 && <small>+{formatKurus(d.farkKurus)}</small>}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={eksik.length > 0} data-testid="secenek-ekle">
            {eksik.length > 0 ? t('cafe.secenek.secin', { grup: eksik[0]!.ad }) : t('cafe.secenek.ekle', { tutar: formatKurus(birim) })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
