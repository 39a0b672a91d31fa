import '@lib/i18n/personel';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { sayiMetni } from '@lib/para';
import { CalismaSchema, HAFTA_SIRASI, dakika, haftalikDakika, saatHatalari, saatMetni, type Aralik, type SaatTuru, type Disarida, type Personel } from '@lib/schemas/personel';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';
import { personelApi } from '@api/personel';
import { sorunMetni, useTx } from '@panel/modules/personel/ortak';

type Satir = Aralik & { k: number };
let anahtar = 0;
const satirlar = (list: readonly Aralik[]): Satir[] => list.map((a) => ({ gun: a.gun, baslangic: a.baslangic, bitis: a.bitis, tur: a.tur, k: ++anahtar }));
const temiz = (list: readonly Satir[]): Aralik[] => list.map(({ gun, baslangic, bitis, tur }) => ({ gun, baslangic, bitis, tur }));
const bicimli = (saat: string) => { const dk = dakika(saat); return dk !== null && dk % 5 === 0; };
const SAATLER = Array.from({ length: 24 * 12 + 1 }, (_, i) => saatMetni(i * 5));
const BASLANGICLAR = SAATLER.slice(0, -1);
const BITISLER = SAATLER.slice(1);

/** A sensible new range: a first shift 09:00–18:00, a later shift after the last one, a break in the middle of the first shift. */
function yeniAralik(gunun: readonly Satir[], gun: number, tur: SaatTuru): Satir {
  const calisma = gunun.filter((a) => a.tur === 'calisma').map((a) => [dakika(a.baslangic) ?? 0, dakika(a.bitis) ?? 0] as const).sort((a, b) => a[0] - b[0]);
  let [bas, bit] = [9 * 60, 18 * 60];
  if (tur === 'calisma' && calisma.length) {
    bas = Math.min(calisma[calisma.length - 1]![1] + 60, 22 * 60);
    bit = Math.min(bas + 120, 23 * 60 + 55);
  } else if (tur === 'mola' && calisma[0]) {
    bas = Math.floor((calisma[0][0] + calisma[0][1]) / 2 / 5) * 5;
    bit = Math.min(bas + 60, calisma[0][1]);
  }
  return { gun, tur, baslangic: saatMetni(bas), bitis: saatMetni(bit), k: ++anahtar };
}

