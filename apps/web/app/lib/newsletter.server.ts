/**
 * Newsletter sign-ups, behind a seam like the contact inbox: kept in memory until the mailing
 * service is chosen. Addresses are stored once, case-insensitively.
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

let list: NewsletterList = createMemoryNewsletterList();

export function getNewsletterList(): NewsletterList {
  return list;
}

export function setNewsletterList(next: NewsletterList): void {
  list = next;
}
