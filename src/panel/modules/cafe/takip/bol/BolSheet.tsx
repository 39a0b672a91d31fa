import { useState, type FormEvent } from 'react';
import type { Adisyon, Kalem } from '@lib/cafe/tipler';
import { bolumDurumu } from '@lib/cafe/bolum';
import { esitBol } from '@lib/cafe/hesap';
import { formatKurus } from '@lib/para';
import { BOLME_BICIMLERI, BOLUM_SINIRI, KOLTUK_SINIRI, type BolmeBicimi } from '@lib/schemas/cafe/islem';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import '@styles/cafe-bol.css';

type Calistir = (govde: Record<string, unknown>, basari?: string) => Promise<unknown>;

/** Lines that can still go into a new sub-check: active, unpaid and not split yet. */
const bolunebilir = (k: Kalem) => k.durum === 'aktif' && k.odemeId === null && k.bolumId === null;

/**
 * The split sheet: by item (tap lines into parts, steppers for a part of a quantity), by seat (give lines their seat),
 * or N equal shares of the unsplit part. The server checks and applies it; this only gathers the choice.
 */
export function BolSheet({ adisyon, calistir, onClose }: { adisyon: Adisyon; calistir: Calistir; onClose: () => void }) {
  const t = useT();
  const [bicim, setBicim] = useState<BolmeBicimi>('kalem');
  // the parts being made: per part, kalemId → pieces
  const [parcalar, setParcalar] = useState<Record<number, number>[]>([{}]);
  const [aktif, setAktif] = useState(0);
  const [kisi, setKisi] = useState(2);
  const [bekliyor, setBekliyor] = useState(false);
  const kalemler = adisyon.kalemler.filter(bolunebilir);
  const bolunmemis = bolumDurumu(adisyon).bolunmemis.kalanKurus;
  const ilkNo = adisyon.bolumler.reduce((m, b) => Math.max(m, b.no), 0) + 1;
  const digerlerinde = (kalemId: number, haric: number) => parcalar.reduce((s, p, i) => s + (i === haric ? 0 : (p[kalemId] ?? 0)), 0);
  const dolu = parcalar.filter((p) => Object.values(p).some((x) => x > 0));

  function adetDegis(k: Kalem, fark: number) {
    setParcalar((ps) => ps.map((p, i) => {
      if (i !== aktif) return p;
      const en = k.adet - digerlerinde(k.id, i);
      const yeni = Math.max(0, Math.min(en, (p[k.id] ?? 0) + fark));
      return { ...p, [k.id]: yeni };
    }));
  }

  async function bol(event: FormEvent) {
    event.preventDefault();
    const govde: Record<string, unknown> = { tur: 'bol', adisyonId: adisyon.id, bicim };
    if (bicim === 'kalem') govde.parcalar = dolu.map((p) => Object.entries(p).filter(([, a]) => a > 0).map(([id, a]) => ({ kalemId: Number(id), adet: a })));
    if (bicim === 'esit') govde.kisi = kisi;
    setBekliyor(true);
    const cevap = await calistir(govde, t('cafe.bol.bolundu'));
    setBekliyor(false);
    if (cevap) onClose();
  }

  const secimVar = bicim === 'kalem' ? dolu.length > 0 : bicim === 'koltuk' ? kalemler.some((k) => k.koltuk !== null) : bolunmemis > 0;
  return (
    <Dialog title={t('cafe.bol.baslik', { no: adisyon.no })} open onClose={onClose} wide>
      <form className="form cb-sheet" onSubmit={(e) => void bol(e)} noValidate data-testid="bol-sheet">
        <div className="qm-chips" role="radiogroup" aria-label={t('cafe.bol.bicim')}>
          {BOLME_BICIMLERI.map((b) => (
            <label key={b} className={`qm-chip${bicim === b ? ' on' : ''}`}>
              <input type="radio" name="bicim" checked={bicim === b} onChange={() => setBicim(b)} data-testid={`bol-bicim-${b}`} />{t(`cafe.bol.bicim.${b}`)}
            </label>
          ))}
        </div>
        {kalemler.length === 0 && <p className="muted" role="status">{t('cafe.bol.bolunecekYok')}</p>}

        {bicim === 'kalem' && kalemler.length > 0 && (
          <>
            <p className="muted">{t('cafe.bol.kalemIpucu')}</p>
            <div className="cb-parcalar" role="group" aria-label={t('cafe.bol.bolumler')}>
              {parcalar.map((p, i) => (
                <button key={i} type="button" className={`qm-chip${aktif === i ? ' on' : ''}`} aria-pressed={aktif === i} onClick={() => setAktif(i)} data-testid="bol-parca">
                  {t('cafe.bol.parca', { no: ilkNo + i })}{Object.values(p).some((x) => x > 0) ? ` · ${Object.values(p).reduce((s, x) => s + x, 0)}` : ''}
                </button>
              ))}
              {parcalar.length < BOLUM_SINIRI && (
                <button type="button" className="btn" onClick={() => { setParcalar((ps) => [...ps, {}]); setAktif(parcalar.length); }} data-testid="bol-parca-ekle">+ {t('cafe.bol.parcaEkle')}</button>
              )}
            </div>
            <ul className="ct-kalemler" aria-label={t('cafe.bol.parca', { no: ilkNo + aktif })}>
              {kalemler.map((k) => {
                const adet = parcalar[aktif]?.[k.id] ?? 0;
                const en = k.adet - digerlerinde(k.id, aktif);
                return (
                  <li key={k.id} className="cb-satir" data-testid="bol-kalem">
                    <span className="cb-satir-ad">{k.adet}× {k.ad}<small className="muted">{formatKurus(k.tutarKurus)}{k.koltuk !== null ? ` · ${t('cafe.bol.koltukNo', { no: k.koltuk })}` : ''}</small></span>
                    <span className="cb-adet" role="group" aria-label={t('cafe.bol.adetFor', { ad: k.ad, no: ilkNo + aktif })}>
                      <button type="button" className="icon-btn" disabled={adet === 0} aria-label={t('cafe.bol.azalt', { ad: k.ad })} onClick={() => adetDegis(k, -1)}>−</button>
                      <output aria-live="polite" data-testid="bol-adet">{adet}/{en}</output>
                      <button type="button" className="icon-btn" disabled={adet >= en} aria-label={t('cafe.bol.arttir', { ad: k.ad })} onClick={() => adetDegis(k, 1)} data-testid="bol-arttir">+</button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}

        {bicim === 'koltuk' && kalemler.length > 0 && (
          <>
            <p className="muted">{t('cafe.bol.koltukIpucu')}</p>
            <ul className="ct-kalemler">
              {kalemler.map((k) => (
                <li key={k.id} className="cb-satir" data-testid="bol-koltuk-kalem">
                  <span className="cb-satir-ad">{k.adet}× {k.ad}<small className="muted">{formatKurus(k.tutarKurus)}</small></span>
                  <span className="cb-adet" role="group" aria-label={t('cafe.bol.koltukFor', { ad: k.ad })}>
                    <button type="button" className="icon-btn" disabled={k.koltuk === null} aria-label={t('cafe.bol.azalt', { ad: k.ad })}
                      onClick={() => void calistir({ tur: 'koltuk', adisyonId: adisyon.id, kalemId: k.id, koltuk: k.koltuk !== null && k.koltuk > 1 ? k.koltuk - 1 : null })}>−</button>
                    <output aria-live="polite" data-testid="bol-koltuk">{k.koltuk ?? t('cafe.bol.koltukYok')}</output>
                    <button type="button" className="icon-btn" disabled={(k.koltuk ?? 0) >= KOLTUK_SINIRI} aria-label={t('cafe.bol.arttir', { ad: k.ad })}
                      onClick={() => void calistir({ tur: 'koltuk', adisyonId: adisyon.id, kalemId: k.id, koltuk: (k.koltuk ?? 0) + 1 })}>+</button>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}

        {bicim === 'esit' && kalemler.length > 0 && (
          <>
            <p>{t('cafe.bol.esitIpucu', { tutar: formatKurus(bolunmemis) })}</p>
            <div className="cb-adet" role="group" aria-label={t('cafe.bol.kisi')}>
              <button type="button" className="icon-btn" disabled={kisi <= 2} aria-label={t('cafe.bol.kisiAzalt')} onClick={() => setKisi((n) => Math.max(2, n - 1))}>−</button>
              <output aria-live="polite" data-testid="bol-kisi">{kisi}</output>
              <button type="button" className="icon-btn" disabled={kisi >= BOLUM_SINIRI} aria-label={t('cafe.bol.kisiArttir')} onClick={() => setKisi((n) => Math.min(BOLUM_SINIRI, n + 1))}>+</button>
            </div>
            <p className="cb-paylar" data-testid="bol-paylar">{t('cafe.bol.paylar', { paylar: esitBol(bolunmemis, kisi).map((p) => formatKurus(p)).join(' + ') })}</p>
          </>
        )}

        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={!secimVar || bekliyor} data-testid="bol-onayla">{t('cafe.bol.onayla')}</button>
        </div>
      </form>
    </Dialog>
  );
}
