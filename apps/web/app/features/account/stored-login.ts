/**
 * The browser's mirror of who signed in (spec: localStorage `authInfo`). It only decides where
 * links point; the server decides what a visitor may see.
 */
export const AUTH_INFO_STORAGE_KEY = "authInfo";
/** Fired on this tab when the stored login changes; `storage` only reaches other tabs. */
export const AUTH_INFO_CHANGED_EVENT = "authinfo-change";

/** The raw stored login, or null when absent or when storage cannot be read. */
export function readStoredLogin(): string | null {
  try {
    return window.localStorage.getItem(AUTH_INFO_STORAGE_KEY);
  } catch (error) {
    console.error("Could not read the stored login", error);
    return null;
  }
}

/** What the mirror keeps (spec §3): enough for links and greetings, nothing that grants access. */
export type StoredLogin = {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
};

/**
 * The stored login as an object. The spec allows JSON or a plain string; a plain string is
 * read as the uid. Null when absent or unreadable (logged).
 */
export function readStoredLoginInfo(): StoredLogin | null {
  const raw = readStoredLogin();
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as { uid?: unknown }).uid === "string"
    ) {
      const { uid, email, displayName, photoURL } = value as Record<string, unknown>;
      return {
        uid: uid as string,
        email: typeof email === "string" ? email : "",
        displayName: typeof displayName === "string" ? displayName : "",
        photoURL: typeof photoURL === "string" ? photoURL : null,
      };
    }
    return typeof value === "string"
      ? { uid: value, email: "", displayName: "", photoURL: null }
      : null;
  } catch {
    return { uid: raw, email: "", displayName: "", photoURL: null };
  }
}

/** Stores (or, with null, removes) the login mirror and tells this tab's listeners. */
export function writeStoredLogin(login: StoredLogin | null): void {
  try {
    const next = login
      ? JSON.stringify({
          uid: login.uid,
          email: login.email,
          displayName: login.displayName,
          photoURL: login.photoURL,
        })
      : null;
    if (window.localStorage.getItem(AUTH_INFO_STORAGE_KEY) === next) return;
    if (next === null) window.localStorage.removeItem(AUTH_INFO_STORAGE_KEY);
    else window.localStorage.setItem(AUTH_INFO_STORAGE_KEY, next);
    window.dispatchEvent(new Event(AUTH_INFO_CHANGED_EVENT));
  } catch (error) {
    console.error("Could not store the login", error);
  }
}
