import { ApiError } from '@worker/http/envelope';

/** 404 for a cash or ledger row that is missing or another venue's. */
export const hareketYok = () => new ApiError(404, 'NOT_FOUND', 'kasa.api.hareketYok');
