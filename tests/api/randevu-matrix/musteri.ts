import type { World } from '../fixtures';
import type { MatrixRows } from './ortak';

/** Matrix rows of the 'musteri' appointment panel routes. */
export async function musteriMatrixSetup(_w: World): Promise<void> {}

export const MUSTERI_MATRIX: MatrixRows = {};
