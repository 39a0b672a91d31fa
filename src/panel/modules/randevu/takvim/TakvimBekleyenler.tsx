import { useStore } from '@nanostores/react';
import { formatKurus } from '@lib/para';

import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { $permissionSet } from '@stores/auth';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { TAKVIM_KEY, takvimApi } from '@api/randevu/takvim';
import type { TakvimRandevusu, TakvimVerisi } from '@lib/schemas/randevu/takvim';
import { useBicim, useSimdi } from './takvim-ortak';
import { TakvimIslemler } from './TakvimIslemler';

/** Online bookings waiting for approval (manual-approval channels), oldest first, with approve / reject. */
export function TakvimBekleyenler({ veri, onClose, onChanged, onSec }: { veri: TakvimVerisi; onClose: () => void; onChanged: () => void; onSec: (r: TakvimRandevusu) => void }) {
  const t = useT();
  const can = useStore($permissionSet);
  const now = useSimdi();
  const b = useBicim(veri.saatDilimi);
  const list = veri.bekleyenler;
  return (
    <Dialog title={t('randevu.takvim.bekleyenlerBaslik', { sayi: veri.bekleyenSayisi })} open onClose={onClose} wide>
      <div className="form rt-dialog" data-testid="bekleyenler">
        {list.length === 0 ? <p className="empty-lead">{t('randevu.takvim.bekleyenYok')}</p> : (
          <ul className="card-list">
            {list.map((r) => {
              const p = veri.personeller.find((x) => x.id === r.personelId);
              return (
                <li key={r.id} className="card rt-bekleyen" style={{ borderLeftColor: p?.renk }} data-testid={`bekleyen-${r.id}`}>
                  <button type="button" className="rt-ajanda-dugme" onClick={() => onSec(r)}>
                    <span className="rt-ajanda-saat">{b.kisaGun(b.gunTarihi(r.baslangic))}<br />{b.aralik(r)}</span>
                    <span className="rt-ajanda-ana">
                      <strong>{r.musteriAd}</strong>
                      <span className="muted">{telefonGoster(r.musteriTelefon)} · {t(`randevu.takvim.kaynak.${r.kaynak}`)}</span>
                      <span>{b.hizmetler(r.kalemler)} · {formatKurus(r.toplamKurus)}</span>
                      {p && <span className="rt-ajanda-kisi"><span className="rt-nokta" style={{ background: p.renk }} aria-hidden="true" />{p.ad}</span>}
                    </span>
                  </button>
                  <TakvimIslemler r={r} now={now} kompakt izinli={(islem) => (islem === 'onayla' || islem === 'reddet') && can.has(`${TAKVIM_KEY}:guncelle`)}
                    calistir={takvimApi.durum} onDone={onChanged} />
                </li>
              );
            })}
          </ul>
        )}
        {veri.bekleyenSayisi > list.length && <p className="muted">{t('randevu.takvim.bekleyenDahaFazla', { sayi: veri.bekleyenSayisi - list.length })}</p>}
      </div>
    </Dialog>
  );
}
