import { useEffect, useSyncExternalStore } from "react";
import {
  AUTH_INFO_CHANGED_EVENT,
  AUTH_INFO_STORAGE_KEY,
  readStoredLogin,
  writeStoredLogin,
  type StoredLogin,
} from "./stored-login";

// The React side of the stored-login mirror; the reading and writing rules are in stored-login.ts.

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_INFO_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(AUTH_INFO_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(AUTH_INFO_CHANGED_EVENT, onChange);
  };
}

/** Whether a login is stored; false on the server, so the signed-out link is rendered first. */
export function useHasStoredLogin(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readStoredLogin() !== null,
    () => false,
  );
}

/**
 * Keeps `authInfo` in step with the server's session (the root loader's user): set when
 * someone is signed in, removed when not, so an ended session clears it on the next page.
 */
export function useStoredLoginMirror(user: StoredLogin | null): void {
  const { uid = null, email = "", displayName = "", photoURL = null } = user ?? {};
  useEffect(() => {
    writeStoredLogin(uid === null ? null : { uid, email, displayName, photoURL });
  }, [uid, email, displayName, photoURL]);
}
