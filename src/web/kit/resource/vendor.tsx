import { useTranslation } from 'react-i18next';

/**
 * Whether a vendor's own record or rows (src/shared/resources: `vendor`) can be shown: a vendor is
 * chosen in the header, or the user belongs to just one, which the server takes by itself.
 */
export function actsForVendor(vendorId: number | null, ownVendors: number, isAdmin: boolean): boolean {
  return vendorId !== null || (!isAdmin && ownVendors === 1);
}

/** In place of a vendor's screen while none is chosen: where to choose one. */
export function VendorPrompt({ title, testId }: { title: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="rs-screen" data-testid={testId}>
      <header className="rs-head"><h1 className="rs-title">{title}</h1></header>
      <p role="status" className="rs-vendor-prompt" data-testid={`${testId}-choose-vendor`}>{t('kit.resource.choose_vendor')}</p>
    </section>
  );
}
