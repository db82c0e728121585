import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { getOutbox, isOutboxAvailable } from "~/features/home/mail.server";
import { needsBackend } from "~/lib/http/backend.server";
import {
  listHeldAuthMail,
  type HeldAuthMail as HeldMail,
} from "~/features/account/held-auth-mail.server";
import "~/features/home/outbox.css";

/**
 * Development outbox: the mails the site has queued (newsletter confirmations now; password
 * resets and address verification when they come), with their links, so they can be followed
 * locally where nothing is delivered. Production answers 404: the queued mails hold other
 * people's addresses and confirmation links (decision 060).
 */
export const meta: MetaFunction = () => [
  { title: "Outbox (development)" },
  { name: "robots", content: "noindex" },
];

export async function loader(_args: LoaderFunctionArgs) {
  if (!isOutboxAvailable()) throw new Response("Not found", { status: 404 });
  const [mails, heldAuthMail] = await Promise.all([
    // Firestore missing its deadline: a 503 that says to try again, like every other page.
    needsBackend(() => getOutbox().listRecent(50)),
    listHeldAuthMail(),
  ]);
  return {
    heldAuthMail,
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.to,
      kind: mail.kind,
      subject: mail.message.subject,
      text: mail.message.text,
      createdAt: mail.createdAt.toISOString(),
      deliveryState: mail.deliveryState ?? null,
      // This site's own path, so a link works whatever port the development server uses.
      links: mail.links.map((link) => {
        const url = new URL(link.url);
        return { label: link.label, href: `${url.pathname}${url.search}` };
      }),
    })),
  };
}

export default function DevOutbox() {
  const { mails, heldAuthMail } = useLoaderData<typeof loader>();
  return (
    <section className="container container--narrow outbox">
      <p className="eyebrow">Development only</p>
      <h1>Outbox</h1>
      <p>
        Mails the site has queued in the <code>mail</code> collection, newest first. In production
        the Trigger Email extension delivers them and this page does not exist.
      </p>
      <HeldAuthMail mails={heldAuthMail} />
      <h2>Queued mail</h2>
      {mails.length === 0 ? (
        <p role="status">No mail yet.</p>
      ) : (
        <ol className="outbox__list">
          {mails.map((mail) => (
            <li key={mail.id} className="outbox__mail">
              <h2>{mail.subject}</h2>
              <p>
                To <strong>{mail.to}</strong> · {mail.kind} ·{" "}
                <time dateTime={mail.createdAt}>{mail.createdAt}</time>
                {mail.deliveryState ? ` · ${mail.deliveryState}` : null}
              </p>
              {mail.links.length > 0 ? (
                <ul>
                  {mail.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <pre className="outbox__text">{mail.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Reset and verification mails: Firebase sends these itself; the Auth emulator holds them. */
function HeldAuthMail({ mails }: { mails: HeldMail[] }) {
  return (
    <section aria-labelledby="held-auth-mail">
      <h2 id="held-auth-mail">Password resets and address verification</h2>
      <p>Held by the Auth emulator until their link is used; in production Firebase mails them.</p>
      {mails.length === 0 ? (
        <p>No link waiting.</p>
      ) : (
        <ol className="outbox__list">
          {mails.map((mail) => (
            <li key={mail.link.href} className="outbox__mail">
              <h3>{mail.subject}</h3>
              <p>
                To <strong>{mail.to}</strong> · {mail.kind}
              </p>
              <a href={mail.link.href}>{mail.link.label}</a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
