import { SCROLL_TO_TOP_DURATION_MS, SCROLL_TOP_BUTTON_THRESHOLD_PX } from "@travel/domain";
import { ArrowUp } from "~/ui/icons";
import { useScrolledPast } from "~/features/layout/use-scrolled-past";
import { scrollToTop } from "~/features/layout/scroll";

/** Appears once the page is scrolled more than 500 px. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top-button"
      onClick={() => {
        scrollToTop(SCROLL_TO_TOP_DURATION_MS);
        // Keep keyboard users at the start of the page too.
        document.getElementById("main-content")?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
