import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTH_INFO_CHANGED_EVENT,
  AUTH_INFO_STORAGE_KEY,
  readStoredLogin,
  readStoredLoginInfo,
  writeStoredLogin,
} from "./stored-login";

/** A window with just what the mirror touches: localStorage and events. */
function fakeWindow() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  return Object.assign(new EventTarget(), { localStorage });
}

const login = {
  uid: "u1",
  email: "ana@example.com",
  displayName: "Ana Sousa",
  photoURL: "https://pics.example/ana.png",
};

describe("stored login (authInfo)", () => {
  let win: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    win = fakeWindow();
    vi.stubGlobal("window", win);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is written as JSON with uid, email, displayName and photoURL, and tells this tab", () => {
    const changed = vi.fn();
    win.addEventListener(AUTH_INFO_CHANGED_EVENT, changed);
    writeStoredLogin({ ...login, extra: "dropped" } as typeof login);
    expect(JSON.parse(win.localStorage.getItem(AUTH_INFO_STORAGE_KEY) ?? "")).toEqual(login);
    expect(readStoredLoginInfo()).toEqual(login);
    expect(changed).toHaveBeenCalledTimes(1);
    // The same login again changes nothing and fires nothing.
    writeStoredLogin(login);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("is removed on sign-out", () => {
    writeStoredLogin(login);
    writeStoredLogin(null);
    expect(readStoredLogin()).toBeNull();
    expect(readStoredLoginInfo()).toBeNull();
  });

  it("reads a plain string as the uid, and fills what JSON leaves out", () => {
    win.localStorage.setItem(AUTH_INFO_STORAGE_KEY, "u42");
    expect(readStoredLoginInfo()).toEqual({
      uid: "u42",
      email: "",
      displayName: "",
      photoURL: null,
    });
    win.localStorage.setItem(AUTH_INFO_STORAGE_KEY, JSON.stringify("u43"));
    expect(readStoredLoginInfo()?.uid).toBe("u43");
    win.localStorage.setItem(AUTH_INFO_STORAGE_KEY, JSON.stringify({ uid: "u44", email: 5 }));
    expect(readStoredLoginInfo()).toEqual({
      uid: "u44",
      email: "",
      displayName: "",
      photoURL: null,
    });
    win.localStorage.setItem(
      AUTH_INFO_STORAGE_KEY,
      JSON.stringify({ email: "no-uid@example.com" }),
    );
    expect(readStoredLoginInfo()).toBeNull();
  });

  it("logs and gives null when storage cannot be read, and logs when it cannot be written", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    win.localStorage.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(readStoredLogin()).toBeNull();
    expect(readStoredLoginInfo()).toBeNull();
    writeStoredLogin(login);
    expect(error).toHaveBeenCalledWith("Could not read the stored login", expect.any(Error));
    expect(error).toHaveBeenCalledWith("Could not store the login", expect.any(Error));
    error.mockRestore();
  });
});
