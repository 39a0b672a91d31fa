import { metinleriEkle } from '../ek';
import { TR_ADMIN_DESTEK } from './destek';

// The venue owner's support log (users screen) needs only these texts, not the whole admin area's.
metinleriEkle(TR_ADMIN_DESTEK);
