/**
 * Who runs the site and where to write to it: the one source the legal notice, the privacy
 * policy and the contact page all read, so the address is the same wherever people look.
 */
export const company = {
  legalName: "Wayfarer Travel, Lda.",
  street: "Rua da Prata 80, 3.º",
  postcodeAndCity: "1100-415 Lisboa",
  country: "Portugal",
} as const;

/** The postal address on one line, for running text. */
export const companyAddressLine = `${company.legalName}, ${company.street}, ${company.postcodeAndCity}, ${company.country}`;

/** The postal address as an <address> block, one line each. */
export function CompanyAddress({ className }: { className?: string }) {
  return (
    <address className={className}>
      {company.legalName}
      <br />
      {company.street}
      <br />
      {company.postcodeAndCity}, {company.country}
    </address>
  );
}
