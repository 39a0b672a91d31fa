import { useEffect, useState, type FormEvent } from 'react';
import { takipApi } from '@api/crm/takip';
import type { KurallarCevabi, KuralSatiri } from '@lib/schemas/crm/takip';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { ceviri } from './ortak';

/** The seven rules: on/off, the number (days, sessions or kuruş) and who gets what they generate. */
export function KurallarDialog({ onClose }: { onClose: (degisti: boolean) => void }) {
  const t = useT();
  const tt = ceviri(t);
  const { data, error, reload } = useApiData<KurallarCevabi>(takipApi.kurallar);
  const [liste, setListe] = useState<KuralSatiri[]>([]);
  useEffect(() => { if (data) setListe(data.kurallar); }, [data]);
  const degistir = (kural: string, g: Partial<KuralSatiri>) => setListe((l) => l.map((k) => (k.kural === kural ? { ...k, ...g } : k)));
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => takipApi.kurallariKaydet(liste.map((k) => ({ kural: k.kural, aktif: k.aktif, deger: k.deger, personelId: k.personelId }))), t('crm.takip.kaydedildi'), 10000)) onClose(true);
  }
  return (
    <Dialog title={t('crm.takip.kurallar.baslik')} open onClose={() => onClose(false)} wide>
      {error && <div className="crt-dialog-govde"><LoadError error={error} onRetry={() => void reload()} /></div>}
      <form className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="kurallar-form">
        <ul className="crt-kurallar">
          {liste.map((k) => (
            <li key={k.kural} className="crt-kural" data-testid={`kural-${k.kural}`}>
              <label className="crt-kural-ad">
                <input type="checkbox" checked={k.aktif} onChange={(e) => degistir(k.kural, { aktif: e.target.checked })} data-testid={`kural-${k.kural}-aktif`} />
                <span><strong>{tt(`crm.takip.kural.${k.kural}`)}</strong><br /><small className="muted">{tt(`crm.takip.kuralAciklama.${k.kural}`)}</small></span>
              </label>
              <label className="field crt-kural-sayi"><span>N ({tt(`crm.takip.kuralBirim.${k.kural}`)})</span>
                <input className="input" type="number" inputMode="numeric" min={k.aralik[0]} max={k.aralik[1]} value={Number.isFinite(k.deger) ? k.deger : ''}
                  onChange={(e) => degistir(k.kural, { deger: e.target.value === '' ? Number.NaN : Number(e.target.value) })} data-testid={`kural-${k.kural}-deger`} />
              </label>
              <label className="field crt-kural-kisi"><span>{t('crm.takip.kurallar.personel')}</span>
                <select className="input" value={k.personelId ?? ''} onChange={(e) => degistir(k.kural, { personelId: e.target.value ? Number(e.target.value) : null })} data-testid={`kural-${k.kural}-personel`}>
                  <option value="">{t('crm.takip.liste.atanmamis')}</option>
                  {(data?.personeller ?? []).filter((p) => p.aktif || p.id === k.personelId).map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
                </select>
              </label>
            </li>
          ))}
        </ul>
        <p className="muted">{t('crm.takip.kurallar.not')}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => onClose(false)}>{t('crm.takip.iptal')}</button>
          <button type="submit" className="btn btn-primary" disabled={!data} data-testid="kurallar-kaydet">{t('crm.takip.kaydet')}</button>
        </div>
      </form>
    </Dialog>
  );
}
