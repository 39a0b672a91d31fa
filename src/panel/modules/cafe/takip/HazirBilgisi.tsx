import { useStore } from '@nanostores/react';
import { hataMetni } from '@api/client';
import { takipApi } from '@api/cafe/takip';
import { $permissionSet } from '@stores/auth';
import { $takip, takipYukle, yeniIslemId } from '@stores/cafe';
import { toast } from '@stores/toasts';
import { useT } from '@panel/hooks';

/** The stations finished something of this check: the waiter says they took it (the grid's "hazır" goes away). */
export function HazirBilgisi({ masaId }: { masaId: number }) {
  const t = useT();
  const can = useStore($permissionSet);
  const a = useStore($takip)?.acik.find((x) => x.masaId === masaId);
  if (!a || !(a.hazir > 0)) return null;
  async function teslim() {
    try {
      await takipApi.islem({ islemId: yeniIslemId(), tur: 'istasyonTeslim', adisyonId: a!.id });
      await takipYukle();
    } catch (e) {
      toast('error', hataMetni(e));
    }
  }
  return (
    <p className="ct-hazir-bilgi" role="status" data-testid="hazir-bilgi">
      <span>{t('cafe.istasyon.hazirBilgi', { sayi: a.hazir })}</span>
      {can.has('isletme:qrmenu:cafe-yonetim:masa-takip') && <button type="button" className="btn" onClick={() => void teslim()} data-testid="hazir-teslim">{t('cafe.istasyon.teslimAl')}</button>}
    </p>
  );
}
