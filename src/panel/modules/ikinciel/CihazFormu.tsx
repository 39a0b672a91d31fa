import { useState, type FormEvent } from 'react';
import { ikincielApi } from '@api/ikinciel/ikinciel';
import { CIHAZ_TURLERI, KONDISYONLAR } from '@lib/ikinciel/durum';
import { CihazSchema, EN_COK_FOTO, type CihazAlani, type Cihaz, type FiyatOnerisi } from '@lib/schemas/ikinciel/ikinciel';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { hataMetni } from '@api/client';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useFotoYukle } from '@panel/ui/useFotoYukle';
import { fotoAdresi, kurusOku, liraMetni, para, useTx } from './ortak';

const OZELLIKLER = ['islemci', 'ram', 'depolama', 'ekranKarti', 'ekran', 'serbest'] as const;

/** Buy (add) or edit one item: device, specs, condition, photos in order, the seller, the purchase and the asking price. */
export function CihazFormu({ cihaz, bugun, onClose, onSaved }: { cihaz: Cihaz | null; bugun: string; onClose: () => void; onSaved: (c: Cihaz) => void }) {
  const t = useTx();
  const [taslak, setTaslak] = useState({
    tur: cihaz?.tur ?? 'dizustu', marka: cihaz?.marka ?? '', model: cihaz?.model ?? '', seriNo: cihaz?.seriNo ?? '',
    ozellik: cihaz?.ozellik ?? { islemci: '', ram: '', depolama: '', ekranKarti: '', ekran: '', serbest: '' },
    kondisyon: cihaz?.kondisyon ?? 'iyi', kondisyonNot: cihaz?.kondisyonNot ?? '', fotolar: cihaz?.fotolar ?? [],
    saticiAd: cihaz?.saticiAd ?? '', saticiTel: cihaz?.saticiTel ?? '', saticiTc: cihaz?.saticiTc ?? '',
    alis: liraMetni(cihaz?.alisKurus), alisTarihi: cihaz?.alisTarihi ?? bugun, istenen: liraMetni(cihaz?.istenenKurus),
  });
  const [oneri, setOneri] = useState<FiyatOnerisi | null>(null);
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));
  const { alis, istenen, ...geri } = taslak;
  const govde = { ...geri, alisKurus: kurusOku(alis), istenenKurus: istenen.trim() ? kurusOku(istenen) : null };
  const f = useAlanHatalari(CihazSchema, govde);
  const { yukleniyor, sec } = useFotoYukle((blob) => ikincielApi.fotoYukle(blob), (anahtar) => setTaslak((x) => ({ ...x, fotolar: [...x.fotolar, anahtar] })));
  const silinmis = cihaz?.saticiSilinme !== null && cihaz?.saticiSilinme !== undefined;

  function tasi(i: number, yon: -1 | 1) {
    const l = [...taslak.fotolar];
    const j = i + yon;
    if (j < 0 || j >= l.length) return;
    [l[i], l[j]] = [l[j]!, l[i]!];
    set({ fotolar: l });
  }

  async function oneriAl() {
    try {
      setOneri(await withLoader(() => ikincielApi.fiyatOnerisi(taslak.tur, taslak.marka, taslak.model)));
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const g = f.gonder();
    if (!g) return;
    try {
      const c = await withLoader(() => ikincielApi.cihazKaydet(cihaz?.id ?? null, govde));
      toast('success', cihaz ? t('common.saved') : t('ikinciel.form.alindi', { ad: `${c.marka} ${c.model}`.trim() }));
      onSaved(c);
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const alan = (ad: CihazAlani, etiket: string, input: React.ReactNode, zorunlu = false) => (
    <label className="field"><span>{etiket}{zorunlu && <span className="req" aria-hidden="true"> *</span>}</span>{input}{f.hata(ad)}</label>
  );

  return (
    <Dialog title={t(cihaz ? 'ikinciel.form.duzenle' : 'ikinciel.form.yeni')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="ike-form">
        <fieldset className="ike-grup">
          <legend>{t('ikinciel.form.cihaz')}</legend>
          <div className="form-row">
            <Dropdown label={t('ikinciel.form.tur')} value={taslak.tur} options={CIHAZ_TURLERI.map((x) => ({ value: x, label: t(`ikinciel.tur.${x}`) }))} onChange={(x) => set({ tur: x as typeof taslak.tur })} name="tur" error={f.hataMetni('tur')} />
            <Dropdown label={t('ikinciel.form.kondisyon')} value={taslak.kondisyon} options={KONDISYONLAR.map((x) => ({ value: x, label: t(`ikinciel.kondisyon.${x}`) }))} onChange={(x) => set({ kondisyon: x as typeof taslak.kondisyon })} name="kondisyon" error={f.hataMetni('kondisyon')} />
          </div>
          <div className="form-row">
            {alan('marka', t('ikinciel.form.marka'), <input className="input" required maxLength={60} autoComplete="off" value={taslak.marka} onChange={(e) => set({ marka: e.target.value })} data-testid="ike-form-marka" {...f.alan('marka')} />, true)}
            {alan('model', t('ikinciel.form.model'), <input className="input" maxLength={80} autoComplete="off" value={taslak.model} onChange={(e) => set({ model: e.target.value })} data-testid="ike-form-model" {...f.alan('model')} />)}
          </div>
          <div className="ike-ozellikler">
            {OZELLIKLER.map((o) => (
              <label key={o} className="field"><span>{t(`ikinciel.ozellik.${o}`)}</span>
                <input className="input" maxLength={o === 'serbest' ? 300 : 80} autoComplete="off" value={taslak.ozellik[o]} onChange={(e) => set({ ozellik: { ...taslak.ozellik, [o]: e.target.value } })} data-testid={`ike-form-${o}`} />
              </label>
            ))}
          </div>
          {f.hata('ozellik')}
          <div className="form-row">
            {alan('seriNo', t('ikinciel.form.seriNo'), <input className="input" maxLength={60} autoComplete="off" value={taslak.seriNo} onChange={(e) => set({ seriNo: e.target.value })} {...f.alan('seriNo')} />)}
            {alan('kondisyonNot', t('ikinciel.form.kondisyonNot'), <input className="input" maxLength={500} value={taslak.kondisyonNot} onChange={(e) => set({ kondisyonNot: e.target.value })} data-testid="ike-form-kondisyonNot" {...f.alan('kondisyonNot')} />)}
          </div>
        </fieldset>

        <fieldset className="ike-grup">
          <legend>{t('ikinciel.form.fotolar', { sayi: taslak.fotolar.length, en: EN_COK_FOTO })}</legend>
          <ol className="ike-fotolar" data-alan="fotolar" tabIndex={-1}>
            {taslak.fotolar.map((foto, i) => (
              <li key={foto} className="ike-foto">
                <img src={fotoAdresi(foto)} alt={t('ikinciel.form.fotoNo', { no: i + 1 })} width={96} height={96} />
                <div className="ike-foto-islem">
                  <button type="button" className="btn btn-small" disabled={i === 0} onClick={() => tasi(i, -1)} aria-label={t('ikinciel.form.fotoOnce', { no: i + 1 })}>◀</button>
                  <button type="button" className="btn btn-small" disabled={i === taslak.fotolar.length - 1} onClick={() => tasi(i, 1)} aria-label={t('ikinciel.form.fotoSonra', { no: i + 1 })}>▶</button>
                  <button type="button" className="btn btn-small btn-danger" onClick={() => set({ fotolar: taslak.fotolar.filter((x) => x !== foto) })} aria-label={t('ikinciel.form.fotoSil', { no: i + 1 })}>✕</button>
                </div>
              </li>
            ))}
          </ol>
          {taslak.fotolar.length < EN_COK_FOTO && (
            <label className="btn ike-foto-ekle">
              {yukleniyor ? t('ikinciel.form.yukleniyor') : t('ikinciel.form.fotoEkle')}
              <input type="file" accept="image/*" className="sr-only" onChange={(e) => { void sec(e.target.files?.[0]); e.target.value = ''; }} data-testid="ike-form-foto" />
            </label>
          )}
          {f.hata('fotolar')}
        </fieldset>

        <fieldset className="ike-grup">
          <legend>{t('ikinciel.form.satici')}</legend>
          {silinmis ? <p className="muted">{t('ikinciel.detay.saticiSilindi')}</p> : (
            <div className="form-row ike-uclu">
              {alan('saticiAd', t('ikinciel.form.saticiAd'), <input className="input" maxLength={100} autoComplete="off" value={taslak.saticiAd} onChange={(e) => set({ saticiAd: e.target.value })} data-testid="ike-form-saticiAd" {...f.alan('saticiAd')} />)}
              {alan('saticiTel', t('ikinciel.form.saticiTel'), <input className="input" type="tel" inputMode="tel" maxLength={20} autoComplete="off" value={taslak.saticiTel} onChange={(e) => set({ saticiTel: e.target.value })} {...f.alan('saticiTel')} />)}
              {alan('saticiTc', t('ikinciel.form.saticiTc'), <input className="input" inputMode="numeric" maxLength={11} autoComplete="off" value={taslak.saticiTc} onChange={(e) => set({ saticiTc: e.target.value })} data-testid="ike-form-tc" {...f.alan('saticiTc')} />)}
            </div>
          )}
        </fieldset>

        <fieldset className="ike-grup">
          <legend>{t('ikinciel.form.fiyat')}</legend>
          <div className="form-row ike-uclu">
            {alan('alisKurus', t('ikinciel.form.alis'), <input className="input" inputMode="decimal" autoComplete="off" value={taslak.alis} onChange={(e) => set({ alis: e.target.value })} data-testid="ike-form-alis" {...f.alan('alisKurus')} />, true)}
            {alan('alisTarihi', t('ikinciel.form.alisTarihi'), <input className="input" type="date" value={taslak.alisTarihi} onChange={(e) => set({ alisTarihi: e.target.value })} {...f.alan('alisTarihi')} />, true)}
            {alan('istenenKurus', t('ikinciel.form.istenen'), <input className="input" inputMode="decimal" autoComplete="off" value={taslak.istenen} onChange={(e) => set({ istenen: e.target.value })} data-testid="ike-form-istenen" {...f.alan('istenenKurus')} />)}
          </div>
          <div className="ike-oneri">
            <button type="button" className="btn btn-small" onClick={() => void oneriAl()} disabled={!taslak.marka.trim()} data-testid="ike-oneri">{t('ikinciel.form.oneriAl')}</button>
            {oneri && (
              <p role="status" data-testid="ike-oneri-sonuc">
                {oneri.medyanKurus === null ? t('ikinciel.form.oneriYok')
                  : t(oneri.duzey === 'model' ? 'ikinciel.form.oneriModel' : 'ikinciel.form.oneriMarka', { sayi: oneri.adet, fiyat: para(oneri.medyanKurus) })}
              </p>
            )}
          </div>
        </fieldset>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="ike-form-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
