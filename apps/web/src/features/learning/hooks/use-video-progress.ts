import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { applyChapterProgress, saveProgressKeepalive } from '../api/save-progress';
import { createPositionSaver, SAVE_EVERY_SECONDS } from '../lib/position-saver';

/** A stored position this close to the end means the video was watched: it starts again from the top. */
const END_MARGIN_SECONDS = 3;
/** Jumps bigger than this between two `timeupdate`s are seeks, not playing. */
const MAX_PLAY_STEP_SECONDS = 5;

interface VideoProgressOptions {
  chapterId: string;
  courseId: string;
  /** Where the learner got to last time (on any device). */
  storedSeconds: number;
}

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * Resumes a video where the learner left it and saves the position every ~10 s of play, on pause and
 * on leaving (page hidden, chapter changed), never more than one save at a time.
 */
/** `HTMLMediaElement.HAVE_METADATA`: the duration and size are known. */
const HAVE_METADATA = 1;

export function useVideoProgress({ chapterId, courseId, storedSeconds }: VideoProgressOptions) {
  const queryClient = useQueryClient();
  const videoRef = useRef<HTMLVideoElement>(null);
  // Read once: later saves update the cached chapter, but must not seek the video again.
  const [resumeAt] = useState(storedSeconds);
  const [saver] = useState(() =>
    createPositionSaver(
      (positionSeconds) =>
        saveProgressKeepalive({ chapterId, positionSeconds }).then((saved) =>
          applyChapterProgress(queryClient, courseId, saved),
        ),
      storedSeconds,
    ),
  );
  const playing = useRef({ lastTime: 0, sinceSave: 0 });
  // A new source is loading (`emptied` came): the element reports 0 until its metadata is read.
  const isReloading = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const saveIfHidden = () => {
      if (document.visibilityState === 'hidden') saver.save(video.currentTime);
    };
    document.addEventListener('visibilitychange', saveIfHidden);
    return () => {
      document.removeEventListener('visibilitychange', saveIfHidden);
      // Leaving the chapter (another chapter, another page): keep where the learner stopped.
      saver.save(video.currentTime);
    };
  }, [saver]);

  /** Where playback should start: a fresh source (a renewed link, the stream once processed) carries on. */
  const resumeTarget = () => (playing.current.lastTime > 0 ? playing.current.lastTime : resumeAt);

  const resume = (video: HTMLVideoElement) => {
    isReloading.current = false;
    const target = resumeTarget();
    const isWatched = Number.isFinite(video.duration) && target >= video.duration - END_MARGIN_SECONDS;
    if (target > 0 && !isWatched) video.currentTime = target;
    playing.current = { lastTime: video.currentTime, sinceSave: 0 };
  };

  /** The start for a stream whose length is known before its metadata (-1: from the top). */
  const startPosition = (durationSeconds: number | null) => {
    const target = resumeTarget();
    const isWatched = durationSeconds !== null && target >= durationSeconds - END_MARGIN_SECONDS;
    return target > 0 && !isWatched ? target : -1;
  };

  // React may create the element in a render it commits later (the page's data came with the HTML
  // while a lazy part was still loading): its metadata can arrive before then, and React drops events
  // of elements not yet on the page. Then the resume happens here instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the element as first mounted.
  useEffect(() => {
    const video = videoRef.current;
    if (video && video.readyState >= HAVE_METADATA) resume(video);
  }, []);

  const onLoadedMetadata = (event: VideoEvent) => resume(event.currentTarget);

  const onEmptied = () => {
    isReloading.current = true;
  };

  const onTimeUpdate = (event: VideoEvent) => {
    if (isReloading.current) return;
    const time = event.currentTarget.currentTime;
    const step = time - playing.current.lastTime;
    playing.current.lastTime = time;
    if (step <= 0 || step > MAX_PLAY_STEP_SECONDS) return;
    playing.current.sinceSave += step;
    if (playing.current.sinceSave >= SAVE_EVERY_SECONDS) {
      playing.current.sinceSave = 0;
      saver.save(time);
    }
  };

  const onPause = (event: VideoEvent) => {
    if (!isReloading.current) saver.save(event.currentTarget.currentTime);
  };

  return { videoRef, startPosition, videoEvents: { onLoadedMetadata, onTimeUpdate, onPause, onEmptied } };
}
