import { useLingui } from '@lingui/react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import classes from './player.module.css';

/** "My learning › Course" above the player's page. */
export function PlayerBreadcrumb({ slug, courseTitle }: { slug: string; courseTitle: string }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('learning.breadcrumb')} className={classes.breadcrumb}>
      <Anchor component={Link} to="/my-learning" size="sm">
        {_('learning.myLearning.title')}
      </Anchor>
      <span aria-hidden="true">›</span>
      <Anchor component={Link} to={`/courses/${encodeURIComponent(slug)}`} size="sm">
        {courseTitle}
      </Anchor>
    </nav>
  );
}
