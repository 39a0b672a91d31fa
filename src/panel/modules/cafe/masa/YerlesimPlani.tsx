import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PLAN_SATIR, PLAN_SUTUN, type CafeMasa } from '@lib/schemas/cafe/masa';
import { useT } from '@panel/hooks';

/** A table's new cell (null: off the plan); the screen saves it (one cell, or a batch for a swap). */
export type Yerlesim = Array<{ id: number; planX: number | null; planY: number | null }>;

interface Surukleme { id: number; pointerId: number; baslaX: number; baslaY: number; basladi: boolean; x: number; y: number }
type Hedef = { tur: 'hucre'; x: number; y: number } | { tur: 'tepsi' } | null;

const HUCRELER = Array.from({ length: PLAN_SUTUN * PLAN_SATIR }, (_, i) => ({ x: i % PLAN_SUTUN, y: Math.floor(i / PLAN_SUTUN) }));

/** Which drop zone is under the pointer (the dragged ghost lets pointer events through). */
function hedefBul(clientX: number, clientY: number): Hedef {
  for (const el of document.elementsFromPoint(clientX, clientY)) {
    if (!(el instanceof HTMLElement)) continue;
    if (el.dataset.hucre) {
      const [x, y] = el.dataset.hucre.split(',').map(Number);
      return { tur: 'hucre', x: x!, y: y! };
    }
    if (el.dataset.tepsi !== undefined) return { tur: 'tepsi' };
  }
  return null;
}

/**
 * One area's floor plan: a PLAN_SUTUN × PLAN_SATIR grid. Tables are dragged with pointer events (mouse, pen, touch)
 * onto a cell (an occupied one swaps the two) or back to the tray; with the keyboard, arrow keys move the focused
 * table a cell, Delete takes it off the plan. Every change is announced in a live region.
 */
