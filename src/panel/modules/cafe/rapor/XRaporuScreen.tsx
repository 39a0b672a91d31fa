import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { $permissionSet } from '@stores/auth';
import { $session } from '@stores/session';
import { XRAPORU_KEY, gunApi } from '@api/cafe/gun';
import type { XRaporu } from '@lib/schemas/cafe/gun';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { BaskiKopyalari, GunRaporuGorunumu, baskiAl } from '@panel/modules/cafe/gun/GunRaporu';
import '@styles/cafe-gun.css';

/** /isletme/qrmenu/cafe-yonetim/xraporu: the open working day's figures now, without closing it. */
export default function XRaporuScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const izinli = can.has(`${XRAPORU_KEY}:raporCek`);
  return (
    <section className="screen cg-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.cafe.xRaporu')}</h1>
          <p className="muted">{t('cafe.gun.x.subtitle')}</p>
        </div>
      </header>
      {izinli ? <XRaporuIcerik /> : <p className="muted">{t('cafe.gun.x.yetkiYok')}</p>}
    </section>
  );
}

function XRaporuIcerik() {
  const t = useT();
  const oturum = useStore($session);
  const { data, error, reload } = useApiData<XRaporu>(gunApi.xrapor);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return null;
  if (!data.rapor) return <div className="cg-kart" data-testid="cg-x-gun-yok"><p className="muted">{t('cafe.gun.gs.gunYok')}</p></div>;
  return (
    <>
      <p className="cg-durum">
        <button type="button" className="btn" onClick={() => void reload()} data-testid="cg-x-yenile"><Icon name="clock" size={18} />{t('cafe.gun.x.yenile')}</button>
        <button type="button" className="btn" onClick={() => baskiAl('a4')} data-testid="cg-yazdir-a4"><Icon name="ledger" size={18} />{t('cafe.gun.yazdirA4')}</button>
        <button type="button" className="btn" onClick={() => baskiAl('80')} data-testid="cg-yazdir-80"><Icon name="ledger" size={18} />{t('cafe.gun.yazdir80')}</button>
      </p>
      <div className="cg-kart"><GunRaporuGorunumu rapor={data.rapor} saatDilimi={data.saatDilimi} tur="x" isletme={{ ad: data.isletme }} /></div>
      <BaskiKopyalari isletme={data.baski} imza={{ tur: 'x', kim: oturum.userInfo?.adSoyad, zaman: data.rapor.zaman, saatDilimi: data.saatDilimi }}>
        <GunRaporuGorunumu rapor={data.rapor} saatDilimi={data.saatDilimi} tur="x" />
      </BaskiKopyalari>
    </>
  );
}
