import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { blogHtmlTemizle, niteligeKacir } from '@lib/blog/sanitize';
import { BlogBaglantiDialog } from './BlogBaglantiDialog';
import { useTx } from './blog-ortak';
import type { AlanIsareti } from '@panel/ui/useAlanHatalari';

/**
 * The post body editor: a labelled contenteditable textbox with an ARIA toolbar (roving tabindex, arrow keys) for
 * bold, italic, heading 2/3, lists, link and quote. Pasted HTML goes through the same allow-list as the server, so
 * what the author sees is what will be stored. execCommand is deprecated but still the one editing API every
 * browser ships for contenteditable; the server sanitises whatever it produces.
 */

type Komut = 'bold' | 'italic' | 'h2' | 'h3' | 'ul' | 'ol' | 'link' | 'quote';
const KOMUTLAR: Komut[] = ['bold', 'italic', 'h2', 'h3', 'ul', 'ol', 'link', 'quote'];
const BOS = '<p><br></p>';

const svg = (path: ReactNode) => <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">{path}</svg>;
const IKON: Record<Komut, ReactNode> = {
  bold: <b aria-hidden="true">B</b>,
  italic: <i aria-hidden="true">I</i>,
  h2: <span aria-hidden="true">H2</span>,
  h3: <span aria-hidden="true">H3</span>,
  ul: svg(<><path d="M9 6h11M9 12h11M9 18h11" /><circle cx="4.5" cy="6" r="1" /><circle cx="4.5" cy="12" r="1" /><circle cx="4.5" cy="18" r="1" /></>),
  ol: svg(<><path d="M10 6h10M10 12h10M10 18h10" /><path d="M4 5l1.5-1V9M3.5 14.5c.3-.6 1-1 1.6-.9.8.1 1.2.9.8 1.6L3.5 19h3" /></>),
  link: svg(<><path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" /><path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" /></>),
  quote: <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M4 18.5c2.8-.6 4.3-2.3 4.5-5H5.5A1.5 1.5 0 0 1 4 12V7.5A1.5 1.5 0 0 1 5.5 6h4A1.5 1.5 0 0 1 11 7.5V12c0 4.4-2.3 7.2-6.6 7.9zM13 18.5c2.8-.6 4.3-2.3 4.5-5h-3a1.5 1.5 0 0 1-1.5-1.5V7.5A1.5 1.5 0 0 1 14.5 6h4A1.5 1.5 0 0 1 20 7.5V12c0 4.4-2.3 7.2-6.6 7.9z" /></svg>,
};

/** The nearest element around the caret (inside the editor) that passes `test`. */
function ata(editor: HTMLElement, test: (el: HTMLElement) => boolean): HTMLElement | null {
  let node = document.getSelection()?.anchorNode ?? null;
  while (node && node !== editor) {
    if (node instanceof HTMLElement && test(node)) return node;
    node = node.parentNode;
  }
  return null;
}
/** The block (p, h2, h3, blockquote, li…) the caret is in, for the pressed state of the block buttons. */
const blokEtiketi = (editor: HTMLElement) => ata(editor, (el) => /^(P|H2|H3|BLOCKQUOTE|LI|DIV)$/.test(el.tagName))?.tagName.toLowerCase() ?? '';
const secimBaglantisi = (editor: HTMLElement) => ata(editor, (el) => el.tagName === 'A') as HTMLAnchorElement | null;
const alintida = (editor: HTMLElement) => ata(editor, (el) => el.tagName === 'BLOCKQUOTE') !== null;

