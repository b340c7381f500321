import type { PurchasedCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CheckIcon, DocumentIcon, PlayIcon } from '../../../components/icons';
import { chapterPath } from '../lib/continue-link';
import { chapterTypeLabel, formatDurationIn } from '../lib/localized';
import { CourseProgressBar } from './course-progress-bar';
import { FinalAssessmentLink } from './final-assessment-link';
import classes from './player.module.css';

interface CourseOutlineNavProps {
  course: PurchasedCourse;
  currentChapterId: string;
}

/**
 * The player's sidebar: course progress, then every module's chapters with a tick on finished ones
 * (and "Quiz" on those completed by passing a quiz), then the final assessment.
 */
export function CourseOutlineNav({ course, currentChapterId }: CourseOutlineNavProps) {
  const headingId = useId();
  const { _ } = useLingui();
  const slug = course.course.slug;

  return (
    <nav aria-labelledby={headingId} className={classes.outline}>
      <Title order={2} size="h4" id={headingId}>
        {_('learning.outline.title')}
      </Title>
      <CourseProgressBar progress={course.progress} label={_('learning.outline.progress')} />
      {course.modules.map((module) => (
        <div key={module.id} className={classes.module}>
          <h3 className={classes.moduleTitle}>{module.title}</h3>
          <ol className={classes.chapters}>
            {module.chapters.map((chapter) => {
              const TypeIcon = chapter.type === 'video' ? PlayIcon : DocumentIcon;
              return (
                <li key={chapter.id}>
                  <Link
                    to={chapterPath(slug, chapter.id)}
                    className={classes.chapterLink}
                    aria-current={chapter.id === currentChapterId ? 'page' : undefined}
                  >
                    <span
                      className={
                        chapter.completed ? `${classes.status} ${classes.statusDone}` : classes.status
                      }
                    >
                      {chapter.completed ? <CheckIcon size={14} /> : <TypeIcon size={14} />}
                    </span>
                    <span className={classes.chapterText}>
                      <span className={classes.chapterTitle}>{chapter.title}</span>{' '}
                      <span className={classes.chapterMeta}>
                        {chapterTypeLabel(_, chapter.type)} · {formatDurationIn(_, chapter.durationMinutes)}
                        {chapter.quiz ? ` · ${_('learning.outline.quiz')}` : ''}
                        {chapter.completed ? ` · ${_('learning.chapter.completed')}` : ''}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
      <FinalAssessmentLink course={course} />
    </nav>
  );
}
