import { getServices } from "../../lib/services.server";

/**
 * Newsletter sign-ups, behind a seam like the contact inbox: Firestore's newsletterSubscribers
 * (through @travel/firebase-client) in the running site, in memory in unit tests. Addresses are
 * stored once, case-insensitively.
 */
export type NewsletterList = { subscribe(email: string): Promise<{ alreadySubscribed: boolean }> };

export function createMemoryNewsletterList(): NewsletterList & { emails: Set<string> } {
  const emails = new Set<string>();
  return {
    emails,
    async subscribe(email) {
      const key = email.trim().toLowerCase();
      const alreadySubscribed = emails.has(key);
      emails.add(key);
      return { alreadySubscribed };
    },
  };
}

/** Sign-ups in Firestore, written with the admin SDK (never from a browser). */
export function createFirestoreNewsletterList(): NewsletterList {
  return { subscribe: (email) => getServices().newsletter.subscribe(email) };
}

let list: NewsletterList | undefined;

export function getNewsletterList(): NewsletterList {
  list ??= createFirestoreNewsletterList();
  return list;
}

export function setNewsletterList(next: NewsletterList): void {
  list = next;
}
