import type { Row } from '../../randevu/matrix/ortak';

/** An admin route behind `key`: the full admin set passes with `status`; the restricted admin set, operators and guests do not. */
export const yonetici = (status: number): Row => ({ anon: 401, admin: status, adminKisitli: 403, owner: 403, waiter: 403, noSet: 403, foreign: 403 });
