/**
 * The pages of a long list as plain links (they work without JavaScript): the previous and next
 * pages, and at most seven numbers: the first, the last and the two either side of the current.
 */

/** A numbered link, or the gap between two runs of them. */
type PageLink =
  { key: string; page: number; href: string; current: boolean } | { key: string; gap: true };

export type PageNavView = {
  page: number;
  pageCount: number;
  prevHref: string | null;
  nextHref: string | null;
  links: PageLink[];
};

export function pageNav(
  page: number,
  pageCount: number,
  hrefFor: (page: number) => string,
): PageNavView {
  const pages = [
    ...new Set(
      [1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter(
        (n) => n >= 1 && n <= pageCount,
      ),
    ),
  ].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((n, index) => {
    if (index > 0 && n - (pages[index - 1] as number) > 1)
      links.push({ gap: true, key: `gap-${n}` });
    links.push({ page: n, href: hrefFor(n), current: n === page, key: `${n}` });
  });
  return {
    page,
    pageCount,
    prevHref: page > 1 ? hrefFor(page - 1) : null,
    nextHref: page < pageCount ? hrefFor(page + 1) : null,
    links,
  };
}