export function YerlesimPlani({ alanAd, masalar, duzenlenebilir, onYerlesim }: {
  alanAd: string;
  masalar: CafeMasa[];
  duzenlenebilir: boolean;
  onYerlesim: (degisim: Yerlesim, duyuru: string) => Promise<void>;
}) {
  const t = useT();
  const id = useId();
  const kokRef = useRef<HTMLDivElement>(null);
  const [surukleme, setSurukleme] = useState<Surukleme | null>(null);
  const [hedef, setHedef] = useState<Hedef>(null);
  const [duyuru, setDuyuru] = useState('');
  const [odak, setOdak] = useState<number | null>(null);
  const tiklamaYok = useRef(false);

  const yerli = masalar.filter((m) => m.planX !== null && m.planY !== null);
  const yersiz = masalar.filter((m) => m.planX === null || m.planY === null);
  const hucredeki = (x: number, y: number) => yerli.find((m) => m.planX === x && m.planY === y);
  const konumMetni = (m: CafeMasa, x: number, y: number) => t('cafe.masa.tasindi', { ad: m.ad, x: x + 1, y: y + 1 });

  // a table that changed place (tray ↔ plan re-mounts it) keeps the keyboard focus
  useEffect(() => {
    if (odak === null) return;
    const el = kokRef.current?.querySelector<HTMLElement>(`[data-masa-id="${odak}"]`);
    if (el && document.activeElement !== el) el.focus();
  }, [odak, masalar]);

  async function yerlestir(masa: CafeMasa, x: number | null, y: number | null) {
    if (x === masa.planX && y === masa.planY) return;
    const diger = x === null || y === null ? undefined : hucredeki(x, y);
    const degisim: Yerlesim = [{ id: masa.id, planX: x, planY: y }];
    if (diger && diger.id !== masa.id) degisim.push({ id: diger.id, planX: masa.planX, planY: masa.planY });
    const metin = x === null || y === null ? t('cafe.masa.kaldirildi', { ad: masa.ad }) : konumMetni(masa, x, y);
    setOdak(masa.id);
    setDuyuru(metin);
    await onYerlesim(degisim, metin);
  }

  function ilkBos(): { x: number; y: number } | null {
    return HUCRELER.find((h) => !hucredeki(h.x, h.y)) ?? null;
  }

  function tepsidenYerlestir(masa: CafeMasa) {
    const bos = ilkBos();
    if (!bos) return setDuyuru(t('cafe.masa.yerKalmadi'));
    void yerlestir(masa, bos.x, bos.y);
  }

  function hepsini() {
    const bosHucreler = HUCRELER.filter((h) => !hucredeki(h.x, h.y));
    const degisim: Yerlesim = yersiz.slice(0, bosHucreler.length).map((m, i) => ({ id: m.id, planX: bosHucreler[i]!.x, planY: bosHucreler[i]!.y }));
    if (degisim.length === 0) return setDuyuru(t('cafe.masa.yerKalmadi'));
    void onYerlesim(degisim, '');
  }

  function tus(event: KeyboardEvent, masa: CafeMasa) {
    if (masa.planX === null || masa.planY === null) return;
    const adim: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      void yerlestir(masa, null, null);
      return;
    }
    const d = adim[event.key];
    if (!d) return;
    event.preventDefault();
    const x = masa.planX + d[0];
    const y = masa.planY + d[1];
    if (x < 0 || y < 0 || x >= PLAN_SUTUN || y >= PLAN_SATIR) return setDuyuru(t('cafe.masa.sinir'));
    void yerlestir(masa, x, y);
  }

  function basla(event: PointerEvent<HTMLButtonElement>, masa: CafeMasa) {
    if (!duzenlenebilir || event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // a pointer the browser no longer tracks: the drag still follows the events that reach the table
    }
    setSurukleme({ id: masa.id, pointerId: event.pointerId, baslaX: event.clientX, baslaY: event.clientY, basladi: false, x: event.clientX, y: event.clientY });
  }

  function tasi(event: PointerEvent<HTMLButtonElement>) {
    if (!surukleme || event.pointerId !== surukleme.pointerId) return;
    const basladi = surukleme.basladi || Math.hypot(event.clientX - surukleme.baslaX, event.clientY - surukleme.baslaY) > 6;
    setSurukleme({ ...surukleme, basladi, x: event.clientX, y: event.clientY });
    if (basladi) setHedef(hedefBul(event.clientX, event.clientY));
  }

  function birak(event: PointerEvent<HTMLButtonElement>, masa: CafeMasa) {
    if (!surukleme || event.pointerId !== surukleme.pointerId) return;
    const bitti = surukleme.basladi ? hedefBul(event.clientX, event.clientY) : null;
    tiklamaYok.current = surukleme.basladi;
    setSurukleme(null);
    setHedef(null);
    if (bitti?.tur === 'hucre') void yerlestir(masa, bitti.x, bitti.y);
    else if (bitti?.tur === 'tepsi' && masa.planX !== null) void yerlestir(masa, null, null);
  }

  const iptal = () => { setSurukleme(null); setHedef(null); };
  const suruklenen = surukleme?.basladi ? masalar.find((m) => m.id === surukleme.id) : undefined;

  function masaDugmesi(masa: CafeMasa, yerde: boolean) {
    const etiket = yerde ? t('cafe.masa.planMasa', { ad: masa.ad, x: masa.planX! + 1, y: masa.planY! + 1 }) : t('cafe.masa.yerlestirFor', { ad: masa.ad });
    const sinif = `cm-masa${masa.aktif ? '' : ' cm-masa-pasif'}${suruklenen?.id === masa.id ? ' cm-masa-surukleniyor' : ''}`;
    const icerik = (
      <>
        <strong>{masa.ad}</strong>
        <span className="cm-masa-kisi">{t('cafe.masa.kisi', { sayi: masa.kapasite })}</span>
        {!masa.aktif && <span className="cm-masa-pasif-etiket">{t('cafe.masa.pasif')}</span>}
      </>
    );
    const yer = yerde ? { gridColumn: masa.planX! + 1, gridRow: masa.planY! + 1 } : undefined;
    if (!duzenlenebilir) return <div key={masa.id} className={sinif} style={yer} role="img" aria-label={etiket}>{icerik}</div>;
    return (
      <button key={masa.id} type="button" className={sinif} style={yer} data-masa-id={masa.id} data-testid={`plan-masa-${masa.id}`}
        aria-label={etiket} aria-describedby={`${id}-ipucu`}
        onPointerDown={(event) => basla(event, masa)} onPointerMove={tasi} onPointerUp={(event) => birak(event, masa)} onPointerCancel={iptal}
        onClick={() => {
          if (tiklamaYok.current) { tiklamaYok.current = false; return; }
          if (!yerde) tepsidenYerlestir(masa);
        }}
        onKeyDown={(event) => tus(event, masa)} onFocus={() => setOdak(masa.id)}>
        {icerik}
      </button>
    );
  }

  return (
    <div className="cm-plan-kok" ref={kokRef}>
      {duzenlenebilir && <p className="muted cm-ipucu" id={`${id}-ipucu`}>{t('cafe.masa.planIpucu')}</p>}
      <div className={`cm-tepsi${hedef?.tur === 'tepsi' ? ' cm-tepsi-hedef' : ''}`} data-tepsi="" data-testid="plan-tepsi">
        <div className="cm-tepsi-bas">
          <h3 className="cm-alt-baslik">{t('cafe.masa.yerlesmemis')}</h3>
          {duzenlenebilir && yersiz.length > 0 && <button type="button" className="btn btn-small" onClick={hepsini} data-testid="plan-hepsi">{t('cafe.masa.tumunuYerlestir')}</button>}
        </div>
        {yersiz.length === 0 ? <p className="muted cm-small">{t('cafe.masa.yerlesmemisBos')}</p> : <div className="cm-tepsi-masalar">{yersiz.map((m) => masaDugmesi(m, false))}</div>}
        {duzenlenebilir && <p className="muted cm-small">{t('cafe.masa.yerlesmemisIpucu')}</p>}
      </div>
      <div className="cm-plan-kaydir">
        <div className="cm-plan" role="group" aria-label={t('cafe.masa.planAlan', { alan: alanAd })} data-testid="plan">
          {HUCRELER.map((h) => (
            <div key={`${h.x},${h.y}`} className={`cm-hucre${hedef?.tur === 'hucre' && hedef.x === h.x && hedef.y === h.y ? ' cm-hucre-hedef' : ''}`}
              style={{ gridColumn: h.x + 1, gridRow: h.y + 1 }} data-hucre={`${h.x},${h.y}`} aria-hidden="true" />
          ))}
          {yerli.map((m) => masaDugmesi(m, true))}
        </div>
      </div>
      {suruklenen && surukleme && (
        <div className="cm-hayalet" aria-hidden="true" style={{ left: surukleme.x, top: surukleme.y }}>{suruklenen.ad}</div>
      )}
      <p className="sr-only" aria-live="polite" data-testid="plan-duyuru">{duyuru}</p>
    </div>
  );
}
