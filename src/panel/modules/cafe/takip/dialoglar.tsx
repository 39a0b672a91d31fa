import { useState, type FormEvent } from 'react';
import type { Adisyon, Kalem, TakipDurumu } from '@lib/cafe/tipler';
import type { IslemCevabi } from '@lib/schemas/cafe/takip';
import { esitBol, kalemPayi, toplamlar } from '@lib/cafe/hesap';
import { hizliNakitTutarlari } from '@lib/cafe/hizli-nakit';
import { formatKurus, parseLira, tutarMetni } from '@lib/para';
import { FIS_NO_UZUNLUK, IndirimSchema, KalemDurumSchema } from '@lib/schemas/cafe/islem';
import { Dialog } from '@panel/ui/Dialog';
import { MusteriArama } from '@panel/modules/musteri/MusteriArama';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import type { OdenecekBolum } from './bol/BolumKartlari';
import { useT } from '@panel/hooks';
import { SecenekSatiri } from './SecenekSatiri';

/** The check's dialogs: a line's complimentary / void / move, discounts, payment, moving or merging the check. */

export type KalemIslemi = 'ikram' | 'iptal' | 'indirim' | 'tasi';
type Calistir = (govde: Record<string, unknown>, basari?: string) => Promise<IslemCevabi | null>;

const SABLON_ID = 'taslak-islem-id';
const NEDENLER = {
  ikram: ['cafe.neden.ikram.musteri', 'cafe.neden.ikram.gecikme', 'cafe.neden.ikram.kutlama'],
  iptal: ['cafe.neden.iptal.yanlis', 'cafe.neden.iptal.vazgecti', 'cafe.neden.iptal.bozuk'],
} as const;
/** Kuruş from what a person types (the shared price parser: '1.234,50', '12,5', '45'); NaN when it is not an amount. */
const kurusOku = (metin: string): number => parseLira(metin) ?? Number.NaN;
/** kuruş → what an amount field starts with: '1234,50'. */
const liraMetni = (kurus: number) => tutarMetni(kurus, { grupsuz: true });

