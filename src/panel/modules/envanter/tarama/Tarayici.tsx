import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '@panel/hooks';
import { Icon } from '@panel/ui/Icon';
import { dekoderAl } from './dekoder';

type KameraDurumu = 'aciliyor' | 'acik' | 'kapali' | 'izinYok' | 'kameraYok' | 'hata';

/**
 * The camera scanner with its fallbacks: the live camera (rear camera on phones), a code typed by hand, a photo.
 * `surekli`: an audit keeps scanning (the same code is reported again only after a pause); otherwise the first
 * read stops the camera.
 */
export function Tarayici({ onOku, surekli = false, testId = 'qr' }: { onOku: (metin: string) => void | Promise<void>; surekli?: boolean; testId?: string }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [durum, setDurum] = useState<KameraDurumu>('aciliyor');
  const [elle, setElle] = useState('');
  const [fotoHata, setFotoHata] = useState(false);
  const [acilis, setAcilis] = useState(0);
  const okuRef = useRef(onOku);
  okuRef.current = onOku;

  useEffect(() => {
    let bitti = false;
    let akis: MediaStream | null = null;
    let zamanlayici = 0;
    const son = { metin: '', zaman: 0 };
    setDurum('aciliyor');
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) { setDurum('kameraYok'); return; }
      try {
        const [a, { dekoder }] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } }, audio: false }),
          dekoderAl(),
        ]);
        akis = a;
        if (bitti || !video.current) { a.getTracks().forEach((tr) => tr.stop()); return; }
        video.current.srcObject = a;
        await video.current.play().catch(() => undefined);
        setDurum('acik');
        const tur = async () => {
          if (bitti) return;
          const v = video.current;
          let metin: string | null = null;
          if (v && v.readyState >= 2) metin = await dekoder(v).catch(() => null);
          if (bitti) return;
          const simdi = Date.now();
          if (metin && (metin !== son.metin || simdi - son.zaman > 2500)) {
            son.metin = metin;
            son.zaman = simdi;
            if (!surekli) { bitti = true; akis?.getTracks().forEach((tr) => tr.stop()); setDurum('kapali'); }
            await okuRef.current(metin);
          } else if (metin) son.zaman = simdi;
          if (!bitti) zamanlayici = window.setTimeout(() => void tur(), 120);
        };
        void tur();
      } catch (error) {
        if (bitti) return;
        const ad = (error as { name?: string }).name;
        setDurum(ad === 'NotAllowedError' || ad === 'SecurityError' ? 'izinYok' : ad === 'NotFoundError' || ad === 'OverconstrainedError' ? 'kameraYok' : 'hata');
      }
    })();
    return () => {
      bitti = true;
      window.clearTimeout(zamanlayici);
      akis?.getTracks().forEach((tr) => tr.stop());
    };
  }, [acilis, surekli]);

  async function foto(dosya: File | undefined) {
    if (!dosya) return;
    setFotoHata(false);
    try {
      const [{ dekoder }, resim] = await Promise.all([dekoderAl(), createImageBitmap(dosya)]);
      const metin = await dekoder(resim);
      resim.close();
      if (metin) await okuRef.current(metin);
      else setFotoHata(true);
    } catch {
      setFotoHata(true);
    }
  }

  function gonder(e: FormEvent) {
    e.preventDefault();
    const metin = elle.trim();
    if (!metin) return;
    setElle('');
    void okuRef.current(metin);
  }

  const kameraMesaji = durum === 'izinYok' ? t('envanter.tarama.kamera.izinYok') : durum === 'kameraYok' ? t('envanter.tarama.kamera.yok') : durum === 'hata' ? t('envanter.tarama.kamera.hata') : null;
  return (
    <div className="trm-tarayici">
      <div className={`trm-vizor${durum === 'acik' ? ' acik' : ''}${kameraMesaji ? ' yok' : ''}`}>
        <video ref={video} muted playsInline aria-label={t('envanter.tarama.kamera.goruntu')} data-testid={`${testId}-video`} />
        {durum === 'acik' && <span className="trm-cerceve" aria-hidden="true" />}
        {durum === 'aciliyor' && <p className="trm-vizor-not">{t('envanter.tarama.kamera.aciliyor')}</p>}
        {kameraMesaji && <p className="trm-vizor-not" role="alert" data-testid={`${testId}-kamera-mesaj`}>{kameraMesaji}</p>}
        {durum === 'kapali' && (
          <button type="button" className="btn btn-primary trm-vizor-not" onClick={() => setAcilis((n) => n + 1)} data-testid={`${testId}-yeniden`}>
            <Icon name="qr" size={18} />{t('envanter.tarama.kamera.tekrar')}
          </button>
        )}
      </div>
      <form className="trm-elle" onSubmit={gonder}>
        <label className="field"><span>{t('envanter.tarama.elle.label')}</span>
          <input className="input" value={elle} onChange={(e) => setElle(e.target.value)} placeholder={t('envanter.tarama.elle.placeholder')}
            autoCapitalize="off" autoCorrect="off" spellCheck={false} data-testid={`${testId}-elle`} />
        </label>
        <button type="submit" className="btn" data-testid={`${testId}-elle-gonder`}>{t('envanter.tarama.elle.ac')}</button>
      </form>
      <label className="btn trm-foto">
        <Icon name="plus" size={18} />{t('envanter.tarama.foto')}
        <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={(e) => { void foto(e.target.files?.[0]); e.target.value = ''; }} data-testid={`${testId}-foto`} />
      </label>
      {fotoHata && <p className="form-error" role="alert">{t('envanter.tarama.fotoOkunamadi')}</p>}
    </div>
  );
}
