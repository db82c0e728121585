import "./honeypot.css";

/** The form field only bots fill in (checked by isHoneypotFilled on the server). */
export const HONEYPOT_FIELD = "website";

/**
 * A trap for form-filling bots: a plausible field that people never see and screen readers
 * never announce (aria-hidden, off-screen, not focusable, no autofill).
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
