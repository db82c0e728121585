import { ArrowUp } from "~/ui/icons";
import { useScrolledPast } from "~/features/layout/use-scrolled-past";
import { SCROLL_TO_TOP_DURATION_MS, scrollToTop } from "~/features/layout/scroll";

/** Scroll distance after which the button shows (spec §9). */
const SCROLL_TOP_BUTTON_THRESHOLD_PX = 500;

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
