import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { stokApi } from '@api/envanter/stok';
import type { Lokasyon, LokasyonListesi } from '@lib/schemas/envanter/stok';
import { $permissionSet } from '@stores/auth';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { LokasyonFormu } from './LokasyonFormu';
import { agacSirasi, useTx } from './ortak';

const KEY = 'isletme:envanter:lokasyonlar';
const etiketYolu = (idler: number[]) => `/isletme/envanter/qr?yazdir=lokasyon&id=${idler.join(',')}`;
type Acik = { tur: 'form'; lokasyon: Lokasyon | null; ustId: number | null } | { tur: 'sil'; lokasyon: Lokasyon } | null;

/** /isletme/envanter/lokasyonlar: the venue's location tree (building → floor/area → room/shelf/storeroom) with QR labels. */
export default function LokasyonlarScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<LokasyonListesi>(stokApi.lokasyonlar);
  const [kapali, setKapali] = useState<Set<number>>(new Set());
  const [secili, setSecili] = useState<Set<number>>(new Set());
  const [acik, setAcik] = useState<Acik>(null);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const liste = data?.lokasyonlar ?? [];
  const sirali = agacSirasi(liste);
  const ustu = new Map(liste.map((l) => [l.id, l.ustId]));
  // a row is shown when no ancestor is collapsed
  const gorunur = (l: Lokasyon) => {
    for (let u = l.ustId, i = 0; u !== null && u !== undefined && i < 64; u = ustu.get(u) ?? null, i++) if (kapali.has(u)) return false;
    return true;
  };
  const degistir = (set: Set<number>, id: number) => { const yeni = new Set(set); if (!yeni.delete(id)) yeni.add(id); return yeni; };

  async function sil(l: Lokasyon) {
    setAcik(null);
    if (await islem(() => stokApi.lokasyonSil(l.id), t('common.deleted'), 10_000)) await reload();
  }

  return (
    <section className="screen est-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.lokasyonlar')}</h1>
          <p className="muted">{t('envanter.stok.lok.alt', { sayi: liste.length })}</p>
        </div>
        <div className="row-actions">
          {secili.size > 0 && <a className="btn" href={etiketYolu([...secili])} data-testid="lok-etiketler"><Icon name="qr" size={18} />{t('envanter.stok.lok.etiketYazdir', { sayi: secili.size })}</a>}
          {can.has(`${KEY}:ekle`) && data && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'form', lokasyon: null, ustId: null })} data-testid="lok-ekle"><Icon name="plus" size={18} />{t('envanter.stok.lok.ekle')}</button>}
        </div>
      </header>
      {data && liste.length === 0 && <p className="empty-lead">{t('envanter.stok.lok.bos')}</p>}
      <ul className="est-agac" data-testid="lok-agac">
        {sirali.filter(({ l }) => gorunur(l)).map(({ l, derinlik }) => (
          <li key={l.id}
            className={`est-dugum${l.aktif ? '' : ' row-passive'}`} style={{ '--derinlik': derinlik } as React.CSSProperties} data-testid={`lok-${l.id}`}>
            <div className="est-dugum-bas">
              {l.altSayisi > 0
                ? <button type="button" className="est-ac" aria-expanded={!kapali.has(l.id)} onClick={() => setKapali((k) => degistir(k, l.id))} aria-label={t(kapali.has(l.id) ? 'envanter.stok.lok.ac' : 'envanter.stok.lok.kapat', { ad: l.ad })} data-testid={`lok-ac-${l.id}`}>
                    <span aria-hidden="true">{kapali.has(l.id) ? '▸' : '▾'}</span>
                  </button>
                : <span className="est-ac" aria-hidden="true" />}
              <input type="checkbox" className="est-sec" checked={secili.has(l.id)} onChange={() => setSecili((s) => degistir(s, l.id))} aria-label={t('envanter.stok.lok.sec', { ad: l.ad })} data-testid={`lok-sec-${l.id}`} />
              <div className="est-dugum-ad">
                <strong>{l.ad}</strong>
                <span className="est-rozet">{t(`envanter.lokasyonTur.${l.tur}`)}</span>
                {!l.aktif && <span className="status status-off">{t('envanter.stok.pasif')}</span>}
                <span className="muted est-sayilar" data-testid={`lok-sayilar-${l.id}`}>{t('envanter.stok.lok.sayilar', { demirbas: l.demirbasSayisi, urun: l.urunSayisi })}</span>
              </div>
            </div>
            <div className="est-dugum-islem">
              <a className="btn btn-small" href={etiketYolu([l.id])} aria-label={t('envanter.stok.lok.etiketFor', { ad: l.ad })} data-testid={`lok-qr-${l.id}`}><Icon name="qr" size={16} />{t('envanter.stok.lok.etiket')}</a>
              {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'form', lokasyon: null, ustId: l.id })} aria-label={t('envanter.stok.lok.altEkleFor', { ad: l.ad })} data-testid={`lok-alt-${l.id}`}><Icon name="plus" size={16} /><span className="est-genis">{t('envanter.stok.lok.altEkle')}</span></button>}
              {can.has(`${KEY}:guncelle`) && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'form', lokasyon: l, ustId: l.ustId })} aria-label={t('envanter.stok.lok.duzenleFor', { ad: l.ad })} data-testid={`lok-duzenle-${l.id}`}><Icon name="edit" size={16} /></button>}
              {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => setAcik({ tur: 'sil', lokasyon: l })} aria-label={t('envanter.stok.lok.silFor', { ad: l.ad })} data-testid={`lok-sil-${l.id}`}><Icon name="trash" size={16} /></button>}
            </div>
          </li>
        ))}
      </ul>
      {acik?.tur === 'form' && <LokasyonFormu lokasyon={acik.lokasyon} ustId={acik.ustId} liste={liste} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />}
      {acik?.tur === 'sil' && (
        <OnayDialog baslik={t('envanter.stok.lok.silBaslik')} onayMetni={t('common.delete')} onOnay={() => void sil(acik.lokasyon)} onClose={() => setAcik(null)} testId="lok-sil-onay">
          <p>{t('envanter.stok.lok.silMetin', { ad: acik.lokasyon.ad })}</p>
        </OnayDialog>
      )}
    </section>
  );
}
