import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { demirbasApi } from '@api/envanter/demirbas';
import { gorselUrl } from '@api/dosya';
import { HurdaOnaySchema, HurdaRedSchema, type HurdaTalebi } from '@lib/schemas/envanter/demirbas';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { onayla } from '@stores/onay';
import { toast } from '@stores/toasts';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';
import { HurdaTalepDialog } from './IslemDialoglari';
import { HURDA_KEY as KEY, Kapak, detayYolu, useTx } from './ortak';

const FILTRELER = ['bekliyor', 'onaylandi', 'reddedildi', 'tumu', 'benim'] as const;
type Filtre = (typeof FILTRELER)[number];
const sorgu = (f: Filtre) => (f === 'tumu' ? '' : f === 'benim' ? 'benim=1' : `durum=${f}`);

/** /isletme/envanter/hurda-talepleri: scrap requests; a permitted user approves (the asset is scrapped for good) or rejects with a note. */
export default function HurdaScreen() {
  const t = useTx();
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const [filtre, setFiltre] = useState<Filtre>('bekliyor');
  const { data, error, reload } = useApiData<HurdaTalebi[]>(demirbasApi.hurdaListe(sorgu(filtre)));
  const [karar, setKarar] = useState<{ talep: HurdaTalebi; onay: boolean } | null>(null);
  const [yeni, setYeni] = useState(false);

  async function geriCek(h: HurdaTalebi) {
    if (!(await onayla(t('envanter.demirbas.hurda.geriCekMetin', { kod: h.demirbasKod }), { onayMetni: t('envanter.demirbas.hurda.geriCek') }))) return;
    if (await islem(() => demirbasApi.hurdaGeriCek(h.id), t('envanter.demirbas.hurda.geriCekildi'))) await reload();
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <section className="screen dmr-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.hurdaTalepleri')}</h1>
          <p className="muted">{t('envanter.demirbas.hurda.altBaslik')}</p>
        </div>
        {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setYeni(true)} data-testid="hrd-yeni">{t('envanter.demirbas.hurda.yeni')}</button>}
      </header>
      <fieldset className="dmr-sekmeler">
        <legend className="sr-only">{t('envanter.demirbas.hurda.filtre')}</legend>
        {FILTRELER.map((f) => (
          <label key={f} className={`dmr-sekme${filtre === f ? ' on' : ''}`}>
            <input type="radio" name="hurda-filtre" className="sr-only" checked={filtre === f} onChange={() => setFiltre(f)} data-testid={`hrd-filtre-${f}`} />
            {t(`envanter.demirbas.hurda.f.${f}`)}
          </label>
        ))}
      </fieldset>
      {data?.length === 0 && <p className="empty-lead">{t('envanter.demirbas.hurda.bos')}</p>}
      <ul className="dmr-hurda-liste" data-testid="hrd-liste">
        {data?.map((h) => (
          <li key={h.id} className="card dmr-hurda-kart" data-testid={`hrd-${h.id}`}>
            <div className="dmr-hurda-bas">
              <Kapak foto={h.kapak} ad={h.demirbasAd} size={48} />
              <div className="dmr-kart-govde">
                <a className="dmr-ad" href={detayYolu(h.demirbasSlug)}>{h.demirbasAd}</a>
                <span className="dmr-kod">{h.demirbasKod}</span>
              </div>
              <span className={`dmr-hurda-durum dmr-hurda-${h.durum}`}>{t(`envanter.demirbas.hurda.durum.${h.durum}`)}</span>
            </div>
            <p className="dmr-hurda-neden">{h.neden}</p>
            {h.fotolar.length > 0 && (
              <ul className="dmr-foto-liste">
                {h.fotolar.map((f, i) => <li key={f}><a href={gorselUrl(f)} target="_blank" rel="noreferrer"><img src={gorselUrl(f)} alt={t('envanter.demirbas.form.fotoAlt', { sira: i + 1 })} width={64} height={64} loading="lazy" /></a></li>)}
              </ul>
            )}
            <p className="muted dmr-hurda-kim">{t('envanter.demirbas.hurda.talepEden', { kim: h.talepEdenAd ?? '—', zaman: zaman.an(h.zaman) })}</p>
            {h.durum !== 'bekliyor' && (
              <p className="dmr-hurda-karar-metni" data-testid={`hrd-karar-${h.id}`}>
                {t(h.durum === 'onaylandi' ? 'envanter.demirbas.hurda.onaylayan' : 'envanter.demirbas.hurda.reddeden', { kim: h.kararVerenAd ?? '—', zaman: h.kararZamani ? zaman.an(h.kararZamani) : '' })}
                {h.kararNotu && <><br />{t('envanter.demirbas.detay.kararNotu', { not: h.kararNotu })}</>}
              </p>
            )}
            {h.durum === 'bekliyor' && (
              <div className="row-actions">
                {can.has(`${KEY}:onayla`) && <button type="button" className="btn btn-small btn-danger" onClick={() => setKarar({ talep: h, onay: true })} data-testid={`hrd-onayla-${h.id}`}>{t('envanter.demirbas.hurda.onayla')}</button>}
                {can.has(`${KEY}:reddet`) && <button type="button" className="btn btn-small" onClick={() => setKarar({ talep: h, onay: false })} data-testid={`hrd-reddet-${h.id}`}>{t('envanter.demirbas.hurda.reddet')}</button>}
                {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small" onClick={() => void geriCek(h)}>{t('envanter.demirbas.hurda.geriCek')}</button>}
              </div>
            )}
          </li>
        ))}
      </ul>
      {yeni && <HurdaTalepDialog demirbas={null} onClose={() => setYeni(false)} onDone={() => { setYeni(false); void reload(); }} />}
      {karar && <KararDialog talep={karar.talep} onay={karar.onay} onClose={() => setKarar(null)} onDone={() => { setKarar(null); void reload(); }} />}
    </section>
  );
}

