import '@lib/i18n/musteri';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { hataMetni } from '@api/client';
import { musteriApi } from '@api/musteri';
import { formatKurus } from '@lib/para';
import type { BirlestirmeOnizleme, BirlestirmeTarafi } from '@lib/schemas/musteri';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { MUSTERI_KEY, bakiyeMetni, gunGoster, zamanGoster } from './ortak';

const SAYILAR = ['randevu', 'kasa', 'cari', 'paket', 'onay'] as const;

/**
 * Merge two records of one person: both side by side, the user picks the one to keep, the dialog says what moves.
 * The server does it in one batch; nothing is merged unless both records are still as shown.
 */
export function BirlestirDialog({ aId, bId, onClose, onMerged }: { aId: number; bId: number; onClose: () => void; onMerged: (kalanId: number) => void }) {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<BirlestirmeOnizleme>(musteriApi.birlestirmeOnizleme(aId, bId));
  const [kalanId, setKalanId] = useState(aId);
  const [hata, setHata] = useState<string | null>(null);
  const yetkili = can.has(`${MUSTERI_KEY}:guncelle`) && can.has(`${MUSTERI_KEY}:sil`);
  const kalan = data ? (data.kalan.id === kalanId ? data.kalan : data.silinen) : null;
  const silinen = data ? (data.kalan.id === kalanId ? data.silinen : data.kalan) : null;

  async function birlestir() {
    if (!kalan || !silinen) return;
    try {
      const sonuc = await withLoader(() => musteriApi.birlestir(kalan.id, silinen.id));
      toast('success', t('musteri.birlestir.basarili', { sayi: sonuc.ozet.tasinan.randevu }));
      onMerged(sonuc.kalanId);
    } catch (caught) {
      setHata(hataMetni(caught));
    }
  }

  const taraf = (m: BirlestirmeTarafi, saatDilimi: string) => {
    const tutulan = m.id === kalanId;
    const bos = <span className="muted">—</span>;
    return (
      <div key={m.id} className={`rm-taraf ${tutulan ? 'rm-taraf-kalan' : 'rm-taraf-silinen'}`} data-testid={`birlestir-taraf-${m.id}`}>
        <label className="check"><input type="radio" name="birlestir-kalan" checked={tutulan} onChange={() => { setKalanId(m.id); setHata(null); }} data-testid={`birlestir-tut-${m.id}`} />{t('musteri.birlestir.tut')}</label>
        <span className={`rm-rozet ${tutulan ? 'rm-rozet-paket' : 'rm-rozet-sil'}`}>{tutulan ? t('musteri.birlestir.kalan') : t('musteri.birlestir.silinecek')}</span>
        <h3>{m.adSoyad}</h3>
        <dl className="rm-dl">
          <dt>{t('musteri.form.telefon')}</dt><dd>{telefonGoster(m.telefon)}</dd>
          <dt>{t('musteri.form.email')}</dt><dd>{m.email ?? bos}</dd>
          <dt>{t('musteri.form.dogum')}</dt><dd>{m.dogumTarihi ? gunGoster(m.dogumTarihi, lang) : bos}</dd>
          <dt>{t('musteri.birlestir.kayit')}</dt><dd>{zamanGoster(m.olusturma, lang, saatDilimi, false)}</dd>
          {SAYILAR.map((k) => [<dt key={`${k}-t`}>{t(`musteri.birlestir.sayi.${k}`)}</dt>, <dd key={`${k}-d`} data-testid={`birlestir-${k}-${m.id}`}>{m.sayilar[k]}</dd>])}
          <dt>{t('musteri.birlestir.bakiye')}</dt><dd>{bakiyeMetni(m.sayilar.bakiyeKurus, t) ?? formatKurus(0)}</dd>
        </dl>
        {m.notlar && <p className="rm-not">{m.notlar}</p>}
      </div>
    );
  };

  return (
    <Dialog title={t('musteri.birlestir.baslik')} open onClose={onClose} wide>
      <div className="rm-birlestir" data-testid="musteri-birlestir" aria-busy={!data && !error}>
        {error && <LoadError error={error} onRetry={() => void reload()} />}
        {data && kalan && silinen && (
          <>
            <p className="rm-small">{t('musteri.birlestir.aciklama')}</p>
            <fieldset className="rm-birlestir-taraflar">
              <legend>{t('musteri.birlestir.secim')}</legend>
              {taraf(data.kalan, data.saatDilimi)}
              {taraf(data.silinen, data.saatDilimi)}
            </fieldset>
            <p className="rm-birlestir-ozet" aria-live="polite" data-testid="birlestir-ozet">{t('musteri.birlestir.ozet', {
              ...Object.fromEntries(SAYILAR.map((k) => [k, silinen.sayilar[k]])),
              bakiye: bakiyeMetni(kalan.sayilar.bakiyeKurus + silinen.sayilar.bakiyeKurus, t) ?? formatKurus(0),
            })}</p>
            {!yetkili && <p className="muted rm-small">{t('musteri.birlestir.yetkiYok')}</p>}
            <p className="field-error" role="alert">{hata ?? ''}</p>
            <div className="form-actions">
              <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
              <button type="button" className="btn btn-primary rm-sil-btn" disabled={!yetkili} onClick={() => void birlestir()} data-testid="birlestir-onayla">{t('musteri.birlestir.onayla')}</button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
