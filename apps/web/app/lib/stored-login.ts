import { useSyncExternalStore } from "react";

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
