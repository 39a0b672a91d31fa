import { useEffect, useState, type FormEvent } from 'react';
import { posApi } from '@api/pos';
import type { IsletmePos } from '@lib/schemas/pos';
import { fisDuzeni } from '@lib/pos';
import { FisOnizleme } from '@panel/components/FisOnizleme';
import { islem } from '@api/islem';
import { useApiData } from '../../useApiData';
import type { Ceviri } from './ortak';

/**
 * The venue's receipt template and printer profile among what the platform allows (admin POS definitions); the
 * preview follows the unsaved receipt header/footer of the form above too.
 */
export function FisAyari({ t, salt, ustMetin, altMetin, isletmeAd }: { t: Ceviri; salt: boolean; ustMetin: string; altMetin: string; isletmeAd: string }) {
  const { data, reload } = useApiData<IsletmePos>(posApi.isletme);
  const [sablonId, setSablon] = useState<number | null>(null);
  const [profilId, setProfil] = useState<number | null>(null);
  useEffect(() => {
    setSablon(data?.secim.sablonId ?? null);
    setProfil(data?.secim.profilId ?? null);
  }, [data]);
  if (!data) return null;
  const { secenekler } = data;
  const varsayilanSablon = secenekler.sablonlar.find((s) => s.varsayilan);
  const varsayilanProfil = secenekler.profiller.find((p) => p.varsayilan);
  const duzen = fisDuzeni(secenekler, { sablonId, profilId, ustMetin, altMetin });

  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => posApi.isletmeKaydet(sablonId, profilId), t('parametre.pos.kaydedildi'))) await reload();
  }
  const secim = (deger: string) => (deger === '' ? null : Number(deger));
  return (
    <form className="card form prm-bolum prm-pos" onSubmit={(e) => void kaydet(e)} aria-labelledby="prm-pos-baslik" data-testid="prm-pos">
      <h2 id="prm-pos-baslik">{t('parametre.pos.baslik')}</h2>
      <p className="muted">{t('parametre.pos.ipucu')}</p>
      <div className="prm-pos-izgara">
        <div className="prm-pos-alanlar">
          <label className="field"><span>{t('parametre.pos.sablon')}</span>
            <select className="input" value={sablonId ?? ''} disabled={salt} onChange={(e) => setSablon(secim(e.target.value))} data-testid="prm-pos-sablon">
              <option value="">{t('parametre.pos.varsayilan')}{varsayilanSablon ? ` (${varsayilanSablon.ad})` : ''}</option>
              {secenekler.sablonlar.map((s) => <option key={s.id} value={s.id}>{s.ad}</option>)}
            </select></label>
          <label className="field"><span>{t('parametre.pos.profil')}</span>
            <select className="input" value={profilId ?? ''} disabled={salt} onChange={(e) => setProfil(secim(e.target.value))} data-testid="prm-pos-profil">
              <option value="">{t('parametre.pos.varsayilan')}{varsayilanProfil ? ` (${varsayilanProfil.ad})` : ''}</option>
              {secenekler.profiller.map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
            </select></label>
          {!salt && <button type="submit" className="btn btn-primary" data-testid="prm-pos-kaydet">{t('parametre.pos.kaydet')}</button>}
        </div>
        <FisOnizleme duzen={duzen} isletmeAd={isletmeAd} baslik={`${t('parametre.pos.profil')}: ${duzen.profilAd ?? `${duzen.kagitMm} mm`}`} testId="prm-pos-onizleme" />
      </div>
    </form>
  );
}
