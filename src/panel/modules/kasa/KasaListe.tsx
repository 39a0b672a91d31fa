import { useStore } from '@nanostores/react';
import { Fragment } from 'react';
import { formatKurus } from '@lib/para';
import type { KasaSatiri } from '@lib/schemas/kasa';
import { yerelGun } from '@lib/zaman/yerel';
import { $lang } from '@stores/language';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';
import { aciklamaMetni, gunGoster, musteriAdi, zamanGoster } from './ortak';
import { useKasaBaglami } from './kasa-baglam';

/** The cash movements table, grouped by venue-zone day (a day header with its net when the range has several days). */
export function KasaListe({ gunler, tekGun, saatDilimi, onDuzenle, onSil }: {
  gunler: { tarih: string; satirlar: KasaSatiri[] }[];
  tekGun: boolean;
  saatDilimi: string;
  onDuzenle: ((s: KasaSatiri) => void) | null;
  onSil: ((s: KasaSatiri) => void) | null;
}) {
  const t = useT();
  const lang = useStore($lang);
  const islem = onDuzenle !== null || onSil !== null;
  return (
    <div className="table-wrap">
      <table className="table rf-table" data-testid="kasa-table">
        <caption className="sr-only">{t('kasa.listeBaslik')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('kasa.col.saat')}</th>
            <th scope="col">{t('kasa.tur')}</th>
            <th scope="col">{t('kasa.odeme')}</th>
            <th scope="col">{t('common.description')}</th>
            <th scope="col" className="rf-num">{t('kasa.col.tutar')}</th>
            {islem && <th scope="col"><span className="sr-only">{t('common.actions')}</span></th>}
          </tr>
        </thead>
        <tbody>
          {gunler.map((gun) => {
            const net = gun.satirlar.reduce((toplam, s) => toplam + (s.tur === 'gelir' ? s.tutarKurus : -s.tutarKurus), 0);
            return (
              <Fragment key={gun.tarih}>
                {!tekGun && (
                  <tr className="rf-gun-satir">
                    <th scope="colgroup" colSpan={islem ? 6 : 5}>
                      <span>{gunGoster(gun.tarih, lang, true)}</span>
                      <span className="rf-gun-net">{t('kasa.gunNet', { tutar: formatKurus(net) })}</span>
                    </th>
                  </tr>
                )}
                {gun.satirlar.map((s) => <Satir key={s.id} s={s} saatDilimi={saatDilimi} onDuzenle={onDuzenle} onSil={onSil} />)}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Satir({ s, saatDilimi, onDuzenle, onSil }: { s: KasaSatiri; saatDilimi: string; onDuzenle: ((s: KasaSatiri) => void) | null; onSil: ((s: KasaSatiri) => void) | null }) {
  const t = useT();
  const lang = useStore($lang);
  const { adisyonYolu } = useKasaBaglami();
  const gelir = s.tur === 'gelir';
  // a check's payment belongs to the check: changed there, never here (the server refuses too)
  const elle = s.kaynak !== 'adisyon';
  const ad = aciklamaMetni(s, t) || (s.randevu ? t('kasa.randevuOdemesi') : t(`kasa.tur.${s.tur}`));
  return (
    <tr data-testid={`kasa-row-${s.id}`}>
      <td data-label={t('kasa.col.saat')} className="rf-saat">{zamanGoster(s.tarih, lang, saatDilimi, 'time')}</td>
      <td data-label={t('kasa.tur')}><span className={`rf-rozet ${gelir ? 'rf-rozet-gelir' : 'rf-rozet-gider'}`}>{t(`kasa.tur.${s.tur}`)}</span></td>
      <td data-label={t('kasa.odeme')}>{t(`kasa.odeme.${s.odeme}`)}</td>
      <td data-label={t('common.description')} className="rf-aciklama">
        <span className="rf-aciklama-metin">{ad}</span>
        {s.kaynak !== 'manuel' && <span className="rf-kaynak" data-testid={`kasa-kaynak-${s.id}`}>{t(`kasa.kaynak.${s.kaynak}`)}</span>}
        {(s.musteri || s.randevu || s.kaydeden || s.adisyon) && (
          <span className="rf-baglar">
            {s.musteri && <span className="rf-bag"><Icon name="user" size={14} />{musteriAdi(s.musteri, t)}</span>}
            {s.randevu && (
              <a className="rf-bag" href={`/isletme/randevutakip/randevular?tarih=${yerelGun(s.randevu.baslangic, saatDilimi)}`}>
                <Icon name="calendar" size={14} />{t('kasa.randevuKodu', { kod: s.randevu.kod })}
              </a>
            )}
            {s.adisyon && adisyonYolu && (
              <a className="rf-bag" href={adisyonYolu(s.adisyon.id)} data-testid={`kasa-adisyon-${s.id}`}><Icon name="ledger" size={14} />{t('kasa.adisyonNo', { no: s.adisyon.no })}</a>
            )}
            {s.kaydeden && <span className="rf-bag muted">{t('kasa.kaydeden', { ad: s.kaydeden })}</span>}
          </span>
        )}
      </td>
      <td data-label={t('kasa.col.tutar')} className={`rf-num rf-tutar ${gelir ? 'rf-arti' : 'rf-eksi'}`}>{gelir ? '+' : '−'}{formatKurus(s.tutarKurus)}</td>
      {(onDuzenle || onSil) && (
        <td className="cell-actions">
          {onDuzenle && elle && <button type="button" className="btn btn-small" onClick={() => onDuzenle(s)} aria-label={t('kasa.duzenleFor', { ad })} data-testid={`kasa-duzenle-${s.id}`}><Icon name="edit" size={16} /></button>}
          {onSil && elle && <button type="button" className="btn btn-small btn-danger" onClick={() => onSil(s)} aria-label={t('kasa.silFor', { ad })} data-testid={`kasa-sil-${s.id}`}><Icon name="trash" size={16} /></button>}
        </td>
      )}
    </tr>
  );
}
