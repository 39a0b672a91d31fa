import { useEffect, useState } from 'react';
import type { DavetLinki } from '@lib/schemas/admin/isletmeler';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useZaman } from '@panel/ui/useZaman';
import { besteciAdresi } from '@lib/besteci';
import { isLang, LANGUAGE_NAMES, LANGUAGES, type Lang } from '@lib/i18n/languages';
import { modulOverlayi, type Metinler } from '@lib/i18n/modul';
import { translateWith } from '@lib/i18n/translate';
import { telefonNormalize } from '@lib/schemas/randevu/telefon';
import { anMetni, TARIH_UZUN } from '@lib/zaman/bicim';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { useTx } from './ortak';

/** Who the invite goes to: the owner's name and e-mail, the venue's name and phone, the language the owner reads. */
export interface DavetAlicisi { ad: string; email: string; isletme: string; telefon: string; dil?: string | null }

/**
 * The owner's invite link after creating a venue (or re-issuing it): shown once, with a copy button and the owner's
 * e-mail or WhatsApp composer filled in their language (the product sends nothing itself, like the CRM's follow-ups).
 */
export function DavetDialog({ alici, davet, onClose }: { alici: DavetAlicisi; davet: DavetLinki; onClose: () => void }) {
  const t = useTx();
  const zaman = useZaman(VARSAYILAN_DILIM);
  const [dil, setDil] = useState<Lang>(isLang(alici.dil) ? alici.dil : 'tr');
  const overlay = useOverlay(dil);
  const metin = (key: 'admin.isletme.davet.konu' | 'admin.isletme.davet.mesaj') => translateWith(overlay, key, {
    ad: alici.ad, isletme: alici.isletme, link: davet.link, gun: anMetni(davet.gecerlilik, dil, VARSAYILAN_DILIM, TARIH_UZUN),
  }, dil);
  const telefon = telefonNormalize(alici.telefon) ?? (/^\+\d{8,15}$/.test(alici.telefon.replace(/[\s().-]/g, '')) ? alici.telefon : null);
  const kime = { telefon: telefon ?? '', email: alici.email };
  async function kopyala() {
    try {
      await navigator.clipboard.writeText(davet.link);
      toast('success', t('admin.isletme.davet.kopyalandi'));
    } catch {
      // no clipboard permission: the field is selected so the admin can copy it by hand
      (document.getElementById('davet-link') as HTMLInputElement | null)?.select();
    }
  }
  return (
    <Dialog title={t('admin.isletme.davet.baslik')} open onClose={onClose}>
      <div className="form" data-testid="davet-dialog">
        <p>{t('admin.isletme.davet.metin', { ad: alici.ad, gun: zaman.an(new Date(davet.gecerlilik).toISOString()) })}</p>
        <div className="field"><label htmlFor="davet-link">{t('admin.isletme.davet.etiket')}</label>
          <div className="ais-link">
            <input id="davet-link" className="input" readOnly value={davet.link} onFocus={(e) => e.target.select()} data-testid="davet-link" />
            <button type="button" className="btn btn-primary" onClick={() => void kopyala()} data-testid="davet-kopyala">{t('admin.isletme.davet.kopyala')}</button>
          </div>
        </div>
        <fieldset className="ais-sahip ais-davet-gonder">
          <legend>{t('admin.isletme.davet.gonderBaslik')}</legend>
          <label className="field"><span>{t('admin.isletme.davet.dil')}</span>
            <select className="input" value={dil} onChange={(e) => setDil(e.target.value as Lang)} data-testid="davet-dil">
              {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
            </select>
          </label>
          <p lang={dil} className="ais-davet-onizleme" data-testid="davet-mesaj">{metin('admin.isletme.davet.mesaj')}</p>
          <div className="ais-davet-kanallar">
            <a className="btn" href={besteciAdresi('email', kime, metin('admin.isletme.davet.mesaj'), metin('admin.isletme.davet.konu'))} data-testid="davet-eposta">{t('admin.isletme.davet.eposta')}</a>
            {telefon
              ? <a className="btn" href={besteciAdresi('whatsapp', kime, metin('admin.isletme.davet.mesaj'), '')} target="_blank" rel="noopener noreferrer" data-testid="davet-whatsapp">{t('admin.isletme.davet.whatsapp')}</a>
              : <small className="muted">{t('admin.isletme.davet.telefonYok')}</small>}
          </div>
        </fieldset>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose} data-testid="davet-kapat">{t('admin.isletme.davet.kapat')}</button>
        </div>
      </div>
    </Dialog>
  );
}

/** The admin module's texts in the owner's language (the panel holds only the admin's own language). */
function useOverlay(dil: Lang): Metinler | null {
  const [overlay, setOverlay] = useState<{ dil: Lang; metinler: Metinler } | null>(null);
  useEffect(() => {
    if (dil === 'tr') return;
    let iptal = false;
    void modulOverlayi('admin', dil).then((metinler) => { if (!iptal) setOverlay({ dil, metinler }); }, () => undefined);
    return () => { iptal = true; };
  }, [dil]);
  return dil !== 'tr' && overlay?.dil === dil ? overlay.metinler : null;
}
