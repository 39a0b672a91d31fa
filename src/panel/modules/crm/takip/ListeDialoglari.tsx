import { useEffect, useState, type FormEvent } from 'react';
import { takipApi } from '@api/crm/takip';
import type { Personel, TakipSatiri } from '@lib/schemas/crm/takip';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { Dialog } from '@panel/ui/Dialog';
import { useZaman } from '@panel/ui/useZaman';

function PersonelSecimi({ value, onChange, personeller, etiket, testId }: { value: string; onChange: (v: string) => void; personeller: Personel[]; etiket: string; testId: string }) {
  const t = useT();
  return (
    <label className="field"><span>{etiket}</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{t('crm.takip.liste.atanmamis')}</option>
        {personeller.filter((p) => p.aktif || String(p.id) === value).map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
      </select>
    </label>
  );
}

/** A manual follow-up: pick a customer by name or phone, the reason, the due day and who calls. */
export function EkleDialog({ personeller, onClose }: { personeller: Personel[]; onClose: (degisti: boolean) => void }) {
  const t = useT();
  const [ara, setAra] = useState('');
  const [bulunan, setBulunan] = useState<{ id: number; ad: string; telefon: string }[]>([]);
  const [musteri, setMusteri] = useState<{ id: number; ad: string } | null>(null);
  const [metin, setMetin] = useState('');
  const zaman = useZaman();
  const [vade, setVade] = useState(zaman.bugun);
  const [personel, setPersonel] = useState('');
  useEffect(() => {
    if (ara.trim().length < 2) { setBulunan([]); return; }
    const z = setTimeout(() => void takipApi.musteriAra(ara).then((r) => setBulunan(r.musteriler)).catch(() => setBulunan([])), 250);
    return () => clearTimeout(z);
  }, [ara]);
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (!musteri) return;
    if (await islem(() => takipApi.ekle({ musteriId: musteri.id, metin, vade, personelId: personel ? Number(personel) : null }), t('crm.takip.ekle.eklendi'))) onClose(true);
  }
  return (
    <Dialog title={t('crm.takip.ekle.baslik')} open onClose={() => onClose(false)}>
      <form className="form" onSubmit={(e) => void kaydet(e)} data-testid="takip-ekle-form">
        {musteri ? (
          <p className="crt-secili"><strong>{musteri.ad}</strong> <button type="button" className="btn btn-small" onClick={() => setMusteri(null)}>{t('crm.takip.ekle.degistir')}</button></p>
        ) : (
          <div className="field">
            <label htmlFor="crt-musteri-ara">{t('crm.takip.ekle.musteri')}</label>
            <input id="crt-musteri-ara" className="input" type="search" value={ara} onChange={(e) => setAra(e.target.value)} placeholder={t('crm.takip.ekle.musteriAra')} data-testid="takip-ekle-ara" />
            {bulunan.length > 0 && (
              <ul className="crt-secenekler">
                {bulunan.map((m) => <li key={m.id}><button type="button" className="btn btn-small" onClick={() => setMusteri(m)}>{m.ad} · {m.telefon}</button></li>)}
              </ul>
            )}
          </div>
        )}
        <label className="field"><span>{t('crm.takip.ekle.neden')}</span>
          <input className="input" value={metin} onChange={(e) => setMetin(e.target.value)} maxLength={300} required data-testid="takip-ekle-neden" />
        </label>
        <label className="field"><span>{t('crm.takip.ekle.vade')}</span>
          <input className="input" type="date" value={vade} onChange={(e) => setVade(e.target.value)} required data-testid="takip-ekle-vade" />
        </label>
        <PersonelSecimi value={personel} onChange={setPersonel} personeller={personeller} etiket={t('crm.takip.ekle.personel')} testId="takip-ekle-personel" />
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => onClose(false)}>{t('crm.takip.iptal')}</button>
          <button type="submit" className="btn btn-primary" disabled={!musteri || metin.trim() === ''} data-testid="takip-ekle-kaydet">{t('crm.takip.ekle.kaydet')}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** Assign a follow-up to a staff member and/or move its due day. */
export function AtaDialog({ takip, personeller, onClose }: { takip: TakipSatiri; personeller: Personel[]; onClose: (degisti: boolean) => void }) {
  const t = useT();
  const [personel, setPersonel] = useState(takip.personel ? String(takip.personel.id) : '');
  const [vade, setVade] = useState(takip.vade);
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => takipApi.degistir(takip.id, { personelId: personel ? Number(personel) : null, vade }), t('crm.takip.kaydedildi'))) onClose(true);
  }
  return (
    <Dialog title={`${t('crm.takip.liste.ataBaslik')}: ${takip.musteri.ad}`} open onClose={() => onClose(false)}>
      <form className="form" onSubmit={(e) => void kaydet(e)} data-testid="takip-ata-form">
        <PersonelSecimi value={personel} onChange={setPersonel} personeller={personeller} etiket={t('crm.takip.ekle.personel')} testId="takip-ata-personel" />
        <label className="field"><span>{t('crm.takip.ekle.vade')}</span>
          <input className="input" type="date" value={vade} onChange={(e) => setVade(e.target.value)} required />
        </label>
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => onClose(false)}>{t('crm.takip.iptal')}</button>
          <button type="submit" className="btn btn-primary" data-testid="takip-ata-kaydet">{t('crm.takip.kaydet')}</button>
        </div>
      </form>
    </Dialog>
  );
}
