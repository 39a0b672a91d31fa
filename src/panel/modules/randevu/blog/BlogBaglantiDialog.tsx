import { useState, type FormEvent } from 'react';
import { guvenliHref } from '@lib/blog/sanitize';
import { Dialog } from '@panel/ui/Dialog';
import { useTx } from './blog-ortak';

/** Adds, changes or removes a link in the post body; only targets the server keeps (http, https, mailto, relative). */
export function BlogBaglantiDialog({ baslangicUrl, metinVar, mevcut, onApply, onRemove, onClose }: {
  baslangicUrl: string;
  /** a selection (or an existing link) gives the text; otherwise the author types one */
  metinVar: boolean;
  mevcut: boolean;
  onApply: (url: string, metin: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useTx();
  const [url, setUrl] = useState(baslangicUrl);
  const [metin, setMetin] = useState('');
  const [hata, setHata] = useState<string | null>(null);

  function kaydet(event: FormEvent) {
    event.preventDefault();
    // React bubbles through the portal to the post form; this submit is the dialog's own
    event.stopPropagation();
    // a bare domain is what people type: read it as https
    const aday = /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(url.trim()) ? `https://${url.trim()}` : url.trim();
    const temiz = guvenliHref(aday);
    if (temiz === null) return setHata(t('randevu.blog.link.invalid'));
    onApply(temiz, metin.trim());
  }

  return (
    <Dialog title={t('randevu.blog.link.title')} open onClose={onClose}>
      <form className="form" onSubmit={kaydet} noValidate data-testid="rb-link-form">
        <label className="field"><span>{t('randevu.blog.link.url')}<span className="req" aria-hidden="true"> *</span></span>
          <input className="input" type="text" inputMode="url" autoComplete="url" required autoFocus value={url} aria-invalid={hata ? true : undefined}
            aria-describedby="rb-link-hint" onChange={(event) => { setUrl(event.target.value); setHata(null); }} data-testid="rb-link-url" />
          <small className="muted" id="rb-link-hint">{t('randevu.blog.link.urlHint')}</small>
        </label>
        {!metinVar && (
          <label className="field"><span>{t('randevu.blog.link.text')}</span>
            <input className="input" type="text" value={metin} onChange={(event) => setMetin(event.target.value)} data-testid="rb-link-text" />
          </label>
        )}
        <p className="field-error" role="alert">{hata}</p>
        <div className="form-actions">
          {mevcut && <button type="button" className="btn btn-danger" onClick={onRemove}>{t('randevu.blog.link.remove')}</button>}
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="rb-link-apply">{t('randevu.blog.link.apply')}</button>
        </div>
      </form>
    </Dialog>
  );
}
