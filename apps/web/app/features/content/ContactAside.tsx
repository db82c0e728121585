import { Mail } from "~/ui/icons";
import { Clock, MapPin, MessageQuestion } from "~/ui/page-icons";
import { CompanyAddress } from "./CompanyAddress";

/** Beside the form: the support address, the postal address, opening hours, bookings. */
export function ContactAside({ supportEmail }: { supportEmail: string }) {
  return (
    <aside className="contact__aside" aria-label="Other ways to reach us">
      <div className="info-card">
        <Mail aria-hidden="true" className="info-card__icon" />
        <h2 className="info-card__title">E-mail support</h2>
        <p>
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </div>
      <div className="info-card">
        <MapPin aria-hidden="true" className="info-card__icon" />
        <h2 className="info-card__title">Write to us</h2>
        <CompanyAddress />
      </div>
      <div className="info-card">
        <Clock aria-hidden="true" className="info-card__icon" />
        <h2 className="info-card__title">When we answer</h2>
        <p>Monday to Friday, 9:00–18:00 Lisbon time. Replies within one working day.</p>
      </div>
      <div className="info-card">
        <MessageQuestion aria-hidden="true" className="info-card__icon" />
        <h2 className="info-card__title">About a booking?</h2>
        <p>
          Bookings are made with our partners, who can change or cancel them fastest. Their contact
          details are in your confirmation e-mail.
        </p>
      </div>
    </aside>
  );
}
