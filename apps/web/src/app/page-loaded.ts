const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `run` (the app) once the page has loaded (its pictures painted: hydrating first would hold the
 * largest one's paint behind the work), or at once when the visitor starts to interact with it. This
 * file imports nothing: it is part of the page's first, tiny script.
 */
export function whenPageLoaded(run: () => unknown): void {
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    run();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  // A task after `load`, so the frame that paints the last picture comes first.
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
