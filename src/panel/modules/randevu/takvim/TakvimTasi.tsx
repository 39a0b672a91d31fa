import { useEffect, useRef, useState, type FormEvent } from 'react';
import { saatMetni, yerelAn, yerelDakika } from '@lib/randevu/takvim-zaman';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import type { ApiCallError } from '@api/client';
import type { TasimaOnerisi } from '@lib/randevu/tasima-onerisi';
import { RandevuTasiSchema, type TakvimRandevusu, type TakvimVerisi } from '@lib/schemas/randevu/takvim';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { takvimApi } from '@api/randevu/takvim';
import { MesaiUyarisi, dakikaDegeri } from './takvim-form';
import { hataKodu, hataMetni, useBicim } from './takvim-ortak';
import { SaatGirdisi } from '@panel/ui/SaatGirdisi';

interface Cakisma { mesaj: string; oneriler: TasimaOnerisi[] }

const onerileri = (error: unknown): TasimaOnerisi[] => {
  const data = (error as ApiCallError).data as { oneriler?: unknown } | undefined;
  return Array.isArray(data?.oneriler) ? (data.oneriler as TasimaOnerisi[]) : [];
};

/**
 * Sends a move; OUTSIDE_HOURS turns into the "save anyway?" question, an occupied time into one message with the
 * free times the API suggests, other errors into a message.
 */
function useTasima(r: TakvimRandevusu, onDone: (yeni: TakvimRandevusu) => void) {
  const t = useT();
  const [hata, setHata] = useState<string | null>(null);
  const [mesai, setMesai] = useState<string | null>(null);
  const [cakisma, setCakisma] = useState<Cakisma | null>(null);
  async function tasi(personelId: number, baslangicMs: number, mesaiDisi: boolean) {
    setHata(null);
    setMesai(null);
    setCakisma(null);
    try {
      const yeni = await withLoader(() => takvimApi.tasi(r.id, { personelId, baslangic: new Date(baslangicMs).toISOString(), mesaiDisi }));
      toast('success', t('randevu.takvim.tasindi'));
      onDone(yeni);
    } catch (caught) {
      const kod = hataKodu(caught);
      if (kod === 'OUTSIDE_HOURS') setMesai(hataMetni(caught));
      else if (kod === 'SLOT_TAKEN') setCakisma({ mesaj: hataMetni(caught), oneriler: onerileri(caught) });
      else setHata(hataMetni(caught));
    }
  }
  return { hata, mesai, setMesai, cakisma, tasi };
}

/** The occupied-time answer, once: the reason and the suggested free times as buttons that move there. */
function CakismaOnerileri({ cakisma, veri, onSec }: { cakisma: Cakisma; veri: TakvimVerisi; onSec: (personelId: number, baslangicMs: number) => void }) {
  const t = useT();
  const b = useBicim(veri.saatDilimi);
  const kutu = useRef<HTMLDivElement>(null);
  // on a phone the form's end is below the fold: bring the answer into view
  useEffect(() => { kutu.current?.scrollIntoView?.({ block: 'nearest' }); }, [cakisma]);
  return (
    <div ref={kutu} className="rt-uyari" role="alert" data-testid="tasi-cakisma">
      <p>{cakisma.mesaj}</p>
      {cakisma.oneriler.length > 0 ? (
        <>
          <p><strong>{t('randevu.takvim.bosSaatler')}</strong></p>
          <div className="row-actions">
            {cakisma.oneriler.map((o) => {
              const ms = Date.parse(o.baslangic);
              const kisi = veri.personeller.find((p) => p.id === o.personelId)?.ad ?? '';
              return (
                <button key={`${o.personelId}-${o.baslangic}`} type="button" className="btn btn-small" onClick={() => onSec(o.personelId, ms)} data-testid="tasi-oneri">
                  {t('randevu.takvim.oneri', { personel: kisi, gun: b.kisaGun(b.gunTarihi(ms)), saat: b.saat(ms) })}
                </button>
              );
            })}
          </div>
        </>
      ) : <p className="muted">{t('randevu.takvim.bosSaatYok')}</p>}
    </div>
  );
}

