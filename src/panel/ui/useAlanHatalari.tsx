import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { ApiCallError, hataMetni } from '@api/client';
import { alanHatalari, mesajAnahtari } from '@lib/schemas/alan-hatalari';
import { useTx } from './useTx';

/** What a field's input (or, for a group, its wrapper with tabIndex -1) spreads on itself. */
export interface AlanIsareti {
  'data-alan': string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  onBlur: (event?: { relatedTarget: EventTarget | null }) => void;
}

interface SunucuHatasi { mesaj: string; deger: string }

const degerOf = (govde: unknown, alan: string) => JSON.stringify((govde as Record<string, unknown> | null)?.[alan] ?? null);

/**
 * One form's field errors from the shared valibot schema (the one the server runs). A field is checked as the user
 * types once it was left (blur) and every field after the first save attempt; `gonder()` marks them all, focuses
 * the first invalid one in the form's order and returns the parsed body only when it is valid (nothing is sent
 * otherwise). The server still has the last word: `sunucuHatasi()` puts its per-field messages (VALIDATION's
 * data.alanlar, or an error code of one field through `kodAlani`) on those fields until they are edited.
 */
export function useAlanHatalari<S extends v.GenericSchema>(schema: S, govde: unknown, secenek: {
  kodAlani?: Record<string, string>;
  /** a rule only this form has (not the API), as field → message key */
  ek?: () => Record<string, string>;
  /** fields of a nested body are named by their whole path ('colors.primary', 'hours.0.days') */
  tamYol?: boolean;
  /** a message key → text, for keys that carry their own parameters (default: the key translated as it is) */
  ceviri?: (anahtar: string) => string;
  /** test id of a field's message: '<hataTestId>-<alan>' (default 'hata') */
  hataTestId?: string;
  /** the message under the form while fields are marked, for a form with its own wording (default common.formHata) */
  formHataMetni?: (sayi: number) => string;
} = {}) {
  const t = useTx();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [dokunulan, setDokunulan] = useState<ReadonlySet<string>>(() => new Set());
  const [denendi, setDenendi] = useState(false);
  const [sunucu, setSunucu] = useState<Record<string, SunucuHatasi>>({});
  const [formHatasi, setFormHatasi] = useState<string | null>(null);
  const [odak, setOdak] = useState(0);

  const sonuc = v.safeParse(schema, govde);
  // the form's own rule is the more specific one ('choose a customer first'): it speaks first on its field
  const istemci = { ...(sonuc.success ? {} : alanHatalari(sonuc.issues, secenek.tamYol)), ...secenek.ek?.() } as Record<string, string>;
  const cevir = secenek.ceviri ?? ((key: string) => t(mesajAnahtari(key)));
  const hatalar: Record<string, string> = {};
  for (const [alan, key] of Object.entries(istemci)) if (denendi || dokunulan.has(alan)) hatalar[alan] = cevir(key);
  for (const [alan, hata] of Object.entries(sunucu)) if (!hatalar[alan] && degerOf(govde, alan) === hata.deger) hatalar[alan] = hata.mesaj;

  useEffect(() => {
    if (odak === 0) return;
    const form = formRef.current;
    const ilk = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    ilk?.focus();
    ilk?.scrollIntoView?.({ block: 'center' });
  }, [odak]);

  const hataId = (alan: string) => `${id}-${alan}-hata`;

  return {
    formRef,
    hatalar,
    /** Translated message of an invalid field (for widgets with their own error slot, e.g. Dropdown). */
    hataMetni: (alan: string): string | null => hatalar[alan] ?? null,
    formHatasi,
    setFormHatasi,
    alan(alan: string, ipucu?: string): AlanIsareti {
      const hata = hatalar[alan];
      const describedBy = [hata ? hataId(alan) : '', ipucu ?? ''].filter(Boolean).join(' ');
      return {
        'data-alan': alan,
        'aria-invalid': hata ? true : undefined,
        'aria-describedby': describedBy || undefined,
        onBlur: (event) => {
          // leaving for this form's save button: the save marks every field itself; marking now would put the message
          // in above the button between press and release, and the click would land beside it
          const hedef = event?.relatedTarget;
          if (hedef instanceof HTMLElement && hedef.matches('[type="submit"]') && formRef.current?.contains(hedef)) return;
          setDokunulan((onceki) => (onceki.has(alan) ? onceki : new Set(onceki).add(alan)));
        },
      };
    },
    /** A new record in the same form (a dialog kept by its screen): nothing touched, no marks. */
    sifirla(): void {
      setDokunulan(new Set());
      setDenendi(false);
      setSunucu({});
      setFormHatasi(null);
    },
    /** The message under a field (its id is what `alan()` points aria-describedby at). */
    hata(alan: string): ReactNode {
      return hatalar[alan] ? <span id={hataId(alan)} className="field-error" data-testid={`${secenek.hataTestId ?? 'hata'}-${alan}`}>{hatalar[alan]}</span> : null;
    },
    /** On submit: the valid body, or null after marking every invalid field and focusing the first. */
    gonder(): v.InferOutput<S> | null {
      setDenendi(true);
      setSunucu({});
      if (sonuc.success && Object.keys(istemci).length === 0) {
        setFormHatasi(null);
        return sonuc.output;
      }
      // a rule of the whole form (no field in its path) is said under the form
      const alanSayisi = Object.keys(istemci).length;
      const kok = sonuc.success ? undefined : sonuc.issues.find((issue) => !issue.path?.length);
      setFormHatasi(alanSayisi > 0 ? (secenek.formHataMetni?.(alanSayisi) ?? t('common.formHata', { sayi: alanSayisi })) : cevir(kok?.message || 'error.invalidInput'));
      setOdak((n) => n + 1);
      return null;
    },
    /** A refused save: per-field messages go on their fields, anything else under the form. */
    sunucuHatasi(caught: unknown): void {
      const alanlar: Record<string, string> = {};
      if (caught instanceof ApiCallError) {
        const data = caught.data as { alanlar?: Record<string, string> } | undefined;
        if (caught.errorCode === 'VALIDATION' && data?.alanlar && typeof data.alanlar === 'object') Object.assign(alanlar, data.alanlar);
        const kodun = secenek.kodAlani?.[caught.errorCode];
        if (kodun) alanlar[kodun] = caught.message;
      }
      const form = formRef.current;
      const yerinde = Object.entries(alanlar).filter(([alan, mesaj]) => typeof mesaj === 'string' && form?.querySelector(`[data-alan="${CSS.escape(alan)}"]`));
      if (yerinde.length === 0) {
        setFormHatasi(hataMetni(caught));
        return;
      }
      setSunucu(Object.fromEntries(yerinde.map(([alan, mesaj]) => [alan, { mesaj, deger: degerOf(govde, alan) }])));
      setFormHatasi(yerinde.length < Object.keys(alanlar).length ? hataMetni(caught) : null);
      setOdak((n) => n + 1);
    },
  };
}

export type AlanHatalari = ReturnType<typeof useAlanHatalari>;
