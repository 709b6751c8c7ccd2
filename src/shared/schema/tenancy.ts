import { z } from 'zod';
import { ROLES } from '../roles/roles.js';

export const zRole = z.enum(ROLES);
export const zRoles = z.array(zRole).max(ROLES.length).transform((r) => [...new Set(r)]);

export const websiteSchema = z.object({
  id: z.number().int(),
  index: z.string(),
  domain: z.string(),
  name: z.string(),
  features: z.array(z.string()),
});
export type Website = z.infer<typeof websiteSchema>;

/** A website as one user sees it: with the roles his membership gives him there. */
export const memberWebsiteSchema = websiteSchema.extend({ roles: z.array(zRole) });
export type MemberWebsite = z.infer<typeof memberWebsiteSchema>;

export const memberVendorSchema = z.object({ id: z.number().int(), name: z.string(), roles: z.array(zRole) });
export type MemberVendor = z.infer<typeof memberVendorSchema>;

const bankAccount = z.object({ bank: z.string(), account: z.string(), name: z.string() }).nullable();

/** The spec's merchant/vendor fields (§3); its contact people are rows of their own (/settings/contacts). Money in möngö. */
export const vendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  org_name: z.string().nullable(),
  registry: z.string().nullable(),
  vat_payer_number: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  commission_percent: z.number(),
  monthly_fee: z.number().int(),
  contract_number: z.string().nullable(),
  contract_date: z.string().nullable(),
  bank_accounts: z.object({ main: bankAccount, loan: bankAccount, lending: bankAccount }),
  logo: z.string().nullable(),
});
export type Vendor = z.infer<typeof vendorSchema>;