export function BlogZenginMetin({ etiket, baslangic, onChange, altBilgi, isaret }: { etiket: string; baslangic: string; onChange: (html: string) => void; altBilgi?: ReactNode; isaret?: AlanIsareti }) {
  const t = useTx();
  const ref = useRef<HTMLDivElement>(null);
  const aralik = useRef<Range | null>(null);
  const [odak, setOdak] = useState(0);
  const [aktif, setAktif] = useState<Partial<Record<Komut, boolean>>>({});
  const [bos, setBos] = useState(true);
  const [baglanti, setBaglanti] = useState<{ url: string; metinVar: boolean; mevcut: boolean } | null>(null);
  const butonlar = useRef<(HTMLButtonElement | null)[]>([]);
  const etiketId = useId();
  const ipucuId = useId();
  const editorId = useId();

  const bosMu = (el: HTMLElement) => (el.textContent ?? '').trim() === '' && !el.querySelector('li');
  function yay() {
    const el = ref.current;
    if (!el) return;
    setBos(bosMu(el));
    onChange(el.innerHTML);
  }

  // the starting content is set once per post: the textbox is uncontrolled while the author types
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.innerHTML = baslangic.trim() ? blogHtmlTemizle(baslangic) : BOS;
    setBos(bosMu(el));
  }, [baslangic]);

  function durumuGuncelle() {
    const el = ref.current;
    const secim = document.getSelection();
    if (!el || !secim || secim.rangeCount === 0 || !el.contains(secim.anchorNode)) return;
    aralik.current = secim.getRangeAt(0).cloneRange();
    const blok = blokEtiketi(el);
    setAktif({
      // headings are bold by style: the button shows only bold the author added
      bold: blok !== 'h2' && blok !== 'h3' && document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      h2: blok === 'h2',
      h3: blok === 'h3',
      ul: document.queryCommandState('insertUnorderedList'),
      ol: document.queryCommandState('insertOrderedList'),
      quote: alintida(el),
      link: secimBaglantisi(el) !== null,
    });
  }

  useEffect(() => {
    document.addEventListener('selectionchange', durumuGuncelle);
    return () => document.removeEventListener('selectionchange', durumuGuncelle);
  });

  /** Focus back in the text with the last selection, so a toolbar press from the keyboard edits the right place. */
  function secimiGeriAl() {
    const el = ref.current!;
    el.focus();
    const secim = document.getSelection();
    if (aralik.current && secim) {
      secim.removeAllRanges();
      secim.addRange(aralik.current);
    }
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }

  function uygula(komut: Komut) {
    const el = ref.current;
    if (!el) return;
    if (komut === 'link') {
      secimiGeriAl();
      const mevcut = secimBaglantisi(el);
      if (mevcut) {
        const r = document.createRange();
        r.selectNodeContents(mevcut);
        aralik.current = r;
      }
      setBaglanti({ url: mevcut?.getAttribute('href') ?? '', metinVar: !!mevcut || !(aralik.current?.collapsed ?? true), mevcut: !!mevcut });
      return;
    }
    secimiGeriAl();
    const blok = blokEtiketi(el);
    if (komut === 'bold' || komut === 'italic') document.execCommand(komut);
    else if (komut === 'ul') document.execCommand('insertUnorderedList');
    else if (komut === 'ol') document.execCommand('insertOrderedList');
    else if (komut === 'quote') document.execCommand('formatBlock', false, alintida(el) ? 'p' : 'blockquote');
    else document.execCommand('formatBlock', false, blok === komut ? 'p' : komut);
    yay();
    durumuGuncelle();
  }

  // while the modal link dialog is open the page behind it is inert: edits wait until it has closed
  const sonra = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (baglanti || !sonra.current) return;
    const is = sonra.current;
    sonra.current = null;
    secimiGeriAl();
    is();
    yay();
  }, [baglanti]);
  function dialogKapat(is: () => void = () => {}) {
    sonra.current = is;
    setBaglanti(null);
  }

  const baglantiUygula = (url: string, metin: string) => dialogKapat(() => {
    const secim = document.getSelection();
    if (!secim || secim.rangeCount === 0 || secim.getRangeAt(0).collapsed) {
      document.execCommand('insertHTML', false, `<a href="${niteligeKacir(url)}">${niteligeKacir(metin || url)}</a>`);
    } else {
      document.execCommand('createLink', false, url);
    }
  });
  const baglantiKaldir = () => dialogKapat(() => document.execCommand('unlink'));

  function aracTusu(event: KeyboardEvent) {
    const son = KOMUTLAR.length - 1;
    const yeni = { ArrowRight: odak === son ? 0 : odak + 1, ArrowLeft: odak === 0 ? son : odak - 1, Home: 0, End: son }[event.key];
    if (yeni === undefined) return;
    event.preventDefault();
    setOdak(yeni);
    butonlar.current[yeni]?.focus();
  }

  function metinTusu(event: KeyboardEvent) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      uygula('link');
    }
  }

  return (
    <div className="rb-editor">
      <span className="rb-label" id={etiketId}>{etiket}</span>
      <div className="rb-frame">
        <div className="rb-toolbar" role="toolbar" aria-label={t('randevu.blog.editor.toolbar')} aria-controls={editorId} onKeyDown={aracTusu}>
          {KOMUTLAR.map((komut, index) => (
            <button key={komut} ref={(b) => { butonlar.current[index] = b; }} type="button" className="rb-tool" tabIndex={index === odak ? 0 : -1}
              aria-label={t(`randevu.blog.editor.${komut}`)} title={t(`randevu.blog.editor.${komut}`)} aria-pressed={komut === 'link' ? undefined : !!aktif[komut]}
              onMouseDown={(event) => event.preventDefault()} onFocus={() => setOdak(index)} onClick={() => uygula(komut)} data-testid={`rb-tool-${komut}`}>
              {IKON[komut]}
            </button>
          ))}
        </div>
        <div ref={ref} id={editorId} className={`rb-content rb-prose${bos ? ' rb-empty' : ''}`} contentEditable suppressContentEditableWarning role="textbox" aria-multiline="true"
          {...isaret} aria-labelledby={etiketId} aria-describedby={[isaret?.['aria-describedby'], ipucuId].filter(Boolean).join(' ')} tabIndex={0} data-placeholder={t('randevu.blog.editor.placeholder')} data-testid="rb-govde"
          onInput={yay} onKeyDown={metinTusu} onKeyUp={durumuGuncelle} onMouseUp={durumuGuncelle}
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onPaste={(event) => {
            event.preventDefault();
            const html = event.clipboardData.getData('text/html');
            if (html) document.execCommand('insertHTML', false, blogHtmlTemizle(html));
            else document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
            yay();
          }}
          onDrop={(event) => {
            // dropped files or foreign markup never enter the post; plain text does, at the caret
            event.preventDefault();
            const text = event.dataTransfer.getData('text/plain');
            if (text) document.execCommand('insertText', false, text);
            yay();
          }} />
      </div>
      <div className="rb-editor-foot">
        <small className="muted" id={ipucuId}>{t('randevu.blog.editor.hint')}</small>
        {altBilgi}
      </div>
      {/* outside the post form: a form inside a form is invalid HTML */}
      {baglanti && createPortal(
        <BlogBaglantiDialog baslangicUrl={baglanti.url} metinVar={baglanti.metinVar} mevcut={baglanti.mevcut}
          onApply={baglantiUygula} onRemove={baglantiKaldir} onClose={() => dialogKapat()} />,
        document.body,
      )}
    </div>
  );
}
