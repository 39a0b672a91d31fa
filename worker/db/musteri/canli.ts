/**
 * One rule for KVKK-erased customers in every count: an erased customer is no customer any more. Lists, segment
 * charts, cohorts and retention, dashboards all count only the customers still on record, so their totals agree.
 * (Money stays in the books: the cash book and ledger keep the erased customer's rows, anonymised.)
 */

/** The condition on a musteri row (aliased `m` unless told). */
export const canliMusteri = (alias = 'm'): string => `${alias}.silinme_zamani IS NULL`;

/** The condition on a column holding a customer id (crm_ozet.musteri_id, crm_ziyaret.musteri_id …). */
export const canliMusteriId = (sutun: string): string => `EXISTS (SELECT 1 FROM musteri cm WHERE cm.id = ${sutun} AND cm.silinme_zamani IS NULL)`;
