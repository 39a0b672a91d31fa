import type { World } from '../fixtures';
import type { MatrixRows } from './ortak';

/** Matrix rows of the 'finans' appointment panel routes. */
export async function finansMatrixSetup(_w: World): Promise<void> {}

export const FINANS_MATRIX: MatrixRows = {};
