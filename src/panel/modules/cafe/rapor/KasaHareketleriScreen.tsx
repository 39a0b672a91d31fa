import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { kasaApi } from '@api/kasa';
import { $permissionSet } from '@stores/auth';
import { useT } from '@panel/hooks';
import { KasaEkrani } from '@panel/modules/kasa/KasaScreen';
import { KasaBaglam } from '@panel/modules/kasa/kasa-baglam';

/** The venue's one cash book seen from the cafe (/api/isletme/cafe/kasa): check payments come in by themselves, linked to their check. */
const CAFE_KASA_KEY = 'isletme:qrmenu:cafe-yonetim:kasa-hareketleri';

/** /isletme/qrmenu/cafe-yonetim/kasa-hareketleri */
export default function KasaHareketleriScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const baglam = useMemo(() => ({
    anahtar: CAFE_KASA_KEY,
    api: kasaApi('/isletme/cafe'),
    adisyonYolu: can.has('isletme:qrmenu:cafe-yonetim:adisyonraporu') ? (id: number) => `/isletme/qrmenu/cafe-yonetim/adisyonraporu?adisyon=${id}` : null,
  }), [can]);
  return <KasaBaglam.Provider value={baglam}><KasaEkrani title={t('menu.cafe.kasaHareketleri')} /></KasaBaglam.Provider>;
}
