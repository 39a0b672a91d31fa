import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { qrApi } from '@api/qrmenu';
import type { Kampanya, Kategori, Urun } from '@lib/schemas/qrmenu';
import { kalanSure, kampanyaDurumu } from '@lib/menu/campaign';
import { formatKurus } from '@lib/para';
import { metin } from '@lib/menu/text';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { useZaman } from '@panel/ui/useZaman';
import { KampanyaDialog } from './KampanyaDialog';
import { onayla } from '@stores/onay';

const KEY = 'isletme:qrmenu:menu';

/** Campaign list with live state badges and countdowns; add, edit, end now, delete. */
export function KampanyaPaneli() {
  const t = useT();
  const lang = useStore($lang);
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<Kampanya[]>(qrApi.kampanyalar);
  const urunler = useApiData<Urun[]>(qrApi.urunler);
  const kategoriler = useApiData<Kategori[]>(qrApi.kategoriler);
  const [acik, setAcik] = useState<{ kampanya: Kampanya | null } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const urunAd = new Map((urunler.data ?? []).map((urun) => [urun.id, metin(urun.ad, lang)]));
  const urunSecenek = (urunler.data ?? []).map((urun) => ({ value: String(urun.id), label: metin(urun.ad, lang) })).sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  const katById = new Map((kategoriler.data ?? []).map((item) => [item.id, item]));
  const katAd = (item: Kategori) => {
    const parent = item.ustKategoriId ? katById.get(item.ustKategoriId) : undefined;
    return parent ? `${metin(parent.ad, lang)} › ${metin(item.ad, lang)}` : metin(item.ad, lang);
  };
  const katSecenek = (kategoriler.data ?? []).map((item) => ({ value: String(item.id), label: katAd(item) })).sort((a, b) => a.label.localeCompare(b.label, 'tr'));

  function sure(ms: number) {
    const { gun, saat, dakika } = kalanSure(ms);
    return t('qrmenu.camp.duration', { gun, saat, dakika });
  }

  function deger(kampanya: Kampanya) {
    if (kampanya.tur === 'sabit_fiyat') return t('qrmenu.camp.fixedValue', { fiyat: formatKurus(kampanya.deger) });
    if (kampanya.tur === 'yuzde_indirim') return t('qrmenu.camp.percentValue', { yuzde: kampanya.deger });
    return t('qrmenu.camp.giftValue', { urun: urunAd.get(kampanya.hediyeUrunId ?? 0) ?? '—' });
  }

  async function run(task: () => Promise<unknown>, done: string) {
    await islem(task, done);
    await reload();
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <div className="qm-campaigns">
      <div className="screen-header">
        <p className="muted">{t('qrmenu.camp.subtitle')}</p>
        {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ kampanya: null })} data-testid="campaign-add"><Icon name="plus" size={18} />{t('qrmenu.camp.add')}</button>}
      </div>
      {data?.length === 0 && <p className="empty-lead">{t('qrmenu.camp.empty')}</p>}
      <ul className="card-list" data-testid="campaign-list">
        {data?.map((kampanya) => {
          const durum = kampanyaDurumu(kampanya, now, zaman.timeZone);
          return (
            <li key={kampanya.id} className="card row-card" data-testid={`campaign-${kampanya.id}`}>
              <div className="row-main">
                <h3 className="row-title">{metin(kampanya.baslik, lang)} <span className={`qm-state qm-state-${durum.durum}`}>{t(`qrmenu.camp.state.${durum.durum}`)}</span></h3>
                <p>{deger(kampanya)}</p>
                <p className="muted qm-small">{zaman.an(kampanya.baslangic, 'kisaSaat')} – {zaman.an(kampanya.bitis, 'kisaSaat')}{kampanya.haftalikSaatler.length > 0 && ` · ${t('qrmenu.camp.hasWeekly')}`}</p>
                {durum.durum === 'aktif' && <p className="qm-small"><Icon name="clock" size={14} /> {t('qrmenu.camp.endsIn', { sure: sure(durum.bitisMs - now) })}</p>}
                {durum.durum === 'yaklasan' && <p className="qm-small"><Icon name="clock" size={14} /> {t('qrmenu.camp.startsIn', { sure: sure(durum.baslangicMs - now) })}</p>}
              </div>
              <div className="row-actions">
                {can.has(`${KEY}:guncelle`) && (
                  <>
                    <button type="button" className="btn btn-small" onClick={() => setAcik({ kampanya })} aria-label={`${t('common.edit')}: ${metin(kampanya.baslik, lang)}`}><Icon name="edit" size={16} />{t('common.edit')}</button>
                    {durum.durum !== 'bitti' && (
                      <button type="button" className="btn btn-small" onClick={async () => { if (await onayla(t('qrmenu.camp.confirmEnd', { ad: metin(kampanya.baslik, lang) }))) void run(() => qrApi.kampanyaBitir(kampanya.id), t('qrmenu.camp.ended')); }}>{t('qrmenu.camp.endNow')}</button>
                    )}
                  </>
                )}
                {can.has(`${KEY}:sil`) && (
                  <button type="button" className="btn btn-small btn-danger" aria-label={`${t('common.delete')}: ${metin(kampanya.baslik, lang)}`} onClick={async () => { if (await onayla(t('qrmenu.camp.confirmDelete', { ad: metin(kampanya.baslik, lang) }), { onayMetni: t('common.delete'), tehlikeli: true })) void run(() => qrApi.kampanyaSil(kampanya.id), t('common.deleted')); }}><Icon name="trash" size={16} /></button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {acik && <KampanyaDialog kampanya={acik.kampanya} urunler={urunSecenek} kategoriler={katSecenek} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />}
    </div>
  );
}
