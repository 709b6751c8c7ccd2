import { z } from 'zod';

/**
 * PosAPI 3.0's REST protocol (developer.itc.gov.mn, "PosAPI 3.0 системийн API холболт"): the
 * local PosAPI service takes a package receipt (багц баримт) at `POST /rest/receipt`, returns one
 * at `DELETE /rest/receipt` and reports itself at `GET /rest/info`. Amounts are tugriks with
 * decimals, every amount tax-inclusive; a package holds one sub-receipt (дэд баримт) per merchant TIN.
 */
export const RECEIPT_TYPES = ['B2C_RECEIPT', 'B2B_RECEIPT'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export interface PosItem {
  name: string;
  barCode: string | null;
  barCodeType: 'UNDEFINED' | 'GS1' | 'ISBN';
  classificationCode: string | null;
  taxProductCode: string | null;
  measureUnit: string;
  qty: number;
  unitPrice: number;
  totalVAT: number;
  totalCityTax: number;
  totalAmount: number;
}

export interface PosSubReceipt {
  totalAmount: number;
  totalVAT: number;
  totalCityTax: number;
  taxType: 'VAT_ABLE' | 'VAT_FREE' | 'VAT_ZERO' | 'NOT_VAT';
  merchantTin: string;
  customerTin: string | null;
  bankAccountNo: string | null;
  items: PosItem[];
}

export interface PosPayment {
  code: 'CASH' | 'PAYMENT_CARD';
  status: 'PAID';
  paidAmount: number;
}

export interface PosReceiptRequest {
  branchNo: string;
  totalAmount: number;
  totalVAT: number;
  totalCityTax: number;
  districtCode: string;
  merchantTin: string;
  posNo: string;
  customerTin: string | null;
  consumerNo: string | null;
  type: ReceiptType;
  inactiveId: string | null;
  reportMonth: string | null;
  billIdSuffix: string | null;
  receipts: PosSubReceipt[];
  payments: PosPayment[];
}

/** `yyyy-MM-dd HH:mm:ss`, the PosAPI's local (Ulaanbaatar) time. */
export const POS_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const posReceiptResponse = z.object({
  id: z.string().nullish(),
  posId: z.union([z.number(), z.string()]).nullish(),
  status: z.string(),
  message: z.string().nullish(),
  qrData: z.string().nullish(),
  lottery: z.string().nullish(),
  date: z.string().nullish(),
  easy: z.union([z.boolean(), z.string()]).nullish(),
  receipts: z.array(z.object({ id: z.string(), bankAccountId: z.union([z.number(), z.string()]).nullish() })).nullish(),
});
export type PosReceiptResponse = z.infer<typeof posReceiptResponse>;

export const posInfoResponse = z.object({
  operatorName: z.string().nullish(),
  operatorTIN: z.string().nullish(),
  posId: z.union([z.number(), z.string()]).nullish(),
  posNo: z.string().nullish(),
  lastSentDate: z.string().nullish(),
  leftLotteries: z.number().nullish(),
  appInfo: z.record(z.string(), z.unknown()).nullish(),
  merchants: z.array(z.object({ tin: z.string().nullish(), name: z.string().nullish() }).passthrough()).nullish(),
});
export type PosInfo = z.infer<typeof posInfoResponse>;

/** PosAPI's error answers: `{ status: "ERROR", message }`, with any HTTP status. */
export const posErrorResponse = z.object({ status: z.string().optional(), message: z.string().optional() }).passthrough();
