import '@lib/i18n/qrmenu';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { qrApi } from '@api/qrmenu';
import type { QrBilgi } from '@lib/schemas/qrmenu';
import { MENU_THEMES } from '@lib/menu/themes';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { KampanyaPaneli } from './KampanyaPaneli';
import { MenuOnizleme, useOnizlemeVerisi } from './MenuOnizleme';
import { hataMetni } from '@api/client';
import { useVenueName } from '@panel/ui/useVenueName';
import '@styles/panel-ui.css';
import '@styles/qrmenu-panel.css';

type Sekme = 'tema' | 'kampanya';

function TemaPaneli() {
  const t = useT();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<{ temaId: string }>(qrApi.tema);
  const bilgi = useApiData<QrBilgi>(qrApi.qrBilgi);
  const onizleme = useOnizlemeVerisi(venue);
  const [secili, setSecili] = useState<string>('');
  useEffect(() => { if (data) setSecili(data.temaId); }, [data]);
  const canSave = can.has('isletme:qrmenu:menu:guncelle');

  async function kaydet() {
    try {
      await withLoader(() => qrApi.temaKaydet(secili));
      toast('success', t('qrmenu.theme.saved'));
      await reload();
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <div className="qm-themes-wrap">
      <div className="screen-header">
        <p className="muted">{t('qrmenu.theme.subtitle')}</p>
        <div className="row-actions">
          {bilgi.data && <a className="btn" href={`${bilgi.data.yol}?lang=tr`} target="_blank" rel="noopener">{t('qrmenu.openGuestPage')}</a>}
          {canSave && <button type="button" className="btn btn-primary" disabled={!data || secili === data.temaId} onClick={() => void kaydet()} data-testid="theme-save">{t('qrmenu.theme.save')}</button>}
        </div>
      </div>
      <div role="radiogroup" aria-label={t('qrmenu.theme.choose')} className="qm-themes">
        {MENU_THEMES.map((theme) => (
          <label key={theme.id} className={`qm-theme${secili === theme.id ? ' on' : ''}`} data-testid={`theme-${theme.id}`}>
            <span className="qm-theme-head">
              <input type="radio" name="tema" value={theme.id} checked={secili === theme.id} disabled={!canSave} onChange={() => setSecili(theme.id)} />
              <strong>{theme.ad}</strong>
              <span className="muted qm-small">{theme.karanlik ? t('qrmenu.theme.dark') : t('qrmenu.theme.light')} · {t(`qrmenu.theme.layout.${theme.layout}`)}</span>
              {data?.temaId === theme.id && <span className="badge">{t('qrmenu.theme.current')}</span>}
            </span>
            <MenuOnizleme theme={theme} data={onizleme} soldOutText={t('qrmenu.prod.soldOut')} emptyText={t('qrmenu.theme.previewEmpty')} />
          </label>
        ))}
      </div>
    </div>
  );
}

/** /isletme/qrmenu/menu: the active theme (with previews of the real menu) and campaigns. */
export default function MenuScreen() {
  const t = useT();
  const [sekme, setSekme] = useState<Sekme>(() => (location.hash === '#kampanyalar' ? 'kampanya' : 'tema'));
  const sekmeler: { id: Sekme; label: string; hash: string }[] = [
    { id: 'tema', label: t('qrmenu.theme.tab'), hash: '#tema' },
    { id: 'kampanya', label: t('qrmenu.camp.tab'), hash: '#kampanyalar' },
  ];
  function sec(id: Sekme) {
    setSekme(id);
    history.replaceState(null, '', sekmeler.find((item) => item.id === id)!.hash);
  }
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.qrmenu.menu')}</h1>
          <p className="muted">{t('qrmenu.menu.subtitle')}</p>
        </div>
      </header>
      <div role="tablist" aria-label={t('menu.qrmenu.menu')} className="qm-tabs qm-tabs-big">
        {sekmeler.map((item, index) => (
          <button key={item.id} type="button" role="tab" id={`menu-tab-${item.id}`} aria-selected={sekme === item.id} aria-controls="menu-panel" tabIndex={sekme === item.id ? 0 : -1}
            className="qm-tab" onClick={() => sec(item.id)} data-testid={`menu-tab-${item.id}`}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = sekmeler[(index + 1) % sekmeler.length]!;
              sec(next.id);
              document.getElementById(`menu-tab-${next.id}`)?.focus();
            }}>
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="menu-panel" aria-labelledby={`menu-tab-${sekme}`}>
        {sekme === 'tema' ? <TemaPaneli /> : <KampanyaPaneli />}
      </div>
    </section>
  );
}