function KararDialog({ talep, onay, onClose, onDone }: { talep: HurdaTalebi; onay: boolean; onClose: () => void; onDone: () => void }) {
  const t = useTx();
  const [not, setNot] = useState('');
  const schema: v.GenericSchema = onay ? HurdaOnaySchema : HurdaRedSchema;
  const form = useAlanHatalari(schema, { not });
  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!form.gonder()) return;
    try {
      await withLoader(() => (onay ? demirbasApi.hurdaOnayla(talep.id, not) : demirbasApi.hurdaReddet(talep.id, not)));
      toast('success', t(onay ? 'envanter.demirbas.hurda.onaylandi' : 'envanter.demirbas.hurda.reddedildi', { kod: talep.demirbasKod }));
      onDone();
    } catch (caught) {
      form.sunucuHatasi(caught);
    }
  }
  return (
    <Dialog title={t(onay ? 'envanter.demirbas.hurda.onayBaslik' : 'envanter.demirbas.hurda.redBaslik', { kod: talep.demirbasKod })} open onClose={onClose}>
      <form ref={form.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="hrd-karar">
        {onay && <p className="dmr-uyari">{t('envanter.demirbas.hurda.onayUyari', { ad: talep.demirbasAd })}</p>}
        <label className="field"><span>{t('envanter.demirbas.hurda.not')}{!onay && <span className="req" aria-hidden="true"> *</span>}</span>
          <textarea className="input" rows={3} maxLength={1000} value={not} onChange={(e) => setNot(e.target.value)} data-testid="hrd-karar-not" {...form.alan('not')} />{form.hata('not')}
        </label>
        <p className="field-error" role="alert">{form.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className={`btn ${onay ? 'btn-danger' : 'btn-primary'}`} data-testid="hrd-karar-kaydet">{t(onay ? 'envanter.demirbas.hurda.onayla' : 'envanter.demirbas.hurda.reddet')}</button>
        </div>
      </form>
    </Dialog>
  );
}
