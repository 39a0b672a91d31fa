import type { GenelAyar } from '@lib/schemas/admin/genel';
import { api } from '../client';

/** Calls of the general settings screen (/api/admin/genel). */
export const genelApi = {
  yol: '/admin/genel',
  kaydet: (body: GenelAyar) => api.put<GenelAyar & { guncelleme: string }>('/admin/genel', body),
};
