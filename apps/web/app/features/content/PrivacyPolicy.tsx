import { CONSENT_MAX_AGE_DAYS } from "@travel/domain";
import { Link } from "react-router";
import { companyAddressLine } from "./CompanyAddress";
import type { LegalSection } from "./LegalPage";
import { STORED_VALUES } from "./privacy-cookies";

/** The privacy policy's sections; `supportEmail` is where privacy questions go. */
export function privacySections(supportEmail: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: "controller",
      title: "Who is responsible",
      body: (
        <p>
          {companyAddressLine}, is responsible for the personal data processed on this website. For
          any privacy question, write to {mail}.
        </p>
      ),
    },
    {
      id: "data",
      title: "What we collect and why",
      body: (
        <>
          <ul>
            <li>
              <strong>Your account:</strong> e-mail address, first and last name, and a profile
              picture if you add one, to run your account (contract).
            </li>
            <li>
              <strong>Your favourites:</strong> the destinations you save, to show them to you
              (contract).
            </li>
            <li>
              <strong>Messages:</strong> name, e-mail address and message when you contact us, to
              answer you (legitimate interest).
            </li>
            <li>
              <strong>Newsletter:</strong> your e-mail address, only if you subscribe (consent;
              unsubscribe at any time).
            </li>
            <li>
              <strong>Technical data:</strong> IP address, browser and the pages requested, kept in
              server logs for 14 days to keep the site secure (legitimate interest).
            </li>
          </ul>
          <p>
            We do not sell personal data and we do not use it for automated decisions about you.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and your consent",
      body: (
        <>
          <p>
            Cookies are small text files your browser stores for a website. We also use your
            browser's local storage for similar purposes. When you first visit, a banner asks
            whether you accept optional cookies. Your answer is stored for {CONSENT_MAX_AGE_DAYS}{" "}
            days; after that we ask again. Choosing Decline has no effect on what you can do on the
            site.
          </p>
          <CookieTable />
          <p>
            Optional analytics cookies are set only after you choose Accept. To change your choice,
            delete the cookies for this site in your browser settings; the banner will appear again
            on your next visit.
          </p>
        </>
      ),
    },
    {
      id: "processors",
      title: "Service providers and partners",
      body: (
        <>
          <p>
            Our hosting, authentication, database and file storage providers process data on our
            behalf under data processing agreements, within the European Union or with appropriate
            safeguards.
          </p>
          <p>
            When you follow a link to a booking partner, you leave our site. The partner receives
            your search (destination, dates, number of travellers) but not your account details, and
            its own privacy policy applies.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep data",
      body: (
        <p>
          Account data and favourites are kept while your account exists and deleted within 30 days
          after you close it. Messages are kept for two years, then deleted. Newsletter addresses
          are deleted when you unsubscribe.
        </p>
      ),
    },
    {
      id: "rights",
      title: "Your rights",
      body: (
        <>
          <p>
            You have the right to access, correct and delete your data, to restrict or object to its
            processing, to receive it in a portable format, and to withdraw consent at any time.
            Write to {mail}; we answer within one month.
          </p>
          <p>
            You may also complain to a data protection authority, in Portugal the Comissão Nacional
            de Proteção de Dados (CNPD). See also our{" "}
            <Link to="/terms-and-conditions">Terms and Conditions</Link>.
          </p>
        </>
      ),
    },
  ];
}

/** The cookies and stored values the site uses, one row each (a stacked table on phones). */
function CookieTable() {
  return (
    <div className="stacked-table">
      <table>
        <caption className="visually-hidden">Cookies and stored values used by Wayfarer</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Purpose</th>
            <th scope="col">Kept for</th>
          </tr>
        </thead>
        <tbody>
          {STORED_VALUES.map((value) => (
            <tr key={value.name}>
              <th scope="row">{value.isCode ? <code>{value.name}</code> : value.name}</th>
              <td data-label="Type">{value.type}</td>
              <td data-label="Purpose">{value.purpose}</td>
              <td data-label="Kept for">{value.keptFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
