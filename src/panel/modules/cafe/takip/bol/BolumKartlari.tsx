import { useState } from 'react';
import type { Adisyon } from '@lib/cafe/tipler';
import { bolumDurumu, type BolumTutari } from '@lib/cafe/bolum';
import { formatKurus } from '@lib/para';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { bolumAdi } from './bolumAdi';
import '@styles/cafe-bol.css';

/** What the payment dialog gets for one part of a split check: its id (null: the unsplit part), name and what it owes. */
export interface OdenecekBolum { id: number | null; ad: string; kalanKurus: number }

/**
 * The sub-checks of a split check as cards on the check: their lines, total, paid or what is left, and the pay,
 * pre-bill and undo buttons; the unsplit part (where new orders land) is one card too.
 */
export function BolumKartlari({ adisyon, tahsilat, guncelle, onOde, onOnHesap, calistir }: {
  adisyon: Adisyon; tahsilat: boolean; guncelle: boolean;
  onOde: (b: OdenecekBolum) => void;
  onOnHesap: (b: BolumTutari, ad: string) => void;
  calistir: (govde: Record<string, unknown>, basari?: string) => Promise<unknown>;
}) {
  const t = useT();
  const [geri, setGeri] = useState<{ id: number; ad: string } | null>(null);
  const d = bolumDurumu(adisyon);
  const esitler = d.bolumler.filter((b) => b.tur === 'esit');
  const ad = (b: BolumTutari) => bolumAdi(t, b, b.tur === 'esit' ? { sira: esitler.indexOf(b) + 1, kisi: esitler.length } : undefined);
  const u = d.bolunmemis;
  const bolunmemisVar = u.kalemler.some((k) => k.durum === 'aktif' && k.odemeId === null) || u.kalanKurus > 0;

  return (
    <section className="cb-kartlar" aria-label={t('cafe.bol.bolumler')} data-testid="bolumler">
      {d.bolumler.map((b) => {
        const isim = ad(b);
        const kalemler = b.tur === 'esit' ? [] : b.kalemler.filter((k) => k.durum !== 'iptal');
        return (
          <article key={b.id} className={`cb-kart${b.odendi ? ' cb-odendi' : ''}`} data-testid="bolum" data-odendi={b.odendi ? '1' : '0'}>
            <header className="cb-kart-bas">
              <h3>{isim}</h3>
              <strong data-testid="bolum-tutar">{formatKurus(b.tutarKurus)}</strong>
            </header>
            {kalemler.length > 0 && <p className="cb-kalemler muted">{kalemler.map((k) => `${k.adet}× ${k.ad}`).join(', ')}</p>}
            <p className={b.odendi ? 'cb-durum cb-durum-odendi' : 'cb-durum'} data-testid="bolum-durum">{b.odendi ? `✓ ${t('cafe.bol.odendi')}` : t('cafe.bol.kalan', { tutar: formatKurus(b.kalanKurus) })}</p>
            {!b.odendi && (
              <div className="cb-eylemler">
                {guncelle && <button type="button" className="btn" onClick={() => onOnHesap(b, isim)} aria-label={t('cafe.bol.onHesapFor', { ad: isim })} data-testid="bolum-on-hesap">{t('cafe.detay.onHesap')}</button>}
                {guncelle && <button type="button" className="btn" onClick={() => setGeri({ id: b.id, ad: isim })} aria-label={t('cafe.bol.geriAlFor', { ad: isim })} data-testid="bolum-geri">{t('cafe.bol.geriAl')}</button>}
                {tahsilat && b.kalanKurus > 0 && (
                  <button type="button" className="btn btn-primary" onClick={() => onOde({ id: b.id, ad: isim, kalanKurus: b.kalanKurus })} aria-label={t('cafe.bol.odeFor', { ad: isim })} data-testid="bolum-ode">
                    {t('cafe.bol.ode')} · {formatKurus(b.kalanKurus)}
                  </button>
                )}
              </div>
            )}
          </article>
        );
      })}
      {bolunmemisVar && (
        <article className="cb-kart cb-bolunmemis" data-testid="bolunmemis">
          <header className="cb-kart-bas"><h3>{t('cafe.bol.bolunmemis')}</h3><strong>{formatKurus(u.tutarKurus)}</strong></header>
          <p className="cb-kalemler muted">{u.kalemler.filter((k) => k.durum === 'aktif' && k.odemeId === null).map((k) => `${k.adet}× ${k.ad}`).join(', ')}</p>
          <p className="cb-durum muted">{t('cafe.bol.yeniSiparis')}</p>
          {tahsilat && u.kalanKurus > 0 && (
            <div className="cb-eylemler">
              <button type="button" className="btn btn-primary" onClick={() => onOde({ id: null, ad: t('cafe.bol.bolunmemis'), kalanKurus: u.kalanKurus })} aria-label={t('cafe.bol.odeFor', { ad: t('cafe.bol.bolunmemis') })} data-testid="bolunmemis-ode">
                {t('cafe.bol.ode')} · {formatKurus(u.kalanKurus)}
              </button>
            </div>
          )}
        </article>
      )}
      {geri && (
        <Dialog title={t('cafe.bol.geriAlFor', { ad: geri.ad })} open onClose={() => setGeri(null)}>
          <div className="form" data-testid="bolum-geri-dialog">
            <p>{t('cafe.bol.geriOnay', { ad: geri.ad })}</p>
            <div className="dialog-actions">
              <button type="button" className="btn" onClick={() => setGeri(null)}>{t('common.cancel')}</button>
              <button type="button" className="btn btn-primary" data-testid="bolum-geri-onayla"
                onClick={() => void calistir({ tur: 'bolGeri', adisyonId: adisyon.id, bolumId: geri.id }, t('cafe.bol.geriAlindi')).then(() => setGeri(null))}>
                {t('cafe.bol.geriAl')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </section>
  );
}
