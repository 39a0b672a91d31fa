import type { World } from '../fixtures';
import type { MatrixRows } from './ortak';

/** Matrix rows of the 'blog' appointment panel routes. */
export async function blogMatrixSetup(_w: World): Promise<void> {}

export const BLOG_MATRIX: MatrixRows = {};
