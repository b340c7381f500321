import { Anchor, Container } from '@mantine/core';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { usePlayerChapter } from '../api/get-player-chapter';
import { usePurchasedCourse } from '../api/get-purchased-course';
import { ChapterView } from '../components/chapter-view';
import { CourseOutlineNav } from '../components/course-outline-nav';
import classes from '../components/player.module.css';
import { PlayerShell } from '../components/player-shell';
import {
  ChapterSkeleton,
  NotOwnedMessage,
  PlayerNotFound,
  PlayerSkeleton,
} from '../components/player-states';
import { useRecordVisit } from '../hooks/use-record-visit';
import { findChapter } from '../lib/outline';

/** A renewed video URL at most this often, so a video that cannot play does not loop on refetches. */
const SOURCE_RENEWAL_GAP_MS = 60_000;

/** /learn/{slug}/chapters/{chapterId}: the course player (owners only). */
export function ChapterPlayerPage() {
  const { slug = '', chapterId = '' } = useParams();
  const course = useCourse(slug);
  const outline = usePurchasedCourse(course.data?.id);
  const chapter = usePlayerChapter(chapterId);
  const place = outline.data ? findChapter(outline.data.modules, chapterId) : null;
  useRecordVisit(course.data?.id, chapterId, place !== null);
  usePageTitle(
    chapter.data && course.data ? `${chapter.data.title} · ${course.data.title}` : course.data?.title,
  );
  const lastRenewal = useRef(0);

  const failed = course.error ?? outline.error;
  if (failed) {
    const status = isApiError(failed) ? failed.status : 0;
    if (course.isError && (status === 404 || status === 400)) return <PlayerNotFound what="course" />;
    if (outline.isError && status === 403) return <NotOwnedMessage slug={slug} />;
    return (
      <Container size="sm" py="xl">
        <QueryError
          error={failed}
          onRetry={() => void (course.isError ? course.refetch() : outline.refetch())}
          title="The course could not load"
        />
      </Container>
    );
  }
  if (!course.data || !outline.data) return <PlayerSkeleton />;
  if (!place) return <PlayerNotFound what="chapter" />;

  const renewVideoSource = () => {
    if (Date.now() - lastRenewal.current < SOURCE_RENEWAL_GAP_MS) return;
    lastRenewal.current = Date.now();
    void chapter.refetch();
  };

  return (
    <PlayerShell
      chapterId={chapterId}
      outline={<CourseOutlineNav course={outline.data} currentChapterId={chapterId} />}
    >
      <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
        <Anchor component={Link} to="/my-learning" size="sm">
          My learning
        </Anchor>
        <span aria-hidden="true">›</span>
        <Anchor component={Link} to={`/courses/${encodeURIComponent(slug)}`} size="sm">
          {course.data.title}
        </Anchor>
      </nav>
      {chapter.isPending ? (
        <ChapterSkeleton />
      ) : chapter.isError ? (
        <QueryError
          error={chapter.error}
          onRetry={() => void chapter.refetch()}
          title="This chapter could not load"
        />
      ) : (
        <ChapterView
          key={chapter.data.id}
          chapter={chapter.data}
          course={outline.data}
          myReview={course.data.myReview}
          onVideoSourceError={renewVideoSource}
        />
      )}
    </PlayerShell>
  );
}
