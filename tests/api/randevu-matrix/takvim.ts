import type { World } from '../fixtures';
import type { MatrixRows } from './ortak';

/** Matrix rows of the 'takvim' appointment panel routes. */
export async function takvimMatrixSetup(_w: World): Promise<void> {}

export const TAKVIM_MATRIX: MatrixRows = {};