/** Keyboard/touch way to move: staff, date and time fields (drag and drop does the same with the mouse). */
export function TakvimTasiForm({ veri, r, onDone }: { veri: TakvimVerisi; r: TakvimRandevusu; onDone: (yeni: TakvimRandevusu) => void }) {
  const t = useT();
  const b = useBicim(veri.saatDilimi);
  const tz = veri.saatDilimi;
  const ilkTarih = b.gunTarihi(r.baslangic);
  const [personelId, setPersonelId] = useState(r.personelId);
  const [tarih, setTarih] = useState(ilkTarih);
  const [saat, setSaat] = useState(saatMetni(yerelDakika(Date.parse(r.baslangic), ilkTarih, tz)));
  const { hata, mesai, setMesai, cakisma, tasi } = useTasima(r, onDone);
  const hizmetIdler = r.kalemler.map((k) => k.hizmetId);
  const uygun = veri.personeller.filter((p) => p.aktif && hizmetIdler.every((h) => p.hizmetIdler.includes(h)));
  const hedef = () => { const dk = dakikaDegeri(saat); return dk === null ? null : yerelAn(tarih, dk, tz); };
  const ms = hedef();
  // an unreadable date or time reaches the schema as '' and is refused at the time field, not silently ignored
  const f = useAlanHatalari(RandevuTasiSchema, { personelId, baslangic: ms === null || !Number.isFinite(ms) ? '' : new Date(ms).toISOString() });
  function gonder(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (govde) void tasi(govde.personelId, Date.parse(govde.baslangic), false);
  }
  return (
    <form ref={f.formRef} className="form rt-alt-form" onSubmit={gonder} noValidate aria-labelledby={`tasi-${r.id}`} data-testid="tasi-form">
      <h3 id={`tasi-${r.id}`}>{t('randevu.takvim.tasiBaslik')}</h3>
      <div className="form-row">
        <label className="field"><span>{t('randevu.takvim.personel')}</span>
          <select className="input" value={personelId} onChange={(e) => setPersonelId(Number(e.target.value))} {...f.alan('personelId')} data-testid="tasi-personel">
            {uygun.map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
          </select>{f.hata('personelId')}</label>
        <label className="field"><span>{t('randevu.takvim.tarih')}</span>
          <input className="input" type="date" required value={tarih} onChange={(e) => setTarih(e.target.value)} data-testid="tasi-tarih" /></label>
        <div><SaatGirdisi label={t('randevu.takvim.saat')} value={saat} onChange={setSaat} required isaret={f.alan('baslangic')} testId="tasi-saat" />{f.hata('baslangic')}</div>
      </div>
      {mesai && <MesaiUyarisi mesaj={mesai} onOnay={() => { const ms = hedef(); if (ms !== null) void tasi(personelId, ms, true); }} onVazgec={() => setMesai(null)} etiket={t('randevu.takvim.yineDeTasi')} />}
      {cakisma && <CakismaOnerileri cakisma={cakisma} veri={veri} onSec={(p, ms) => void tasi(p, ms, false)} />}
      <p className="field-error" role="alert">{hata}</p>
      <div className="form-actions"><button type="submit" className="btn btn-primary btn-small" data-testid="tasi-kaydet">{t('randevu.takvim.islem.tasi')}</button></div>
    </form>
  );
}

/** Confirmation after a drag: who, to whom, when. */
export function TakvimTasiOnay({ veri, r, personelId, baslangicMs, onClose, onDone }: {
  veri: TakvimVerisi; r: TakvimRandevusu; personelId: number; baslangicMs: number; onClose: () => void; onDone: () => void;
}) {
  const t = useT();
  const b = useBicim(veri.saatDilimi);
  const { hata, mesai, setMesai, cakisma, tasi } = useTasima(r, onDone);
  const sure = Date.parse(r.bitis) - Date.parse(r.baslangic);
  const kisi = veri.personeller.find((p) => p.id === personelId)?.ad ?? '';
  const eski = veri.personeller.find((p) => p.id === r.personelId)?.ad ?? '';
  return (
    <Dialog title={t('randevu.takvim.tasiOnayBaslik')} open onClose={onClose}>
      <div className="form rt-dialog" data-testid="tasi-onay">
        <p>{t('randevu.takvim.tasiOnayMetni', { ad: r.musteriAd, hizmet: b.hizmetler(r.kalemler) })}</p>
        <dl className="rt-bilgi">
          <dt>{t('randevu.takvim.simdiki')}</dt><dd>{eski} · {b.gun(b.gunTarihi(r.baslangic))} {b.aralik(r)}</dd>
          <dt>{t('randevu.takvim.yeniYer')}</dt><dd><strong>{kisi} · {b.gun(b.gunTarihi(baslangicMs))} {b.saat(baslangicMs)}–{b.saat(baslangicMs + sure)}</strong></dd>
        </dl>
        {mesai && <MesaiUyarisi mesaj={mesai} onOnay={() => void tasi(personelId, baslangicMs, true)} onVazgec={() => setMesai(null)} etiket={t('randevu.takvim.yineDeTasi')} />}
        {cakisma && <CakismaOnerileri cakisma={cakisma} veri={veri} onSec={(p, ms) => void tasi(p, ms, false)} />}
        <p className="field-error" role="alert">{hata}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="button" className="btn btn-primary" onClick={() => void tasi(personelId, baslangicMs, false)} data-testid="tasi-onayla">{t('randevu.takvim.islem.tasi')}</button>
        </div>
      </div>
    </Dialog>
  );
}
