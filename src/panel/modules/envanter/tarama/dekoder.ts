/**
 * QR decoding for the scanner: the browser's BarcodeDetector where it has one that reads QR codes (Android, macOS,
 * ChromeOS), else jsQR (desktop Linux/Windows Chromium, Firefox), loaded only then. Frames are scaled down to
 * at most 720 px on the long side first: a label fills a good part of the picture and small frames decode fast.
 */
export type Kaynak = HTMLVideoElement | ImageBitmap;
export type Dekoder = (kaynak: Kaynak) => Promise<string | null>;

interface BarcodeDetectorLike { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> }
interface BarcodeDetectorCtor { new(options: { formats: string[] }): BarcodeDetectorLike; getSupportedFormats(): Promise<string[]> }

const EN_FAZLA = 720;

function boyut(k: Kaynak): [number, number] {
  return k instanceof HTMLVideoElement ? [k.videoWidth, k.videoHeight] : [k.width, k.height];
}

async function yerli(): Promise<Dekoder | null> {
  const Ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (!Ctor) return null;
  try {
    if (!(await Ctor.getSupportedFormats()).includes('qr_code')) return null;
    const d = new Ctor({ formats: ['qr_code'] });
    return async (k) => (await d.detect(k))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsqr(): Promise<Dekoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (k) => {
    const [w, h] = boyut(k);
    if (!w || !h) return null;
    const olcek = Math.min(1, EN_FAZLA / Math.max(w, h));
    canvas.width = Math.round(w * olcek);
    canvas.height = Math.round(h * olcek);
    ctx.drawImage(k, 0, 0, canvas.width, canvas.height);
    const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(img.data, img.width, img.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

let hazir: Promise<{ dekoder: Dekoder; yerli: boolean }> | null = null;

/** The decoder of this browser, made once. */
export function dekoderAl(): Promise<{ dekoder: Dekoder; yerli: boolean }> {
  hazir ??= yerli().then(async (d) => (d ? { dekoder: d, yerli: true } : { dekoder: await jsqr(), yerli: false }));
  hazir.catch(() => { hazir = null; });
  return hazir;
}
