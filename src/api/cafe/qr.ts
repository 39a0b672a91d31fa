import type { QrDurumu } from '@lib/schemas/cafe/qr';
import { api } from '../client';

/** Guest orders waiting for staff and the tables' calls (accept, refuse and clear are operations: islemYap). */
export const qrApi = {
  oku: () => api.get<QrDurumu>('/isletme/cafe/qr'),
};
