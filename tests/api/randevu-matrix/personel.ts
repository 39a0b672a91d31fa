import type { World } from '../fixtures';
import type { MatrixRows } from './ortak';

/** Matrix rows of the 'personel' appointment panel routes. */
export async function personelMatrixSetup(_w: World): Promise<void> {}

export const PERSONEL_MATRIX: MatrixRows = {};
