import { useId, useState } from 'react';
import type { Katalog } from '@lib/cafe/tipler';
import { formatKurus } from '@lib/para';
import { katla } from '@lib/search';
import { useT } from '@panel/hooks';

/**
 * The QR menu's products as big buttons: search (however the keyboard types Turkish), categories, the venue's
 * favourites first. The search text is the screen's: it empties after an add and after sending.
 */
export function KatalogPaneli({ katalog, ara, onAra, onSec }: { katalog: Katalog; ara: string; onAra: (ara: string) => void; onSec: (urunId: number) => void }) {
  const t = useT();
  const id = useId();
  const [kategori, setKategori] = useState<number | 'favori' | null>(katalog.favoriler.length ? 'favori' : null);
  const q = katla(ara);
  const favori = new Set(katalog.favoriler);
  const urunler = katalog.urunler.filter((u) => {
    if (q) return katla(u.ad).includes(q);
    if (kategori === 'favori') return favori.has(u.id);
    return kategori === null || u.kategoriId === kategori;
  });
  if (kategori === 'favori' && !q) urunler.sort((a, b) => katalog.favoriler.indexOf(a.id) - katalog.favoriler.indexOf(b.id));
  const kullanilan = new Set(katalog.urunler.map((u) => u.kategoriId));
  return (
    <div className="card ct-katalog" data-testid="katalog">
      <label htmlFor={`${id}-ara`} className="ct-ara-etiket">{t('cafe.detay.urunAra')}</label>
      <input id={`${id}-ara`} type="search" className="ct-ara" value={ara} onChange={(e) => onAra(e.target.value)} placeholder={t('cafe.detay.urunAraPh')} data-testid="urun-ara" />
      <div className="ct-kategoriler" role="group" aria-label={t('cafe.detay.kategoriler')}>
        {katalog.favoriler.length > 0 && <button type="button" className={`qm-chip${kategori === 'favori' ? ' on' : ''}`} aria-pressed={kategori === 'favori'} onClick={() => setKategori('favori')}>{t('cafe.detay.favoriler')}</button>}
        <button type="button" className={`qm-chip${kategori === null ? ' on' : ''}`} aria-pressed={kategori === null} onClick={() => setKategori(null)}>{t('cafe.detay.tumUrunler')}</button>
        {katalog.kategoriler.filter((k) => kullanilan.has(k.id)).map((k) => (
          <button key={k.id} type="button" className={`qm-chip${kategori === k.id ? ' on' : ''}`} aria-pressed={kategori === k.id} onClick={() => setKategori(k.id)}>{k.ad}</button>
        ))}
      </div>
      {urunler.length === 0 && <p className="muted">{t('cafe.detay.urunYok')}</p>}
      <ul className="ct-urunler">
        {urunler.map((u) => (
          <li key={u.id}>
            <button type="button" className="ct-urun" disabled={u.tukendi} onClick={() => onSec(u.id)} data-testid={`urun-${u.id}`}>
              <span className="ct-urun-ad">{u.ad}</span>
              <span className="ct-urun-fiyat">{u.tukendi ? t('cafe.detay.tukendi') : formatKurus(u.fiyatKurus)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
