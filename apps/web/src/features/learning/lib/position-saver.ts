/** How much playing (in seconds of the video) between two saves of the position. */
export const SAVE_EVERY_SECONDS = 10;

export interface PositionSaver {
  /** Asks for `seconds` to be stored; ignored unless it is further than what the server already has. */
  save: (seconds: number) => void;
}

/**
 * Sends video positions one at a time: while a save is on its way, only the newest position waits, and
 * goes when it returns. Positions at or behind the furthest one stored are not sent at all, because the
 * server keeps the furthest point anyway.
 */
export function createPositionSaver(
  send: (seconds: number) => Promise<unknown>,
  storedSeconds: number,
): PositionSaver {
  let furthest = storedSeconds;
  let waiting: number | null = null;
  let isSending = false;

  const sendNext = () => {
    if (isSending || waiting === null) return;
    const seconds = waiting;
    waiting = null;
    if (seconds <= furthest) return;
    isSending = true;
    send(seconds)
      .then(
        () => {
          furthest = Math.max(furthest, seconds);
        },
        // A lost save is not worth interrupting the video for: the next one carries a later position.
        () => undefined,
      )
      .finally(() => {
        isSending = false;
        sendNext();
      });
  };

  return {
    save(seconds) {
      const whole = Math.floor(seconds);
      if (!Number.isFinite(whole) || whole <= furthest) return;
      waiting = Math.max(waiting ?? 0, whole);
      sendNext();
    },
  };
}
