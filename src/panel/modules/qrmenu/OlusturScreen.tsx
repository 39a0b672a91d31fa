import '@lib/i18n/qrmenu';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { qrApi } from '@api/qrmenu';
import { MasaSchema, type Kategori, type Masa, type QrBilgi, type Urun } from '@lib/schemas/qrmenu';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { BaskiSayfalari, masaUrl, QrResmi, yazdir } from './BaskiSayfalari';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useVenueName } from '@panel/ui/useVenueName';
import '@styles/panel-ui.css';
import '@styles/qrmenu-panel.css';
import { downloadPng, downloadSvg } from './qr';
import { onayla } from '@stores/onay';

const KEY = 'isletme:qrmenu:olustur';

function Kopyala({ text, label, testId }: { text: string; label: string; testId: string }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast('success', t('qrmenu.qr.copied'));
    } catch {
      toast('error', t('qrmenu.qr.copyFailed'));
    }
  }
  return (
    <div className="qm-url">
      <span className="qm-url-label">{label}</span>
      <code data-testid={testId}>{text}</code>
      <button type="button" className="btn btn-small" onClick={() => void copy()} aria-label={`${t('qrmenu.qr.copy')}: ${label}`}>{t('qrmenu.qr.copy')}</button>
    </div>
  );
}

function Indir({ url, name, label }: { url: string; name: string; label: string }) {
  const t = useT();
  return (
    <div className="row-actions">
      <button type="button" className="btn btn-small" onClick={() => downloadSvg(url, name)} aria-label={`${t('qrmenu.qr.downloadSvg')}: ${label}`} data-testid={`svg-${name}`}>SVG</button>
      <button type="button" className="btn btn-small" onClick={() => void downloadPng(url, name).catch(() => toast('error', t('error.server')))} aria-label={`${t('qrmenu.qr.downloadPng')}: ${label}`} data-testid={`png-${name}`}>PNG</button>
    </div>
  );
}

/** /isletme/qrmenu/olustur: venue and table QR codes, downloads, printable table cards and price list. */
export default function OlusturScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const bilgi = useApiData<QrBilgi>(qrApi.qrBilgi);
  const masalar = useApiData<Masa[]>(qrApi.masalar);
  const kategoriler = useApiData<Kategori[]>(qrApi.kategoriler);
  const urunler = useApiData<Urun[]>(qrApi.urunler);
  const [yeniMasa, setYeniMasa] = useState('');
  const masaForm = useAlanHatalari(MasaSchema, { ad: yeniMasa }, { kodAlani: { NAME_TAKEN: 'ad' } });

  async function masaEkle(event: FormEvent) {
    event.preventDefault();
    const govde = masaForm.gonder();
    if (!govde) return;
    try {
      await withLoader(() => qrApi.masaEkle(govde.ad));
      setYeniMasa('');
      masaForm.sifirla();
      await masalar.reload();
    } catch (caught) {
      masaForm.sunucuHatasi(caught);
    }
  }

  async function masaSil(masa: Masa) {
    if (!(await onayla(t('qrmenu.qr.confirmTableDelete', { ad: masa.ad }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await islem(() => qrApi.masaSil(masa.id), t('common.deleted'));
    await masalar.reload();
  }

  if (bilgi.error) return <LoadError error={bilgi.error} onRetry={() => void bilgi.reload()} />;
  if (!bilgi.data) return null;
  const landing = `${location.origin}${bilgi.data.yol}`;
  const kisa = `${location.origin}${bilgi.data.kisaYol}`;
  // in the cafe's order: by area, then within it (the server's order)
  const masaListesi = masalar.data ?? [];
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.qrmenu.olustur')}</h1>
          <p className="muted">{t('qrmenu.qr.subtitle', { isletme: venue })}</p>
        </div>
      </header>
      <div className="card qm-venue-qr">
        <QrResmi url={landing} label={t('qrmenu.qr.venueQrFor', { isletme: venue })} className="qm-qr qm-qr-main" />
        <div className="qm-venue-qr-info">
          <h2 className="section-title">{t('qrmenu.qr.venueQr')}</h2>
          <Kopyala text={landing} label={t('qrmenu.qr.fullUrl')} testId="qr-full-url" />
          <Kopyala text={kisa} label={t('qrmenu.qr.shortUrl')} testId="qr-short-url" />
          <Indir url={landing} name={`qr-${bilgi.data.urlAdi}`} label={venue} />
          <a className="btn btn-small qm-open" href={landing} target="_blank" rel="noopener">{t('qrmenu.openGuestPage')}</a>
        </div>
      </div>

      <div className="card">
        <div className="screen-header">
          <div>
            <h2 className="section-title">{t('qrmenu.qr.tables')}</h2>
            <p className="muted qm-small">{t('qrmenu.qr.tablesHint')}</p>
          </div>
          {masaListesi.length > 0 && <button type="button" className="btn" onClick={() => yazdir('masalar')} data-testid="print-tables"><Icon name="ledger" size={18} />{t('qrmenu.qr.printTables')}</button>}
        </div>
        {can.has(`${KEY}:ekle`) && (
          <form ref={masaForm.formRef} className="qm-table-add" onSubmit={(event) => void masaEkle(event)} noValidate>
            <label className="field"><span>{t('qrmenu.qr.tableName')}</span>
              <input className="input" name="masaAd" maxLength={40} value={yeniMasa} onChange={(event) => setYeniMasa(event.target.value)} placeholder={t('qrmenu.qr.tablePh')} {...masaForm.alan('ad')} data-testid="table-name" /></label>
            <button type="submit" className="btn btn-primary" data-testid="table-add"><Icon name="plus" size={18} />{t('qrmenu.qr.addTable')}</button>
            {masaForm.hata('ad')}
            <p className="field-error" role="alert">{masaForm.formHatasi}</p>
          </form>
        )}
        {masalar.data?.length === 0 && <p className="muted">{t('qrmenu.qr.noTables')}</p>}
        <ul className="qm-table-grid" data-testid="table-list">
          {masaListesi.map((masa) => {
            const url = masaUrl(landing, masa.id);
            return (
              <li key={masa.id} className="qm-table-card">
                <strong>{masa.ad}</strong>
                <QrResmi url={url} label={t('qrmenu.qr.tableQrFor', { ad: masa.ad })} className="qm-qr qm-qr-table" />
                <code className="qm-small qm-table-url" data-testid={`table-url-${masa.id}`}>{url}</code>
                <Indir url={url} name={`qr-${bilgi.data!.urlAdi}-masa-${masa.id}`} label={masa.ad} />
                {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void masaSil(masa)} aria-label={`${t('common.delete')}: ${masa.ad}`}><Icon name="trash" size={16} /></button>}
              </li>
            );
          })}
        </ul>
      </div>

      <div className="card">
        <div className="screen-header">
          <div>
            <h2 className="section-title">{t('qrmenu.qr.priceList')}</h2>
            <p className="muted qm-small">{t('qrmenu.qr.priceListHint')}</p>
          </div>
          <button type="button" className="btn" onClick={() => yazdir('fiyat')} data-testid="print-prices" disabled={!urunler.data}><Icon name="ledger" size={18} />{t('qrmenu.qr.printPrices')}</button>
        </div>
      </div>
      <BaskiSayfalari venue={venue} landingUrl={landing} kisaUrl={kisa} masalar={masaListesi} kategoriler={kategoriler.data ?? []} urunler={urunler.data ?? []} />
    </section>
  );
}
