import type { AuditEntry } from "@travel/firebase-client";

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** Who changed what and when, newest first: every save, publication and archive. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <section className="back-office__panel" aria-labelledby="history-heading">
      <h2 id="history-heading" className="back-office__subtitle">
        History
      </h2>
      {entries.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="audit-trail">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{entry.action}</strong> by {entry.editorEmail},{" "}
              <time dateTime={entry.at}>{when.format(new Date(entry.at))} UTC</time>
              {entry.fields.length > 0 ? <> · {entry.fields.join(", ")}</> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
