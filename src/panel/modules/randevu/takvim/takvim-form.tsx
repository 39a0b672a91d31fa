import { useStore } from '@nanostores/react';
import { formatKurus } from '@lib/para';
import { metin } from '@lib/menu/text';
import { $lang } from '@stores/language';
import type { ReactNode } from 'react';
import { useT } from '@panel/hooks';
import type { AlanIsareti } from '@panel/ui/useAlanHatalari';
import type { Hizmet } from '@lib/schemas/randevu/takvim';

/** Service checkboxes (name, duration, price) of the services a staff member does. */
export function HizmetSecimi({ hizmetler, secili, onChange, legend, isaret, hata }: {
  hizmetler: Hizmet[]; secili: number[]; onChange: (ids: number[]) => void; legend: string; isaret?: AlanIsareti; hata?: ReactNode;
}) {
  const t = useT();
  const lang = useStore($lang);
  return (
    <fieldset className="rt-fieldset" {...isaret} tabIndex={isaret ? -1 : undefined}>
      <legend>{legend}<span className="req" aria-hidden="true"> *</span></legend>
      {hata}
      {hizmetler.length === 0 && <p className="muted">{t('randevu.takvim.hizmetYok')}</p>}
      <div className="rt-hizmetler">
        {hizmetler.map((h) => (
          <label key={h.id} className={`rt-hizmet${secili.includes(h.id) ? ' secili' : ''}`}>
            <input type="checkbox" checked={secili.includes(h.id)} onChange={(e) => onChange(e.target.checked ? [...secili, h.id] : secili.filter((x) => x !== h.id))} data-testid={`hizmet-${h.id}`} />
            <span className="rt-hizmet-ad">{metin(h.ad, lang)}</span>
            <span className="muted rt-kucuk">{t('randevu.takvim.dk', { dk: h.sureDk })} · {formatKurus(h.fiyatKurus)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Duration and price of the chosen services. */
export function secimOzeti(hizmetler: Hizmet[], ids: number[]) {
  const secili = ids.map((id) => hizmetler.find((h) => h.id === id)).filter((h): h is Hizmet => !!h);
  return { sureDk: secili.reduce((s, h) => s + h.sureDk, 0), toplamKurus: secili.reduce((s, h) => s + h.fiyatKurus, 0) };
}

/** The "outside working hours, save anyway?" question the API asks with 409 OUTSIDE_HOURS. */
export function MesaiUyarisi({ mesaj, onOnay, onVazgec, etiket }: { mesaj: string; onOnay: () => void; onVazgec: () => void; etiket?: string }) {
  const t = useT();
  return (
    <div className="rt-uyari" role="alertdialog" aria-label={t('randevu.takvim.mesaiDisiBaslik')} data-testid="mesai-uyari">
      <p><strong>{t('randevu.takvim.mesaiDisiBaslik')}</strong> {mesaj}</p>
      <div className="row-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={onOnay} data-testid="mesai-onay">{etiket ?? t('randevu.takvim.yineDeKaydet')}</button>
        <button type="button" className="btn btn-small" onClick={onVazgec}>{t('common.cancel')}</button>
      </div>
    </div>
  );
}

/** 'HH:MM' → minutes, or null. */
export function dakikaDegeri(saat: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(saat);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
