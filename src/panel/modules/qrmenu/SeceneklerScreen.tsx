import '@lib/i18n/qrmenu';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { qrApi } from '@api/qrmenu';
import { islem } from '@api/islem';
import type { Kategori, SecenekDeger, SecenekGrup, Urun } from '@lib/schemas/qrmenu';
import { formatKurus } from '@lib/para';
import { metin } from '@lib/menu/text';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { onayla } from '@stores/onay';
import { Anahtar } from '@panel/ui/Anahtar';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { SecenekDialog } from './SecenekDialog';
import '@styles/qrmenu-panel.css';

const KEY = 'isletme:qrmenu:secenekler';

/** /isletme/qrmenu/secenekler: option groups with their values (sold-out switch per value) and where each is offered. */
export default function SeceneklerScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<SecenekGrup[]>(qrApi.secenekler);
  const urunler = useApiData<Urun[]>(qrApi.urunler);
  const kategoriler = useApiData<Kategori[]>(qrApi.kategoriler);
  const [acik, setAcik] = useState<{ grup: SecenekGrup | null } | null>(null);
  const guncelle = can.has(`${KEY}:guncelle`);

  const urunAd = new Map((urunler.data ?? []).map((u) => [u.id, metin(u.ad, lang)]));
  const katAd = new Map((kategoriler.data ?? []).map((k) => [k.id, metin(k.ad, lang)]));
  const urunSecenek = (urunler.data ?? []).map((u) => ({ value: String(u.id), label: metin(u.ad, lang) })).sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  const katSecenek = (kategoriler.data ?? []).map((k) => ({ value: String(k.id), label: metin(k.ad, lang) })).sort((a, b) => a.label.localeCompare(b.label, 'tr'));

  async function tukendi(d: SecenekDeger) {
    await islem(() => qrApi.secenekDegerDurum(d.id, { tukendi: !d.tukendi }), d.tukendi ? t('qrmenu.secenek.satista') : t('qrmenu.secenek.tukendiOldu'));
    await reload();
  }
  async function sil(g: SecenekGrup) {
    if (!(await onayla(t('qrmenu.secenek.silOnay', { ad: metin(g.ad, lang) }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await islem(() => qrApi.secenekSil(g.id), t('common.deleted'));
    await reload();
  }
  const kural = (g: SecenekGrup) => (g.enAz >= 1 ? t('qrmenu.secenek.zorunlu', { enAz: g.enAz, enCok: g.enCok }) : t('qrmenu.secenek.istege', { enCok: g.enCok }));
  const nerede = (g: SecenekGrup) => [...g.kategoriIdler.map((id) => katAd.get(id)), ...g.urunIdler.map((id) => urunAd.get(id))].filter(Boolean).join(', ');

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.qrmenu.secenekler')}</h1>
          <p className="muted">{t('qrmenu.secenek.altBaslik')}</p>
        </div>
        {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ grup: null })} data-testid="secenek-ekle"><Icon name="plus" size={18} />{t('qrmenu.secenek.ekle')}</button>}
      </header>
      {data?.length === 0 && <p className="empty-lead">{t('qrmenu.secenek.bos')}</p>}
      <ul className="card-list" data-testid="secenek-liste">
        {data?.map((g) => {
          const ad = metin(g.ad, lang);
          return (
            <li key={g.id} className="card qm-secenek-grup" data-testid={`secenek-grup-${g.id}`}>
              <div className="row-card">
                <div className="row-main">
                  <h2 className="row-title">{ad} <span className={`qm-state ${g.enAz >= 1 ? 'qm-state-aktif' : 'qm-state-yaklasan'}`}>{kural(g)}</span></h2>
                  <p className="muted qm-small">{nerede(g) ? t('qrmenu.secenek.sunulduguYer', { yer: nerede(g) }) : t('qrmenu.secenek.baglanmadi')}</p>
                </div>
                <div className="row-actions">
                  {guncelle && <button type="button" className="btn btn-small" onClick={() => setAcik({ grup: g })} aria-label={`${t('common.edit')}: ${ad}`}><Icon name="edit" size={16} />{t('common.edit')}</button>}
                  {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(g)} aria-label={`${t('common.delete')}: ${ad}`}><Icon name="trash" size={16} /></button>}
                </div>
              </div>
              <ul className="qm-secenek-degerler">
                {g.degerler.map((d) => {
                  const dAd = metin(d.ad, lang);
                  return (
                    <li key={d.id} className={d.aktif ? undefined : 'row-passive'} data-testid={`secenek-deger-satir-${d.id}`}>
                      <span className="qm-secenek-deger-ad">{dAd}{!d.aktif && <span className="muted qm-small"> · {t('qrmenu.secenek.sunulmuyor')}</span>}</span>
                      <span className="qm-price">{d.farkKurus > 0 ? `+${formatKurus(d.farkKurus)}` : '—'}</span>
                      <span className="qm-secenek-tukendi">
                        <span className="qm-small">{t('qrmenu.prod.soldOut')}</span>
                        <Anahtar on={d.tukendi} disabled={!guncelle} label={t('qrmenu.prod.soldOutFor', { ad: `${ad}: ${dAd}` })} onToggle={() => void tukendi(d)} testId={`secenek-tukendi-${d.id}`} />
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      {acik && <SecenekDialog grup={acik.grup} urunler={urunSecenek} kategoriler={katSecenek} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />}
    </section>
  );
}
