import type { MetaDescriptor } from "react-router";
import { failedPageMeta } from "~/lib/meta";

/**
 * A back-office page's title (`title` is the page's own, "" for the home). When the page was
 * refused (anyone but an editor, an item that is not there) it is the site's own 404 title, so
 * the answer says nothing of the back-office (decision 128).
 */
export const backOfficeMeta = ({ error }: { error?: unknown }, title: string): MetaDescriptor[] =>
  error
    ? failedPageMeta(error)
    : [
        { title: [title, "Back-office", "Wayfarer"].filter(Boolean).join(" · ") },
        { name: "robots", content: "noindex" },
      ];
