import { useState, type FormEvent } from 'react';
import { downloadApiFile } from '@api/dosya';
import { withLoader } from '@stores/loader';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { takvimApi } from '@api/randevu/takvim';
import { hataMetni } from './takvim-ortak';

/** CSV export of a date range (defaults to the shown day or week). */
export function TakvimDisaAktar({ bas: ilkBas, bit: ilkBit, onClose }: { bas: string; bit: string; onClose: () => void }) {
  const t = useT();
  const [bas, setBas] = useState(ilkBas);
  const [bit, setBit] = useState(ilkBit);
  const [hata, setHata] = useState<string | null>(null);
  async function indir(event: FormEvent) {
    event.preventDefault();
    setHata(null);
    try {
      await withLoader(() => downloadApiFile(takvimApi.disaAktarYolu(bas, bit), `randevular-${bas}-${bit}.csv`));
      onClose();
    } catch (caught) {
      setHata(hataMetni(caught));
    }
  }
  return (
    <Dialog title={t('randevu.takvim.disaAktar')} open onClose={onClose}>
      <form className="form rt-dialog" onSubmit={(e) => void indir(e)}>
        <p className="muted">{t('randevu.takvim.disaAktarAciklama')}</p>
        <div className="form-row">
          <label className="field"><span>{t('randevu.takvim.baslangicTarihi')}</span><input className="input" type="date" required value={bas} onChange={(e) => setBas(e.target.value)} data-testid="disa-bas" /></label>
          <label className="field"><span>{t('randevu.takvim.bitisTarihi')}</span><input className="input" type="date" required value={bit} onChange={(e) => setBit(e.target.value)} data-testid="disa-bit" /></label>
        </div>
        <p className="field-error" role="alert">{hata}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="disa-indir">{t('randevu.takvim.indir')}</button>
        </div>
      </form>
    </Dialog>
  );
}