/** Complimentary or void of some pieces of a line (with a reason), or moving some pieces to another table. */
export function KalemDialog({ adisyon, kalem, islem, takip, calistir, onClose }: { adisyon: Adisyon; kalem: Kalem; islem: Exclude<KalemIslemi, 'indirim'>; takip: TakipDurumu; calistir: Calistir; onClose: () => void }) {
  const t = useT();
  const [adet, setAdet] = useState(kalem.adet);
  const [neden, setNeden] = useState('');
  const [hedef, setHedef] = useState<number | ''>('');
  const f = useAlanHatalari(KalemDurumSchema, { islemId: SABLON_ID, tur: islem === 'tasi' ? 'ikram' : islem, adisyonId: adisyon.id, kalemId: kalem.id, adet, neden: islem === 'tasi' ? '-' : neden });
  const masalar = takip.masalar.filter((m) => m.id !== adisyon.masaId);

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    if (islem === 'tasi') {
      if (hedef === '') return;
      if (await calistir({ tur: 'kalemTasi', adisyonId: adisyon.id, masaId: adisyon.masaId, hedefMasaId: hedef, kalemler: [{ kalemId: kalem.id, adet }] }, t('cafe.detay.tasindi'))) onClose();
      return;
    }
    if (await calistir({ tur: islem, adisyonId: adisyon.id, kalemId: kalem.id, adet: govde.adet, neden: govde.neden }, t(`cafe.detay.${islem}Yapildi`))) onClose();
  }

  return (
    <Dialog title={t(`cafe.detay.kalemIslem.${islem}For`, { ad: kalem.ad })} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="kalem-dialog">
        <label className="field">
          <span>{t('cafe.detay.adetSec', { sayi: kalem.adet })}</span>
          <input className="input" type="number" inputMode="numeric" min={1} max={kalem.adet} value={adet} onChange={(e) => setAdet(Math.min(kalem.adet, Number(e.target.value) || 0))} {...f.alan('adet')} data-testid="kalem-adet" />
          {f.hata('adet')}
        </label>
        {islem === 'tasi' ? (
          <label className="field">
            <span>{t('cafe.detay.hedefMasa')}</span>
            <select className="input" required value={hedef} onChange={(e) => setHedef(e.target.value ? Number(e.target.value) : '')} data-testid="hedef-masa">
              <option value="">{t('cafe.detay.masaSec')}</option>
              {masalar.map((m) => <option key={m.id} value={m.id}>{m.ad}{takip.acik.some((a) => a.masaId === m.id) ? ` (${t('cafe.takip.durum.dolu')})` : ''}</option>)}
            </select>
          </label>
        ) : (
          <fieldset className="field ct-nedenler">
            <legend>{t('cafe.detay.neden')}</legend>
            <div className="qm-chips">
              {NEDENLER[islem].map((k) => <button key={k} type="button" className={`qm-chip${neden === t(k) ? ' on' : ''}`} onClick={() => setNeden(t(k))}>{t(k)}</button>)}
            </div>
            <input className="input" value={neden} maxLength={200} onChange={(e) => setNeden(e.target.value)} aria-label={t('cafe.detay.neden')} {...f.alan('neden')} data-testid="kalem-neden" />
            {f.hata('neden')}
          </fieldset>
        )}
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className={`btn ${islem === 'iptal' ? 'btn-danger' : 'btn-primary'}`} disabled={islem === 'tasi' && hedef === ''} data-testid="kalem-onayla">{t(`cafe.detay.kalemIslem.${islem}`)}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** A line's or the whole check's discount, as percent or amount; 0 removes it. */
export function IndirimDialog({ adisyon, kalem, calistir, onClose }: { adisyon: Adisyon; kalem: Kalem | null; calistir: Calistir; onClose: () => void }) {
  const t = useT();
  const [tur, setTur] = useState<'yuzde' | 'tutar'>(kalem ? 'tutar' : (adisyon.indirimTur ?? 'yuzde'));
  const [metin, setMetin] = useState(kalem ? (kalem.indirimKurus ? liraMetni(kalem.indirimKurus) : '') : adisyon.indirimTur === 'tutar' ? liraMetni(adisyon.indirimDeger) : adisyon.indirimDeger ? String(adisyon.indirimDeger) : '');
  const deger = tur === 'yuzde' ? (/^\d{1,3}$/.test(metin.trim()) ? Number(metin) : metin.trim() === '' ? 0 : Number.NaN) : metin.trim() === '' ? 0 : kurusOku(metin);
  const f = useAlanHatalari(IndirimSchema, { islemId: SABLON_ID, tur: 'indirim', adisyonId: adisyon.id, kalemId: kalem?.id ?? null, indirimTur: tur, deger });
  const taban = kalem ? kalem.birimKurus * kalem.adet : toplamlar(adisyon.kalemler, null, 0).araToplamKurus;

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    if (await calistir({ tur: 'indirim', adisyonId: adisyon.id, kalemId: kalem?.id ?? null, indirimTur: govde.indirimTur, deger: govde.deger }, t('common.saved'))) onClose();
  }

  return (
    <Dialog title={kalem ? t('cafe.detay.kalemIslem.indirimFor', { ad: kalem.ad }) : t('cafe.detay.indirimYap')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="indirim-dialog">
        <p className="muted">{t('cafe.detay.indirimTaban', { tutar: formatKurus(taban) })}</p>
        <div className="qm-chips" role="radiogroup" aria-label={t('cafe.detay.indirimTuru')}>
          {(['yuzde', 'tutar'] as const).map((x) => (
            <label key={x} className={`qm-chip${tur === x ? ' on' : ''}`}><input type="radio" name="tur" checked={tur === x} onChange={() => setTur(x)} />{t(`cafe.detay.indirimTur.${x}`)}</label>
          ))}
        </div>
        <label className="field">
          <span>{tur === 'yuzde' ? t('cafe.detay.yuzde') : t('cafe.detay.tutarTl')}</span>
          <input className="input" inputMode="decimal" value={metin} onChange={(e) => setMetin(e.target.value)} {...f.alan('deger')} data-testid="indirim-deger" />
          {f.hata('deger')}
        </label>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="indirim-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}

type Mod = 'tutar' | 'esit' | 'kalem';

/**
 * Payment: the rest, an equal share (kuruş exact), chosen lines, or one part of a split check (its amount fixed); change
 * for cash, quick-cash buttons that take the amount in one tap, the ÖKC receipt number (required when the venue says
 * so). The method chosen stays for the next part; the payment that closes the check hands over to the "paid"
 * confirmation (onOdendi).
 */
export function OdemeDialog({ adisyon, odemeYontemleri, fisNoZorunlu, calistir, onClose, onOdendi, bolum }: {
  adisyon: Adisyon; odemeYontemleri: string[]; fisNoZorunlu: boolean; calistir: Calistir; onClose: () => void;
  onOdendi: (sonuc: { adisyon: Adisyon; paraUstuKurus: number }) => void; bolum?: OdenecekBolum;
}) {
  const t = useT();
  // a part of a split check is paid whole: its amount is fixed (the server computes the same)
  const kalan = bolum ? bolum.kalanKurus : adisyon.toplamKurus - adisyon.odenenKurus;
  const [mod, setMod] = useState<Mod>('tutar');
  // an equal split is fixed when it is chosen: n shares of what was left then, paid one after the other
  const [esit, setEsit] = useState({ taban: kalan, kisi: 2, odenen: 0 });
  const [secili, setSecili] = useState<Set<number>>(new Set());
  const [yontem, setYontem] = useState(odemeYontemleri[0] ?? 'nakit');
  const [metin, setMetin] = useState(liraMetni(kalan));
  const [alinan, setAlinan] = useState('');
  const [fisNo, setFisNo] = useState('');
  const [hata, setHata] = useState<string | null>(null);
  const [paraUstu, setParaUstu] = useState(0);
  const acikKalemler = adisyon.kalemler.filter((k) => k.durum === 'aktif' && k.odemeId === null);
  const t0 = toplamlar(adisyon.kalemler, adisyon.indirimTur, adisyon.indirimDeger);
  const paylar = esitBol(esit.taban, esit.kisi);
  const kalemTutari = secili.size === acikKalemler.length && secili.size > 0 ? kalan
    : Math.min(kalan, kalemPayi(acikKalemler.filter((k) => secili.has(k.id)).reduce((s, k) => s + k.tutarKurus, 0), t0.araToplamKurus, t0.toplamKurus));
  const tutar = bolum ? kalan : mod === 'esit' ? Math.min(kalan, paylar[esit.odenen] ?? kalan) : mod === 'kalem' ? kalemTutari : kurusOku(metin);
  const alinanKurus = alinan.trim() ? kurusOku(alinan) : null;
  const yontemler = [...odemeYontemleri, ...(adisyon.musteriId ? ['veresiye'] : [])];

  const fisNoGecerli = /^[0-9A-Za-z/-]*$/.test(fisNo.trim());
  const hizli = yontemler.includes('nakit') && Number.isFinite(tutar) && tutar > 0 && tutar <= kalan ? hizliNakitTutarlari(tutar) : [];

  /** Takes the payment; a quick-cash button passes the cash handed over (and means cash). */
  async function ode(hizliAlinan?: number) {
    const odeme = hizliAlinan === undefined ? yontem : 'nakit';
    const alinanNakit = hizliAlinan ?? (odeme === 'nakit' ? alinanKurus : null);
    if (!Number.isFinite(tutar) || tutar <= 0 || tutar > kalan) return setHata(t('cafe.detay.tutarHatasi', { kalan: formatKurus(kalan) }));
    if (alinanNakit !== null && (!Number.isFinite(alinanNakit) || alinanNakit < tutar)) return setHata(t('cafe.v.alinan'));
    if (!fisNoGecerli) return setHata(t('cafe.v.fisNo'));
    if (fisNoZorunlu && !fisNo.trim()) return setHata(t('cafe.api.fisNoZorunlu'));
    setHata(null);
    const cevap = await calistir({
      tur: 'ode', adisyonId: adisyon.id, kalemIdler: mod === 'kalem' && !bolum ? [...secili] : [], ...(bolum?.id ? { bolumId: bolum.id } : {}),
      odemeler: [{ odeme, tutarKurus: tutar, alinanKurus: alinanNakit, fisNo: fisNo.trim() || null }],
    });
    if (!cevap) return;
    const paraUstuKurus = cevap.paraUstuKurus ?? 0;
    if (cevap.kapandi && cevap.adisyon) return onOdendi({ adisyon: cevap.adisyon, paraUstuKurus });
    if (cevap.kapandi || bolum) return onClose();
    if (mod === 'esit') setEsit((e) => ({ ...e, odenen: e.odenen + 1 }));
    setSecili(new Set());
    setAlinan('');
    setFisNo('');
    setMetin(liraMetni((cevap.adisyon?.toplamKurus ?? 0) - (cevap.adisyon?.odenenKurus ?? 0)));
    setParaUstu(paraUstuKurus);
  }

  return (
    <Dialog title={t('cafe.detay.odemeBaslik', { no: adisyon.no })} open onClose={onClose} wide>
      <form className="form ct-odeme" onSubmit={(e) => { e.preventDefault(); void ode(); }} noValidate data-testid="odeme-dialog">
        <p className="ct-odeme-kalan">{t('cafe.detay.kalan')}: <strong data-testid="odeme-kalan">{formatKurus(kalan)}</strong></p>
        {paraUstu > 0 && <p className="ct-para-ustu" role="status" data-testid="para-ustu">{t('cafe.detay.paraUstu', { tutar: formatKurus(paraUstu) })}</p>}
        {bolum && <p className="ct-odeme-bolum" data-testid="odeme-bolum">{t('cafe.bol.odemeBolum', { ad: bolum.ad, tutar: formatKurus(bolum.kalanKurus) })}</p>}
        {!bolum && <div className="qm-chips" role="radiogroup" aria-label={t('cafe.detay.bolme')}>
          {(['tutar', 'esit', 'kalem'] as const).map((m) => (
            <label key={m} className={`qm-chip${mod === m ? ' on' : ''}`}><input type="radio" name="mod" checked={mod === m} onChange={() => setMod(m)} data-testid={`mod-${m}`} />{t(`cafe.detay.mod.${m}`)}</label>
          ))}
        </div>}
        {!bolum && mod === 'tutar' && (
          <label className="field"><span>{t('cafe.detay.tutarTl')}</span>
            <input className="input" inputMode="decimal" value={metin} onChange={(e) => setMetin(e.target.value)} data-testid="odeme-tutar" /></label>
        )}
        {!bolum && mod === 'esit' && (
          <div className="field">
            <label><span>{t('cafe.detay.kisiSayisi')}</span>
              <input className="input" type="number" min={2} max={50} value={esit.kisi} onChange={(e) => setEsit({ taban: kalan, kisi: Math.max(1, Math.min(50, Number(e.target.value) || 1)), odenen: 0 })} data-testid="kisi-sayisi" /></label>
            <p className="muted" data-testid="paylar">{paylar.map((p) => formatKurus(p)).join(' + ')}</p>
            <p data-testid="pay-sirasi">{t('cafe.detay.paySirasi', { sira: Math.min(esit.odenen + 1, esit.kisi), kisi: esit.kisi })}</p>
          </div>
        )}
        {!bolum && mod === 'kalem' && (
          <fieldset className="field"><legend>{t('cafe.detay.kalemSec')}</legend>
            {acikKalemler.map((k) => (
              <label key={k.id} className={`ct-kalem-sec${secili.has(k.id) ? ' on' : ''}`}>
                <input type="checkbox" checked={secili.has(k.id)} onChange={(e) => setSecili((s) => { const n = new Set(s); if (e.target.checked) n.add(k.id); else n.delete(k.id); return n; })} />
                <span>{k.adet}× {k.ad}<SecenekSatiri secenekler={k.secenekler} /></span><span className="ct-kalem-sec-tutar">{formatKurus(k.tutarKurus)}</span>
              </label>
            ))}
            <p className="muted">{t('cafe.detay.secilenTutar', { tutar: formatKurus(kalemTutari) })}</p>
          </fieldset>
        )}
        <fieldset className="field"><legend>{t('cafe.detay.odemeYontemi')}</legend>
          <div className="qm-chips">
            {yontemler.map((y) => (
              <label key={y} className={`qm-chip${yontem === y ? ' on' : ''}`}><input type="radio" name="yontem" checked={yontem === y} onChange={() => setYontem(y)} data-testid={`yontem-${y}`} />{t(`cafe.odeme.${y as 'nakit'}`)}</label>
            ))}
          </div>
        </fieldset>
        {hizli.length > 0 && (
          <div className="field">
            <span id="ct-hizli-nakit">{t('cafe.detay.hizliNakit')}</span>
            <div className="ct-hizli-nakit" role="group" aria-labelledby="ct-hizli-nakit">
              {hizli.map((k, i) => (
                <button key={k} type="button" className="btn" onClick={() => void ode(k)} disabled={mod === 'kalem' && secili.size === 0} data-testid={`hizli-nakit-${k}`}>
                  {i === 0 ? t('cafe.detay.tamTutar', { tutar: formatKurus(k) }) : formatKurus(k)}
                </button>
              ))}
            </div>
          </div>
        )}
        <label className="field"><span>{t(fisNoZorunlu ? 'cafe.detay.fisNoZorunlu' : 'cafe.detay.fisNo')}</span>
          <input className="input" inputMode="numeric" autoComplete="off" maxLength={FIS_NO_UZUNLUK} value={fisNo} required={fisNoZorunlu} aria-invalid={!fisNoGecerli || undefined}
            onChange={(e) => setFisNo(e.target.value)} data-testid="fis-no" />
        </label>
        {yontem === 'nakit' && (
          <label className="field"><span>{t('cafe.detay.alinanNakit')}</span>
            <input className="input" inputMode="decimal" value={alinan} onChange={(e) => setAlinan(e.target.value)} data-testid="alinan" />
            {alinanKurus !== null && Number.isFinite(alinanKurus) && alinanKurus >= tutar && <span className="muted">{t('cafe.detay.paraUstu', { tutar: formatKurus(alinanKurus - tutar) })}</span>}
          </label>
        )}
        <p className="field-error" role="alert">{hata}</p>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.close')}</button>
          <button type="submit" className="btn btn-primary" disabled={!bolum && mod === 'kalem' && secili.size === 0} data-testid="odeme-al">
            {t('cafe.detay.tahsilEt', { tutar: Number.isFinite(tutar) ? formatKurus(tutar) : '—' })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Move the whole check to a free table, or merge it into another table's open check. */
export function TransferDialog({ adisyon, takip, calistir, onClose }: { adisyon: Adisyon; takip: TakipDurumu; calistir: Calistir; onClose: () => void }) {
  const t = useT();
  const [hedef, setHedef] = useState<number | ''>('');
  const dolu = new Map(takip.acik.map((a) => [a.masaId, a]));
  const masalar = takip.masalar.filter((m) => m.id !== adisyon.masaId);
  const hedefAdisyon = hedef === '' ? undefined : dolu.get(hedef);

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (hedef === '') return;
    const govde = hedefAdisyon
      ? { tur: 'birlestir', adisyonId: adisyon.id, masaId: adisyon.masaId, hedefAdisyonId: hedefAdisyon.id }
      : { tur: 'tasi', adisyonId: adisyon.id, masaId: adisyon.masaId, hedefMasaId: hedef };
    if (await calistir(govde, t(hedefAdisyon ? 'cafe.detay.birlestirildi' : 'cafe.detay.tasindi'))) {
      onClose();
      history.pushState(null, '', `/isletme/qrmenu/cafe-yonetim/masa-takip/${hedef}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }
  }

  return (
    <Dialog title={t('cafe.detay.tasiBirlestir')} open onClose={onClose}>
      <form className="form" onSubmit={(e) => void kaydet(e)} data-testid="transfer-dialog">
        <label className="field"><span>{t('cafe.detay.hedefMasa')}</span>
          <select className="input" required value={hedef} onChange={(e) => setHedef(e.target.value ? Number(e.target.value) : '')} data-testid="transfer-hedef">
            <option value="">{t('cafe.detay.masaSec')}</option>
            {masalar.map((m) => <option key={m.id} value={m.id}>{m.ad}{dolu.has(m.id) ? ` (${t('cafe.takip.durum.dolu')})` : ''}</option>)}
          </select>
        </label>
        {hedef !== '' && <p className="muted" role="status">{hedefAdisyon ? t('cafe.detay.birlestirIpucu', { no: hedefAdisyon.no }) : t('cafe.detay.tasiIpucu')}</p>}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={hedef === ''} data-testid="transfer-onayla">{hedefAdisyon ? t('cafe.detay.birlestir') : t('cafe.detay.tasi')}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** Links the check to a customer of the venue (their history; veresiye needs it) or removes the link. */
export function MusteriDialog({ adisyon, calistir, onClose }: { adisyon: Adisyon; calistir: Calistir; onClose: () => void }) {
  const t = useT();
  async function bagla(musteriId: number | null) {
    if (await calistir({ tur: 'musteri', adisyonId: adisyon.id, musteriId }, t('common.saved'))) onClose();
  }
  return (
    <Dialog title={t('cafe.detay.musteriBagla')} open onClose={onClose}>
      <div className="form" data-testid="musteri-dialog">
        {adisyon.musteri && (
          <p className="ct-bagli-musteri">{t('cafe.detay.bagliMusteri', { ad: adisyon.musteri })}{' '}
            <button type="button" className="btn btn-small" onClick={() => void bagla(null)}>{t('cafe.detay.musteriKaldir')}</button></p>
        )}
        <MusteriArama label={t('cafe.detay.musteriAra')} adres="/isletme/cafe/musteri-ara" onSec={(m) => void bagla(m.id)} autoFocus testId="cafe-musteri-ara" />
        <div className="dialog-actions"><button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button></div>
      </div>
    </Dialog>
  );
}
