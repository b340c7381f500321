import { Accordion, Stack, Title } from '@mantine/core';
import { RichText } from '../../../components/rich-text';
import type { HelpGroup } from '../lib/help-search';
import classes from './content.module.css';

/** Help articles under a heading per category; each opens in place. */
export function HelpArticleGroups({ groups }: { groups: HelpGroup[] }) {
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <Stack component="section" key={group.category} gap="sm">
          <Title order={2} size="h3">
            {group.category}
          </Title>
          <Accordion variant="separated" radius="md" order={3}>
            {group.articles.map((article) => (
              <Accordion.Item key={article.id} value={article.id} id={article.slug}>
                <Accordion.Control>{article.title}</Accordion.Control>
                <Accordion.Panel>
                  <RichText html={article.body} className={classes.faqAnswer} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