/** Weekly hours editor: per weekday zero or more working ranges and breaks, copy a day to others, live warnings. */
export function PersonelSaatDialog({ personel, saatDilimi, digerleri, onClose, onSaved }: { personel: Personel; saatDilimi: string; digerleri: Personel[]; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const zaman = useZaman(saatDilimi);
  const [list, setList] = useState<Satir[]>(() => satirlar(personel.calisma));
  const [kaynak, setKaynak] = useState('1');
  const [hedefler, setHedefler] = useState<number[]>([2, 3, 4, 5]);
  const [disarida, setDisarida] = useState<Disarida | null>(null);
  const gunAd = (gun: number) => t(`personel.gun.${gun}`);

  const hatalar = useMemo(() => new Map(saatHatalari(temiz(list.filter((a) => bicimli(a.baslangic) && bicimli(a.bitis)))).map((h) => [h.gun, h.anahtar])), [list]);
  const gecerli = useMemo(() => v.safeParse(CalismaSchema, { araliklar: temiz(list) }), [list]);
  // a day's rule ('key|gun', the day named in the message) is that day's field, shown live and marked on save
  const f = useAlanHatalari(CalismaSchema, { araliklar: temiz(list) }, {
    ek: () => Object.fromEntries([...hatalar].map(([gun, anahtar]) => [`gun${gun}`, `${anahtar}|${gun}`])),
    ceviri: (anahtar) => sorunMetni(anahtar, t),
  });

  // the count of future appointments the edited week would leave outside, asked for once typing settles
  const istek = useRef(0);
  useEffect(() => {
    if (!gecerli.success) return;
    const no = ++istek.current;
    const timer = setTimeout(() => {
      personelApi.calismaKontrol(personel.id, gecerli.output).then((r) => { if (no === istek.current) setDisarida(r.disarida); }, () => undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [gecerli, personel.id]);

  const degistir = (k: number, patch: Partial<Aralik>) => setList((current) => current.map((a) => (a.k === k ? { ...a, ...patch } : a)));
  const ekle = (gun: number, tur: SaatTuru) => setList((current) => [...current, yeniAralik(current.filter((a) => a.gun === gun), gun, tur)]);
  const kaldir = (k: number) => setList((current) => current.filter((a) => a.k !== k));

  function kopyala() {
    const gun = Number(kaynak);
    const kaynakSatirlari = list.filter((a) => a.gun === gun);
    const hedef = hedefler.filter((h) => h !== gun);
    setList((current) => [...current.filter((a) => !hedef.includes(a.gun)), ...hedef.flatMap((h) => satirlar(kaynakSatirlari.map((a) => ({ ...a, gun: h }))))]);
    toast('success', t('personel.saat.kopyalandi'));
  }

  function personeldenAl(id: string) {
    const diger = digerleri.find((p) => String(p.id) === id);
    if (!diger) return;
    setList(satirlar(diger.calisma));
    toast('success', t('personel.saat.alindi', { ad: diger.ad }));
  }

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    try {
      const sonuc = await withLoader(() => personelApi.calismaKaydet(personel.id, govde));
      if (sonuc.disarida.sayi > 0) toast('warning', t('personel.saat.kaydedildiUyari', { sayi: sonuc.disarida.sayi }), undefined, 8000);
      else toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  // a select, not <input type=time>: 24-hour text in every browser locale, 5-minute steps only, and 24:00 as an end
  const saatAlani = (a: Satir, no: number, alan: 'baslangic' | 'bitis') => {
    const turAd = t(a.tur === 'calisma' ? 'personel.saat.calismaTur' : 'personel.saat.molaTur');
    const secenekler = alan === 'baslangic' ? BASLANGICLAR : BITISLER;
    return (
      <select className="input rp-time" required value={a[alan]} aria-invalid={!bicimli(a[alan])}
        aria-label={t(alan === 'baslangic' ? 'personel.saat.basEtiket' : 'personel.saat.bitEtiket', { gun: gunAd(a.gun), tur: turAd, no })}
        onChange={(event) => degistir(a.k, { [alan]: event.target.value })} data-testid={`rp-saat-${a.gun}-${a.tur}-${no}-${alan}`}>
        {!secenekler.includes(a[alan]) && <option value={a[alan]}>{a[alan]}</option>}
        {secenekler.map((saat) => <option key={saat} value={saat}>{saat}</option>)}
      </select>
    );
  };

  return (
    <Dialog title={t('personel.saat.title', { ad: personel.ad })} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="rp-saat-form">
        <p className="muted rp-hint">{t('personel.saat.hint', { zon: saatDilimi })}</p>
        <div className="rp-tools">
          <fieldset className="rp-copy">
            <legend>{t('personel.saat.kopyalaBaslik')}</legend>
            <label className="field rp-copy-source"><span>{t('personel.saat.kaynak')}</span>
              <select className="input" value={kaynak} onChange={(event) => setKaynak(event.target.value)} data-testid="rp-copy-source">
                {HAFTA_SIRASI.map((gun) => <option key={gun} value={gun}>{gunAd(gun)}</option>)}
              </select>
            </label>
            <div className="rp-copy-targets" role="group" aria-label={t('personel.saat.hedef')}>
              {HAFTA_SIRASI.filter((gun) => String(gun) !== kaynak).map((gun) => (
                <label key={gun} className="check"><input type="checkbox" checked={hedefler.includes(gun)} onChange={(event) => setHedefler(event.target.checked ? [...hedefler, gun] : hedefler.filter((h) => h !== gun))} />{t(`personel.gunKisa.${gun}`)}</label>
              ))}
            </div>
            <button type="button" className="btn btn-small" onClick={kopyala} disabled={hedefler.filter((h) => String(h) !== kaynak).length === 0} data-testid="rp-copy">{t('personel.saat.kopyala')}</button>
          </fieldset>
          {digerleri.length > 0 && (
            <div className="rp-from-staff">
              <Dropdown label={t('personel.saat.personeldenAl')} value="" options={digerleri.map((p) => ({ value: String(p.id), label: p.ad }))} onChange={personeldenAl} name="personeldenAl" />
            </div>
          )}
        </div>
        <div className="rp-week">
          {HAFTA_SIRASI.map((gun) => {
            const gunun = list.filter((a) => a.gun === gun);
            const hata = hatalar.get(gun);
            const calismaVar = gunun.some((a) => a.tur === 'calisma');
            const isaretli = f.hataMetni(`gun${gun}`) !== null;
            return (
              <fieldset key={gun} className={`rp-day${hata ? ' invalid' : ''}`} data-testid={`rp-day-${gun}`} tabIndex={-1}
                {...f.alan(`gun${gun}`, hata && !isaretli ? `rp-day-error-${gun}` : undefined)}>
                <legend>{gunAd(gun)}</legend>
                <div className="rp-day-body">
                  {!calismaVar && <span className="muted rp-closed">{t('personel.saat.kapali')}</span>}
                  {(['calisma', 'mola'] as const).map((tur) => gunun.filter((a) => a.tur === tur).map((a, i) => (
                    <div key={a.k} className={`rp-range rp-range-${tur}`}>
                      <span className="rp-range-tag">{t(tur === 'calisma' ? 'personel.saat.calismaTur' : 'personel.saat.molaTur')}</span>
                      {saatAlani(a, i + 1, 'baslangic')}
                      <span aria-hidden="true">–</span>
                      {saatAlani(a, i + 1, 'bitis')}
                      <button type="button" className="icon-btn" onClick={() => kaldir(a.k)} aria-label={t('personel.saat.sil', { gun: gunAd(gun), tur: t(tur === 'calisma' ? 'personel.saat.calismaTur' : 'personel.saat.molaTur'), no: i + 1 })}><Icon name="close" size={18} /></button>
                    </div>
                  )))}
                </div>
                <div className="rp-day-actions">
                  <button type="button" className="btn btn-small" onClick={() => ekle(gun, 'calisma')} aria-label={`${t('personel.saat.calismaEkle')}: ${gunAd(gun)}`} data-testid={`rp-add-calisma-${gun}`}><Icon name="plus" size={16} />{t('personel.saat.calismaEkle')}</button>
                  <button type="button" className="btn btn-small" onClick={() => ekle(gun, 'mola')} disabled={!calismaVar} aria-label={`${t('personel.saat.molaEkle')}: ${gunAd(gun)}`} data-testid={`rp-add-mola-${gun}`}><Icon name="plus" size={16} />{t('personel.saat.molaEkle')}</button>
                </div>
                {isaretli ? f.hata(`gun${gun}`) : hata && <p className="field-error" id={`rp-day-error-${gun}`}>{t(hata, { gun: gunAd(gun) })}</p>}
              </fieldset>
            );
          })}
        </div>
        <p className="muted">{t('personel.saat.toplam', { saat: sayiMetni(haftalikDakika(temiz(list)) / 60, zaman.lang, { maximumFractionDigits: 1 }) })}</p>
        <p className="rp-warning" role="status" data-testid="rp-saat-uyari">
          {gecerli.success && disarida && disarida.sayi > 0 ? t('personel.saat.uyariSayi', { sayi: disarida.sayi, tarih: disarida.ilk ? zaman.an(disarida.ilk, 'tarihSaat') : '' }) : ''}
        </p>
        {f.hata('araliklar')}
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="rp-saat-save">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
