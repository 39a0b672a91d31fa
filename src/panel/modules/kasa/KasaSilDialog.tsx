import '@lib/i18n/kasa';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import type { KasaSatiri } from '@lib/schemas/kasa';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { useKasaBaglami } from './kasa-baglam';
import { aciklamaMetni, hataMetni, zamanGoster } from './ortak';

/** Confirms deleting a cash movement (says so when the row is an appointment's payment). */
export function KasaSilDialog({ satir, saatDilimi, onClose, onDeleted }: { satir: KasaSatiri; saatDilimi: string; onClose: () => void; onDeleted: () => void }) {
  const t = useT();
  const { api: kasa } = useKasaBaglami();
  const lang = useStore($lang);
  const [hata, setHata] = useState<string | null>(null);
  async function sil() {
    try {
      await kasa.kasaSil(satir.id);
      toast('success', t('common.deleted'));
      onDeleted();
    } catch (caught) {
      setHata(hataMetni(caught));
    }
  }
  return (
    <Dialog title={t('kasa.silBaslik')} open onClose={onClose}>
      <div className="form">
        <p>{t('kasa.silSoru', { tur: t(`kasa.tur.${satir.tur}`), tutar: formatKurus(satir.tutarKurus), zaman: zamanGoster(satir.tarih, lang, saatDilimi) })}</p>
        {aciklamaMetni(satir, t) && <p className="muted rf-alinti">{aciklamaMetni(satir, t)}</p>}
        {satir.randevu && <p className="rf-bilgi">{t('kasa.randevuBagliSil', { kod: satir.randevu.kod })}</p>}
        {hata && <p className="field-error" role="alert">{hata}</p>}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="button" className="btn btn-primary rf-sil-btn" onClick={() => void sil()} data-testid="kasa-sil-onay">{t('common.delete')}</button>
        </div>
      </div>
    </Dialog>
  );
}
