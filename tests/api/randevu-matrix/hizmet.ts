import type { World } from '../fixtures';
import type { MatrixRows } from './ortak';

/** Matrix rows of the 'hizmet' appointment panel routes. */
export async function hizmetMatrixSetup(_w: World): Promise<void> {}

export const HIZMET_MATRIX: MatrixRows = {};
