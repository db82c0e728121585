import { Form, Link } from "react-router";

/**
 * Above a draft's preview: which version it is, the way back to its form and, while the site
 * shows another version, the button that publishes this one.
 */
export function PreviewBanner({
  editPath,
  version,
  status,
  published,
  shownBy,
}: {
  /** The draft's form, which also takes the publish. */
  editPath: string;
  version: number;
  status: string;
  published: boolean;
  /** Where the published version shows: "the site", "the blog". */
  shownBy: string;
}) {
  return (
    <div className="back-office__preview-banner" role="status">
      <p>
        Preview of the saved draft (version {version}, {status}
        {published ? `, the version ${shownBy} shows` : ""}).{" "}
        <Link to={editPath}>Back to editing</Link>
      </p>
      {published ? null : (
        <Form method="post" action={editPath}>
          <input type="hidden" name="version" value={version} />
          <button
            type="submit"
            name="intent"
            value="publish-saved"
            className="button button--primary"
          >
            Publish this version
          </button>
        </Form>
      )}
    </div>
  );
}
