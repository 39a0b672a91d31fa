import type { World } from '../fixtures';
import type { MatrixRows } from './ortak';

/** Matrix rows of the 'ozet' appointment panel routes. */
export async function ozetMatrixSetup(_w: World): Promise<void> {}

export const OZET_MATRIX: MatrixRows = {};
