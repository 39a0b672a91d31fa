import type { ReactNode } from 'react';
import { formatKurus } from '@lib/para';
import { useT } from '@panel/hooks';
import type { Personel, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import { DurumRozeti, useBicim } from './takvim-ortak';
import { odemeOzeti } from './TakvimIslemler';

/** Appointments as a list grouped by local day (phone week view, "my appointments"). */
export function TakvimAjanda({ tz, tarihler, randevular, personeller, onSec, eylem, gunBasligi }: {
  tz: string;
  /** days to show even when empty; otherwise the days that have appointments */
  tarihler?: string[];
  randevular: TakvimRandevusu[];
  personeller: Map<number, Pick<Personel, 'ad' | 'renk'>>;
  onSec?: (r: TakvimRandevusu) => void;
  eylem?: (r: TakvimRandevusu) => ReactNode;
  gunBasligi?: (tarih: string) => string;
}) {
  const t = useT();
  const b = useBicim(tz);
  const gunler = tarihler ?? [...new Set(randevular.map((r) => b.gunTarihi(r.baslangic)))];
  return (
    <div className="rt-ajanda" data-testid="takvim-ajanda">
      {gunler.map((gun) => {
        const list = randevular.filter((r) => b.gunTarihi(r.baslangic) === gun);
        return (
          <section key={gun} className="rt-ajanda-gun" aria-labelledby={`ajanda-${gun}`}>
            <h2 id={`ajanda-${gun}`} className="rt-ajanda-baslik">{gunBasligi?.(gun) ?? b.gun(gun)} <span className="muted">· {t('randevu.takvim.randevuSayisi', { sayi: list.filter((r) => r.durum !== 'iptal').length })}</span></h2>
            {list.length === 0 ? <p className="muted rt-ajanda-bos">{t('randevu.takvim.gunBos')}</p> : (
              <ul className="card-list">
                {list.map((r) => {
                  const p = personeller.get(r.personelId);
                  const icerik = (
                    <>
                      <span className="rt-ajanda-saat">{b.aralik(r)}</span>
                      <span className="rt-ajanda-ana">
                        <strong>{r.musteriAd}</strong>
                        <span className="muted">{b.hizmetler(r.kalemler)} · {formatKurus(r.toplamKurus)}</span>
                        {r.odemeler.length > 0 && <span className="rt-ajanda-odeme" data-testid={`ajanda-odeme-${r.id}`}>{odemeOzeti(r, t)}</span>}
                        {p && <span className="rt-ajanda-kisi"><span className="rt-nokta" style={{ background: p.renk }} aria-hidden="true" />{p.ad}</span>}
                        {r.notlar && <span className="rt-ajanda-not">{r.notlar}</span>}
                      </span>
                      <DurumRozeti durum={r.durum} />
                      {r.teyit && (r.durum === 'beklemede' || r.durum === 'onaylandi') && <span className="rt-teyit" data-testid={`ajanda-teyit-${r.id}`}>✓ {t('randevu.hatirlatma.musteriOnayladi')}</span>}
                    </>
                  );
                  return (
                    <li key={r.id} className={`card rt-ajanda-kart rt-kart-${r.durum}`} style={{ borderLeftColor: p?.renk }} data-testid={`ajanda-${r.id}`}>
                      {onSec ? <button type="button" className="rt-ajanda-dugme" onClick={() => onSec(r)}>{icerik}</button> : <div className="rt-ajanda-dugme">{icerik}</div>}
                      {eylem?.(r)}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
      {gunler.length === 0 && <p className="empty-lead">{t('randevu.takvim.ajandaBos')}</p>}
    </div>
  );
}
