import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { api } from '@api/client';
import { demirbasApi } from '@api/envanter/demirbas';
import { gorselUrl } from '@api/dosya';
import { BAKIM_TURLERI, BakimAcSchema, BakimKapatSchema, CIKIS_NEDENLERI, CikisSchema, DonusSchema, EN_COK_FOTO, FORM_DURUMLARI, HurdaTalepSchema, TransferSchema, type Cikis, type DemirbasDetayi, type Secenekler } from '@lib/schemas/envanter/demirbas';
import { parseLira } from '@lib/para';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useFotoYukle } from '@panel/ui/useFotoYukle';
import { useTx } from './ortak';

/** The actions of an asset's detail screen, one dialog each (transfer, gate pass out / back, maintenance open / close, scrap request). */

interface Ortak { detay: DemirbasDetayi; onClose: () => void; onDone: (yeni?: DemirbasDetayi) => void }

/** One action form: schema-checked fields, the server's refusals on their fields or under the form. */
function IslemFormu<S extends v.GenericSchema>({ baslik, schema, govde, gonder, basari, onClose, onDone, testId, children, kodAlani }: {
  baslik: string; schema: S; govde: unknown; gonder: () => Promise<unknown>; basari: string; onClose: () => void; onDone: (sonuc: unknown) => void; testId: string;
  children: (form: ReturnType<typeof useAlanHatalari<S>>) => ReactNode; kodAlani?: Record<string, string>;
}) {
  const t = useTx();
  const form = useAlanHatalari(schema, govde, { kodAlani });
  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!form.gonder()) return;
    try {
      const sonuc = await withLoader(gonder);
      toast('success', basari);
      onDone(sonuc);
    } catch (caught) {
      form.sunucuHatasi(caught);
    }
  }
  return (
    <Dialog title={baslik} open onClose={onClose}>
      <form ref={form.formRef} className="form dmr-islem-form" onSubmit={(e) => void kaydet(e)} noValidate data-testid={testId}>
        {children(form)}
        <p className="field-error" role="alert">{form.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid={`${testId}-kaydet`}>{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}

const idVeyaNull = (text: string) => (text === '' ? null : Number(text));

function LokasyonSec({ secenekler, deger, onChange, form, bos, testId }: { secenekler: Secenekler; deger: string; onChange: (v: string) => void; form: { alan: (a: string) => object; hata: (a: string) => ReactNode }; bos: string; testId: string }) {
  const t = useTx();
  return (
    <label className="field"><span>{t('envanter.demirbas.form.lokasyon')}</span>
      <select className="input" value={deger} onChange={(e) => onChange(e.target.value)} data-testid={testId} {...form.alan('lokasyonId')}>
        <option value="">{bos}</option>
        {secenekler.lokasyonlar.map((l) => <option key={l.id} value={l.id}>{l.yol}</option>)}
      </select>
      {form.hata('lokasyonId')}
    </label>
  );
}

export function TransferDialog({ detay, secenekler, onClose, onDone }: Ortak & { secenekler: Secenekler }) {
  const t = useTx();
  const d = detay.demirbas;
  const [lokasyon, setLokasyon] = useState('');
  const [personel, setPersonel] = useState(d.personelId ? String(d.personelId) : '');
  const [not, setNot] = useState('');
  const personelDegis = personel !== (d.personelId ? String(d.personelId) : '');
  const govde = { lokasyonId: idVeyaNull(lokasyon), personelDegis, personelId: idVeyaNull(personel), not };
  return (
    <IslemFormu baslik={t('envanter.demirbas.islem.transfer')} schema={TransferSchema} govde={govde} testId="dmr-transfer" kodAlani={{ LOCATION_INVALID: 'lokasyonId', STAFF_INVALID: 'personelId', SAME_LOCATION: 'lokasyonId' }}
      gonder={() => demirbasApi.transfer(d.id, govde)} basari={t('envanter.demirbas.islem.transferEdildi')} onClose={onClose} onDone={(s) => onDone(s as DemirbasDetayi)}>
      {(form) => (
        <>
          <p className="muted">{t('envanter.demirbas.islem.simdi', { yer: d.lokasyonYol ?? t('envanter.demirbas.lokasyonYok'), kisi: d.personelAd ?? t('envanter.demirbas.zimmetYok') })}</p>
          {d.durum === 'disarida'
            ? <p className="dmr-uyari">{t('envanter.demirbas.islem.disaridaTasinmaz')}</p>
            : <LokasyonSec secenekler={secenekler} deger={lokasyon} onChange={setLokasyon} form={form} bos={t('envanter.demirbas.islem.lokasyonAyni')} testId="dmr-transfer-lokasyon" />}
          <label className="field"><span>{t('envanter.demirbas.form.personel')}</span>
            <select className="input" value={personel} onChange={(e) => setPersonel(e.target.value)} data-testid="dmr-transfer-personel" {...form.alan('personelId')}>
              <option value="">{t('envanter.demirbas.zimmetYok')}</option>
              {secenekler.personeller.map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
            </select>
            {form.hata('personelId')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.islem.not')}</span>
            <input className="input" value={not} maxLength={500} onChange={(e) => setNot(e.target.value)} {...form.alan('not')} />{form.hata('not')}
          </label>
        </>
      )}
    </IslemFormu>
  );
}

export function CikisDialog({ detay, onClose, onCikis }: Omit<Ortak, 'onDone'> & { onCikis: (c: Cikis) => void }) {
  const t = useTx();
  const d = detay.demirbas;
  const [g, setG] = useState({ neden: 'tamir', kime: '', aciklama: '', beklenenDonus: '' });
  const set = (patch: Partial<typeof g>) => setG((c) => ({ ...c, ...patch }));
  return (
    <IslemFormu baslik={t('envanter.demirbas.islem.cikis')} schema={CikisSchema} govde={g} testId="dmr-cikis" gonder={() => demirbasApi.cikisAc(d.id, g as never)}
      basari={t('envanter.demirbas.islem.cikisYapildi')} onClose={onClose} onDone={(c) => onCikis(c as Cikis)}>
      {(form) => (
        <>
          <fieldset className="dmr-secenek-grubu" {...form.alan('neden')}>
            <legend>{t('envanter.demirbas.cikis.neden')}</legend>
            {CIKIS_NEDENLERI.map((n) => <label key={n} className="check"><input type="radio" name="neden" checked={g.neden === n} onChange={() => set({ neden: n })} data-testid={`dmr-cikis-neden-${n}`} />{t(`envanter.demirbas.cikisNeden.${n}`)}</label>)}
          </fieldset>
          <label className="field"><span>{t('envanter.demirbas.cikis.kime')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" value={g.kime} maxLength={120} onChange={(e) => set({ kime: e.target.value })} data-testid="dmr-cikis-kime" {...form.alan('kime')} />{form.hata('kime')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.cikis.beklenenDonus')}</span>
            <input className="input" type="date" value={g.beklenenDonus} onChange={(e) => set({ beklenenDonus: e.target.value })} data-testid="dmr-cikis-donus" {...form.alan('beklenenDonus')} />{form.hata('beklenenDonus')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.islem.not')}</span>
            <textarea className="input" rows={2} maxLength={500} value={g.aciklama} onChange={(e) => set({ aciklama: e.target.value })} {...form.alan('aciklama')} />{form.hata('aciklama')}
          </label>
        </>
      )}
    </IslemFormu>
  );
}

export function DonusDialog({ detay, secenekler, onClose, onDone }: Ortak & { secenekler: Secenekler }) {
  const t = useTx();
  const [lokasyon, setLokasyon] = useState(detay.demirbas.lokasyonId ? String(detay.demirbas.lokasyonId) : '');
  const [durum, setDurum] = useState<string>('kullanimda');
  const govde = { lokasyonId: idVeyaNull(lokasyon), durum };
  return (
    <IslemFormu baslik={t('envanter.demirbas.islem.donus', { no: detay.acikCikis!.no })} schema={DonusSchema} govde={govde} testId="dmr-donus" kodAlani={{ LOCATION_INVALID: 'lokasyonId' }}
      gonder={() => demirbasApi.donus(detay.acikCikis!.id, govde)} basari={t('envanter.demirbas.islem.donusYapildi')} onClose={onClose} onDone={(s) => onDone(s as DemirbasDetayi)}>
      {(form) => (
        <>
          <LokasyonSec secenekler={secenekler} deger={lokasyon} onChange={setLokasyon} form={form} bos={t('envanter.demirbas.lokasyonYok')} testId="dmr-donus-lokasyon" />
          <DurumSec deger={durum} onChange={setDurum} />
        </>
      )}
    </IslemFormu>
  );
}

function DurumSec({ deger, onChange }: { deger: string; onChange: (d: string) => void }) {
  const t = useTx();
  return (
    <fieldset className="dmr-secenek-grubu">
      <legend>{t('envanter.demirbas.islem.sonrakiDurum')}</legend>
      {FORM_DURUMLARI.map((d) => <label key={d} className="check"><input type="radio" name="durum" checked={deger === d} onChange={() => onChange(d)} />{t(`envanter.durum.${d}`)}</label>)}
    </fieldset>
  );
}

export function BakimAcDialog({ detay, onClose, onDone }: Ortak) {
  const t = useTx();
  const [g, setG] = useState({ tur: 'ariza', aciklama: '' });
  return (
    <IslemFormu baslik={t('envanter.demirbas.islem.bakimAc')} schema={BakimAcSchema} govde={g} testId="dmr-bakim" gonder={() => demirbasApi.bakimAc(detay.demirbas.id, g)}
      basari={t('envanter.demirbas.islem.bakimAcildi')} onClose={onClose} onDone={(s) => onDone(s as DemirbasDetayi)}>
      {(form) => (
        <>
          <fieldset className="dmr-secenek-grubu" {...form.alan('tur')}>
            <legend>{t('envanter.demirbas.bakim.tur')}</legend>
            {BAKIM_TURLERI.map((tur) => <label key={tur} className="check"><input type="radio" name="tur" checked={g.tur === tur} onChange={() => setG({ ...g, tur })} data-testid={`dmr-bakim-tur-${tur}`} />{t(`envanter.demirbas.bakimTur.${tur}`)}</label>)}
          </fieldset>
          <label className="field"><span>{t('envanter.demirbas.bakim.aciklama')}<span className="req" aria-hidden="true"> *</span></span>
            <textarea className="input" rows={3} maxLength={1000} value={g.aciklama} onChange={(e) => setG({ ...g, aciklama: e.target.value })} data-testid="dmr-bakim-aciklama" {...form.alan('aciklama')} />{form.hata('aciklama')}
          </label>
        </>
      )}
    </IslemFormu>
  );
}

export function BakimKapatDialog({ detay, onClose, onDone }: Ortak) {
  const t = useTx();
  const [sonuc, setSonuc] = useState('');
  const [maliyet, setMaliyet] = useState('');
  const [durum, setDurum] = useState('kullanimda');
  const govde = { sonuc, maliyetKurus: maliyet.trim() === '' ? 0 : (parseLira(maliyet) ?? Number.NaN), durum };
  return (
    <IslemFormu baslik={t('envanter.demirbas.islem.bakimKapat')} schema={BakimKapatSchema} govde={govde} testId="dmr-bakim-kapat" gonder={() => demirbasApi.bakimKapat(detay.acikBakim!.id, govde)}
      basari={t('envanter.demirbas.islem.bakimKapandi')} onClose={onClose} onDone={(s) => onDone(s as DemirbasDetayi)}>
      {(form) => (
        <>
          <p className="muted">{detay.acikBakim!.aciklama}</p>
          <label className="field"><span>{t('envanter.demirbas.bakim.sonuc')}<span className="req" aria-hidden="true"> *</span></span>
            <textarea className="input" rows={3} maxLength={1000} value={sonuc} onChange={(e) => setSonuc(e.target.value)} data-testid="dmr-bakim-sonuc" {...form.alan('sonuc')} />{form.hata('sonuc')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.bakim.maliyet')}</span>
            <input className="input" inputMode="decimal" placeholder="0,00" value={maliyet} onChange={(e) => setMaliyet(e.target.value)} data-testid="dmr-bakim-maliyet" {...form.alan('maliyetKurus')} />{form.hata('maliyetKurus')}
          </label>
          {detay.demirbas.durum === 'tamirde' && <DurumSec deger={durum} onChange={setDurum} />}
        </>
      )}
    </IslemFormu>
  );
}

/** A scrap request: for the asset of the detail screen, or one picked by its code or name (the requests screen). */
export function HurdaTalepDialog({ demirbas, onClose, onDone }: { demirbas: { id: number; kod: string; ad: string } | null; onClose: () => void; onDone: () => void }) {
  const t = useTx();
  const [neden, setNeden] = useState('');
  const [fotolar, setFotolar] = useState<string[]>([]);
  const [secilen, setSecilen] = useState(demirbas);
  const { yukleniyor, sec } = useFotoYukle((blob) => demirbasApi.fotoYukle(blob), (anahtar) => setFotolar((f) => [...f, anahtar]));
  const govde = { demirbasId: secilen?.id ?? 0, neden, fotolar };
  return (
    <IslemFormu baslik={t('envanter.demirbas.islem.hurdaTalep')} schema={HurdaTalepSchema} govde={govde} testId="dmr-hurda" gonder={() => demirbasApi.hurdaTalep(govde)}
      basari={t('envanter.demirbas.islem.hurdaTalepEdildi')} onClose={onClose} onDone={() => onDone()}>
      {(form) => (
        <>
          <p className="muted">{t('envanter.demirbas.islem.hurdaAciklama')}</p>
          {!demirbas && <DemirbasSecici secilen={secilen} onSec={setSecilen} isaret={form.alan('demirbasId')} hata={form.hata('demirbasId')} />}
          <label className="field"><span>{t('envanter.demirbas.hurda.neden')}<span className="req" aria-hidden="true"> *</span></span>
            <textarea className="input" rows={3} maxLength={1000} value={neden} onChange={(e) => setNeden(e.target.value)} data-testid="dmr-hurda-neden" {...form.alan('neden')} />{form.hata('neden')}
          </label>
          <ul className="dmr-foto-liste">
            {fotolar.map((f, i) => (
              <li key={f} className="dmr-foto"><img src={gorselUrl(f)} alt={t('envanter.demirbas.form.fotoAlt', { sira: i + 1 })} width={72} height={72} />
                <button type="button" className="icon-btn" onClick={() => setFotolar(fotolar.filter((x) => x !== f))} aria-label={t('envanter.demirbas.form.fotoKaldir', { sira: i + 1 })}><Icon name="trash" size={16} /></button>
              </li>
            ))}
          </ul>
          {fotolar.length < EN_COK_FOTO && (
            <label className="btn btn-small dmr-yukle"><Icon name="plus" size={16} />{t('envanter.demirbas.form.fotoEkle')}
              <input type="file" accept="image/*" className="sr-only" disabled={yukleniyor} onChange={(e) => { void sec(e.target.files?.[0]); e.target.value = ''; }} />
            </label>
          )}
        </>
      )}
    </IslemFormu>
  );
}

/** Picks an asset by folded words of its code or name (GET …/hurda-talepleri/adaylar). */
function DemirbasSecici({ secilen, onSec, isaret, hata }: { secilen: { id: number; kod: string; ad: string } | null; onSec: (d: { id: number; kod: string; ad: string }) => void; isaret: object; hata: ReactNode }) {
  const t = useTx();
  const [q, setQ] = useState('');
  const [adaylar, setAdaylar] = useState<{ id: number; kod: string; ad: string }[]>([]);
  useEffect(() => {
    let gecerli = true;
    const zaman = setTimeout(() => {
      void api.get<{ id: number; kod: string; ad: string }[]>(demirbasApi.hurdaAdaylari(q)).then((l) => { if (gecerli) setAdaylar(l); }).catch(() => undefined);
    }, 250);
    return () => { gecerli = false; clearTimeout(zaman); };
  }, [q]);
  return (
    <fieldset className="dmr-secici" data-alan="demirbasId" tabIndex={-1}>
      <legend>{t('envanter.demirbas.hurda.demirbas')}</legend>
      <input className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('envanter.demirbas.araIpucu')} aria-label={t('envanter.demirbas.ara')} data-testid="dmr-hurda-ara" {...isaret} />
      <ul className="dmr-secici-liste">
        {adaylar.map((d) => (
          <li key={d.id}><label className="check"><input type="radio" name="hurda-demirbas" checked={secilen?.id === d.id} onChange={() => onSec(d)} /><span className="dmr-kod">{d.kod}</span> {d.ad}</label></li>
        ))}
      </ul>
      {adaylar.length === 0 && <p className="muted">{t('envanter.demirbas.bosFiltre')}</p>}
      {hata}
    </fieldset>
  );
}
