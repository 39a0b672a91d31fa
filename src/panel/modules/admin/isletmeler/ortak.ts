import { useTx, type Tx } from '@panel/ui/useTx';
import '@lib/i18n/admin';
import '@styles/admin-isletmeler.css';

/** Small shared pieces of the admin venues screen. */
export { useTx, type Tx };
