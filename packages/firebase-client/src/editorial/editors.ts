import type { Auth } from "firebase-admin/auth";
import { DEADLINES_MS, withDeadline } from "../deadline.js";
import { errorCode } from "../results.js";

/** The custom claim that opens the back-office (docs/decisions/128). */
export const EDITOR_CLAIM = "editor";

export type EditorChange = "granted" | "removed" | "unchanged" | "no-account";

export interface Editors {
  /**
   * Whether the account is an editor now, read from Auth's own record of the account, never
   * from a token: a claim removed a second ago is already gone here.
   */
  isEditor(uid: string): Promise<boolean>;
  /** Sets or clears the claim on the account with this e-mail; removing also ends its sessions. */
  setEditor(email: string, editor: boolean): Promise<EditorChange>;
}

export function createEditors(auth: Auth): Editors {
  return {
    async isEditor(uid) {
      try {
        const user = await withDeadline(
          auth.getUser(uid),
          DEADLINES_MS.session,
          "Auth: read account",
        );
        return !user.disabled && user.customClaims?.[EDITOR_CLAIM] === true;
      } catch (error) {
        if (errorCode(error) === "auth/user-not-found") return false;
        throw error;
      }
    },

    async setEditor(email, editor) {
      let user;
      try {
        user = await withDeadline(
          auth.getUserByEmail(email),
          DEADLINES_MS.read,
          "Auth: find account",
        );
      } catch (error) {
        if (errorCode(error) === "auth/user-not-found") return "no-account";
        throw error;
      }
      const claims = { ...user.customClaims };
      if ((claims[EDITOR_CLAIM] === true) === editor) return "unchanged";
      if (editor) claims[EDITOR_CLAIM] = true;
      else delete claims[EDITOR_CLAIM];
      await withDeadline(
        auth.setCustomUserClaims(user.uid, claims),
        DEADLINES_MS.write,
        "Auth: set claims",
      );
      // The back-office reads the claim from Auth on every request; ending the sessions as well
      // means no token minted while the account was an editor outlives the change anywhere.
      if (!editor) {
        // Firebase keeps a token from the very second of a revocation valid: wait past it.
        await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
        await withDeadline(
          auth.revokeRefreshTokens(user.uid),
          DEADLINES_MS.write,
          "Auth: end sessions",
        );
      }
      return editor ? "granted" : "removed";
    },
  };
}
