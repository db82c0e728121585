/** Smooth scrolling to the top with a fixed duration, which CSS `scroll-behavior` cannot give. */

/** How long the smooth scroll back to the top takes (spec §9). */
export const SCROLL_TO_TOP_DURATION_MS = 1200;

let running: number | null = null;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window to the top over `durationMs`; instantly when reduced motion is asked for. */
export function scrollToTop(durationMs: number): void {
  if (running !== null) cancelAnimationFrame(running);
  running = null;
  const start = window.scrollY;
  if (start <= 0) return;
  if (prefersReducedMotion() || durationMs <= 0) {
    window.scrollTo({ top: 0, behavior: "instant" });
    return;
  }
  const startedAt = performance.now();
  // A wheel or touch by the visitor wins over the animation.
  const stop = () => {
    if (running !== null) cancelAnimationFrame(running);
    running = null;
    window.removeEventListener("wheel", stop);
    window.removeEventListener("touchstart", stop);
  };
  window.addEventListener("wheel", stop, { passive: true, once: true });
  window.addEventListener("touchstart", stop, { passive: true, once: true });
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo({
      top: Math.round(start * (1 - easeInOutCubic(progress))),
      behavior: "instant",
    });
    if (progress < 1) running = requestAnimationFrame(step);
    else stop();
  };
  running = requestAnimationFrame(step);
}
