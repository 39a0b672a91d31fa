import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import '@lib/i18n/destek';
import '@styles/destek.css';
import { destekApi } from '@api/destek';
import { hataMetni } from '@api/client';
import { $destek, admineDon } from '@stores/destek';
import { toast } from '@stores/toasts';
import { useT } from '../hooks';

const ikiHane = (n: number) => String(n).padStart(2, '0');

/**
 * The support access banner on every business screen while a platform admin views the venue: who they see, read-only
 * or with the owner's consent, the time left and Bitir. The countdown is shown each second but only its minutes are
 * in the accessible text (a screen reader is not told every second). At the end the admin goes back to /admin.
 */
export default function DestekBandi() {
  const destek = useStore($destek);
  const t = useT();
  const [simdi, setSimdi] = useState(() => Date.now());
  const [bitiyor, setBitiyor] = useState(false);
  const kalanMs = destek ? Date.parse(destek.bitis) - simdi : 0;

  useEffect(() => {
    const id = setInterval(() => setSimdi(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => {
    if (destek && kalanMs <= 0) admineDon();
  }, [destek, kalanMs]);

  async function bitir() {
    setBitiyor(true);
    try {
      await destekApi.bitir();
      admineDon();
    } catch (error) {
      setBitiyor(false);
      toast('error', hataMetni(error));
    }
  }

  if (!destek) return null;
  const saniye = Math.max(0, Math.ceil(kalanMs / 1000));
  const dakika = Math.ceil(saniye / 60);
  return (
    <section className="destek-bant" role="region" aria-label={t('destek.baslik')} data-testid="destek-bant">
      <p className="destek-bant-metin">{t('destek.bant', { ad: destek.isletmeAdi })}</p>
      <span className="destek-bant-izin" data-testid="destek-izin">{destek.sahipOnayi ? t('destek.degisiklikIzni') : t('destek.saltOkunurEtiket')}</span>
      <span className="destek-bant-sure">
        <span aria-hidden="true" data-testid="destek-sure">{ikiHane(Math.floor(saniye / 60))}:{ikiHane(saniye % 60)}</span>
        <span className="sr-only">{t('destek.kalanSure', { dakika })}</span>
      </span>
      <button type="button" className="btn btn-small" onClick={() => void bitir()} disabled={bitiyor} data-testid="destek-bitir">{t('destek.bitir')}</button>
    </section>
  );
}
