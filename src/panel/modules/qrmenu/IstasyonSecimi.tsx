import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { hataMetni } from '@api/client';
import { istasyonApi } from '@api/cafe/istasyon';
import type { Istasyon } from '@lib/cafe/istasyon';
import { $permissionSet } from '@stores/auth';
import { toast } from '@stores/toasts';
import { useT } from '@panel/hooks';

/**
 * The category and product forms' station field (kitchen or bar), saved as it is picked. Shown for an existing
 * category or product of a venue that has stations, to who may edit it.
 */
export function IstasyonSecimi({ kategoriId, urunId }: { kategoriId?: number; urunId?: number }) {
  const t = useT();
  const can = useStore($permissionSet);
  const [istasyonlar, setIstasyonlar] = useState<Istasyon[] | null>(null);
  const [secili, setSecili] = useState<number | null>(null);
  const yazabilir = can.has(urunId ? 'isletme:qrmenu:urunler:guncelle' : 'isletme:qrmenu:kategori:guncelle');
  useEffect(() => {
    if (!yazabilir || (!kategoriId && !urunId)) return;
    void istasyonApi.ayarOku().then(async (a) => {
      setIstasyonlar(a.istasyonlar);
      setSecili(kategoriId ? a.kategoriler.find((k) => k.id === kategoriId)?.istasyonId ?? null : (await istasyonApi.urunIstasyonu(urunId!)).istasyonId);
    }, () => setIstasyonlar([]));
  }, [kategoriId, urunId, yazabilir]);
  if (!istasyonlar?.length) return null;
  async function sec(deger: string) {
    const istasyonId = deger === '' ? null : Number(deger);
    try {
      await istasyonApi.yonlendir({ ...(kategoriId ? { kategoriId } : { urunId }), istasyonId });
      setSecili(istasyonId);
    } catch (e) {
      toast('error', hataMetni(e));
    }
  }
  return (
    <label className="field">
      <span>{t('cafe.istasyon.ayar.alan')}</span>
      <select className="input" value={String(secili ?? '')} onChange={(e) => void sec(e.target.value)} data-testid="istasyon-secimi">
        <option value="">{t(urunId ? 'cafe.istasyon.ayar.kategorininki' : 'cafe.istasyon.ayar.yok')}</option>
        {istasyonlar.map((i) => <option key={i.id} value={i.id}>{i.ad}</option>)}
      </select>
    </label>
  );
}
