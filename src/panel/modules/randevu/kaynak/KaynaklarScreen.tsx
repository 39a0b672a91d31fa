import '@lib/i18n/randevu';
import '@styles/randevu-kaynak.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { kaynakApi } from '@api/randevu/kaynak';
import { islem } from '@api/islem';
import type { Kaynak, KaynakListesi } from '@lib/schemas/randevu/kaynak';
import { $permissionSet } from '@stores/auth';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { useTx } from '@panel/ui/useTx';
import { useZaman } from '@panel/ui/useZaman';
import { useApiData } from '@panel/useApiData';
import { KaynakDialog } from './KaynakDialog';

const EKRAN = 'isletme:randevutakip:kaynaklar';

/** /isletme/randevutakip/kaynaklar: rooms and devices services need, and the appointments a maintenance leaves to move. */
export default function KaynaklarScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const z = useZaman();
  const { data, error, loading, reload } = useApiData<KaynakListesi>(kaynakApi.liste);
  const [acik, setAcik] = useState<{ tur: 'form'; kaynak: Kaynak | null } | { tur: 'sil'; kaynak: Kaynak } | null>(null);
  const { data: hizmetVerisi } = useApiData<{ hizmetler: { id: number; ad: { tr: string } & Record<string, string> }[] }>('/isletme/randevu/hizmetler');
  const hizmetAdi = new Map((hizmetVerisi?.hizmetler ?? []).map((h) => [h.id, h.ad.tr]));

  async function sil(k: Kaynak) {
    if (await islem(() => kaynakApi.sil(k.id), t('randevu.kaynak.silindi'))) {
      setAcik(null);
      void reload();
    }
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <section className="screen ky-screen" aria-busy={loading}>
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.kaynaklar')}</h1>
          <p className="muted">{t('randevu.kaynak.aciklama')}</p>
        </div>
        {can.has(`${EKRAN}:ekle`) && (
          <div className="screen-actions">
            <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'form', kaynak: null })} data-testid="kaynak-yeni"><Icon name="plus" size={18} />{t('randevu.kaynak.yeni')}</button>
          </div>
        )}
      </header>
      {data && data.tasinacaklar.length > 0 && (
        <section className="ky-tasinacak" aria-labelledby="ky-tasinacak-baslik" data-testid="kaynak-tasinacaklar">
          <h2 id="ky-tasinacak-baslik">{t('randevu.kaynak.tasinacak.baslik')} <span className="ky-sayi">{data.tasinacaklar.length}</span></h2>
          <p className="muted">{t('randevu.kaynak.tasinacak.aciklama')}</p>
          <ul className="ky-liste">
            {data.tasinacaklar.map((r) => (
              <li key={`${r.randevuId}-${r.kaynakId}`} className="ky-kart ky-uyari" data-testid="kaynak-tasinacak" data-randevu={r.randevuId}>
                <div className="ky-ana">
                  <strong>{z.an(r.baslangic, 'gunAySaat')}</strong>
                  <span>{r.musteriAd}</span>
                  <span className="ky-meta"><span>{r.personelAd}</span><span>{r.kaynakAd}</span></span>
                </div>
                <a className="btn" href={`/isletme/randevutakip/randevular?tarih=${r.gun}&gorunum=gun&randevu=${r.randevuId}`} data-testid="kaynak-takvimde-ac">{t('randevu.kaynak.tasinacak.ac')}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.kaynaklar.length === 0 && <p className="empty-lead" data-testid="kaynak-bos">{t('randevu.kaynak.bos')}</p>}
      {data && data.kaynaklar.length > 0 && (
        <ul className="ky-liste" aria-label={t('menu.randevu.kaynaklar')}>
          {data.kaynaklar.map((k) => (
            <li key={k.id} className={`ky-kart${k.aktif ? '' : ' pasif'}`} data-testid="kaynak-satir" data-kaynak={k.id}>
              <div className="ky-ana">
                <div className="ky-ust">
                  <strong className="ky-ad">{k.ad}</strong>
                  <span className="ky-rozet">{t(`randevu.kaynak.tur.${k.tur}`)}</span>
                  {!k.aktif && <span className="ky-rozet">{t('randevu.kaynak.pasif')}</span>}
                  {k.demirbas?.bakimda && <span className="ky-rozet ky-bakim" data-testid="kaynak-bakimda">{t('randevu.kaynak.bakimda')}</span>}
                </div>
                <span className="ky-meta">
                  <span>{t('randevu.kaynak.kapasite', { n: k.kapasite })}</span>
                  <span>{k.demirbas ? `${t('randevu.kaynak.demirbas')}: ${k.demirbas.kod} · ${k.demirbas.ad}` : t('randevu.kaynak.demirbasYok')}</span>
                </span>
                <span className="ky-meta">
                  {k.hizmetIdler.length === 0 ? t('randevu.kaynak.hizmetYok') : `${t('randevu.kaynak.hizmetler')}: ${k.hizmetIdler.map((id) => hizmetAdi.get(id) ?? '').filter(Boolean).join(', ')}`}
                </span>
              </div>
              <div className="ky-eylem">
                {can.has(`${EKRAN}:guncelle`) && (
                  <button type="button" className="btn" onClick={() => setAcik({ tur: 'form', kaynak: k })} aria-label={`${t('common.edit')}: ${k.ad}`} data-testid="kaynak-duzenle"><Icon name="edit" size={18} />{t('common.edit')}</button>
                )}
                {can.has(`${EKRAN}:sil`) && (
                  <button type="button" className="btn" onClick={() => setAcik({ tur: 'sil', kaynak: k })} aria-label={`${t('randevu.kaynak.sil')}: ${k.ad}`} data-testid="kaynak-sil"><Icon name="trash" size={18} />{t('randevu.kaynak.sil')}</button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && acik?.tur === 'form' && <KaynakDialog kaynak={acik.kaynak} demirbaslar={data.demirbaslar} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />}
      {acik?.tur === 'sil' && (
        <OnayDialog baslik={t('randevu.kaynak.silBaslik')} onayMetni={t('randevu.kaynak.sil')} onOnay={() => void sil(acik.kaynak)} onClose={() => setAcik(null)} testId="kaynak-sil-onay">
          <p>{t('randevu.kaynak.silSoru', { ad: acik.kaynak.ad })}</p>
        </OnayDialog>
      )}
    </section>
  );
}
