import type { SeedQuizzes } from './types.js';

export const marketingQuizzes: SeedQuizzes = {
  'seo-fundamentals': {
    finalDraw: 10,
    chapters: {
      'Crawling, indexing and ranking': [
        {
          text: 'In what order does a search engine handle a page?',
          correct: ['Crawl it, index it, then rank it for queries'],
          wrong: ['Rank it, crawl it, then index it', 'Index it, rank it, then crawl it'],
          explanation: 'A page must be discovered and stored before it can be ranked for a search.',
        },
        {
          text: 'What does it mean when a page is indexed?',
          correct: ['The search engine has stored it and can show it in results'],
          wrong: ['It ranks first for its keyword', 'It has been shared on social media', 'It loads quickly'],
          explanation: 'Indexing makes a page eligible to appear; ranking decides where.',
        },
      ],
      'Search intent': [
        {
          text: '"How to store sourdough" has which intent?',
          correct: ['Informational'],
          wrong: ['Navigational', 'Transactional', 'Local only'],
          explanation: 'The searcher wants to learn something, so a helpful guide fits best.',
        },
        {
          text: '"Buy sourdough starter" has which intent?',
          correct: ['Transactional'],
          wrong: ['Informational', 'Navigational'],
          explanation: 'The searcher is ready to buy, so a product page matches.',
        },
        {
          text: 'How can you tell which kind of page satisfies a query?',
          correct: ['Look at the current top results for that query'],
          wrong: ['Count how often the keyword appears on your page', 'Ask the search engine support team'],
          explanation: 'The top results show what search engines believe matches the intent.',
        },
      ],
      'Titles, descriptions and headings': [
        {
          text: 'Where should the main topic go in a title tag?',
          correct: ['Near the start, keeping the title under about sixty characters'],
          wrong: [
            'At the very end after the brand name',
            'Repeated three times',
            'Nowhere: titles do not matter',
          ],
          explanation: 'The title is the strongest on-page signal and long titles get cut off in results.',
        },
        {
          text: 'What does the meta description mainly influence?',
          correct: ['Whether searchers click the result'],
          wrong: [
            'The ranking position directly',
            'How fast the page loads',
            'How often the page is crawled',
          ],
          explanation: 'It does not affect ranking directly but acts as the advert for your page in results.',
        },
        {
          text: 'How many H1 headings should a page usually have?',
          correct: ['One clear H1'],
          wrong: ['None', 'One per paragraph', 'At least five'],
          explanation: "One H1 states the page topic; descriptive subheadings follow the reader's questions.",
        },
      ],
      'Speed and Core Web Vitals': [
        {
          text: 'Which Core Web Vital measures how much the layout jumps while loading?',
          correct: ['Cumulative Layout Shift'],
          wrong: ['Largest Contentful Paint', 'Interaction to Next Paint', 'Time to First Byte'],
          explanation: 'CLS measures unexpected movement; LCP measures loading and INP responsiveness.',
        },
        {
          text: 'What is the most common cause of slow pages?',
          correct: ['Oversized images'],
          wrong: ['Too many headings', 'Long meta descriptions', 'Using HTTPS'],
          explanation: 'Serving modern image formats at the right size is usually the biggest win.',
        },
        {
          text: 'How do you stop layout shifts from images and adverts? Select all that apply.',
          correct: ['Set width and height on images', 'Reserve space for adverts before they load'],
          wrong: ['Load all images after the page has fully rendered without reserving space'],
          explanation: 'Reserved space means content does not move when late elements arrive.',
        },
      ],
      'Sitemaps, robots and canonical URLs': [
        {
          text: 'What does a canonical URL tell search engines?',
          correct: ['Which version of duplicate or similar pages is the main one'],
          wrong: ['Which pages must not be crawled', 'Which page loads fastest', 'Where the sitemap is'],
          explanation: 'Canonicals consolidate signals from duplicates such as filtered product lists.',
        },
        {
          text: 'Which file asks crawlers not to crawl parts of a site?',
          correct: ['robots.txt'],
          wrong: ['sitemap.xml', 'index.html', 'manifest.json'],
          explanation: 'robots.txt controls crawling; a sitemap lists pages you want found.',
        },
      ],
      'Building links the honest way': [
        {
          text: 'Which are honest ways to earn links? Select all that apply.',
          correct: [
            'Publishing original data',
            'Building a useful free tool',
            'Partnering with local organisations',
          ],
          wrong: ['Buying links from a link network'],
          explanation: 'People link to things worth referencing; bought links risk penalties.',
        },
        {
          text: 'Why do accurate business listings matter for a local bakery?',
          correct: ['They help local searchers find it and are a trusted local signal'],
          wrong: ['They replace the need for a website', 'They raise prices in the shop'],
          explanation: 'Consistent listings and community partnerships are strong for local businesses.',
        },
      ],
    },
    final: [
      {
        text: 'What do search engines ultimately reward?',
        correct: ["Pages that answer people's questions quickly and clearly"],
        wrong: ['Pages with the most keywords', 'Pages with the most ads', 'The oldest pages'],
        explanation: 'Ranking systems aim to satisfy searchers, so that is what sustainable SEO serves.',
      },
      {
        text: '"Bakery name opening hours" has which intent?',
        correct: ['Navigational'],
        wrong: ['Informational', 'Transactional', 'Commercial investigation'],
        explanation: "The searcher wants a specific business's information.",
      },
      {
        text: 'What is keyword stuffing?',
        correct: ['Repeating a keyword unnaturally in the hope of ranking higher'],
        wrong: ['Researching many keywords', 'Using synonyms', 'Writing long-form content'],
        explanation: 'It harms readability and can be penalised.',
      },
      {
        text: 'What is a topic cluster?',
        correct: ['A pillar page on a broad topic linked with detailed pages on its subtopics'],
        wrong: [
          'A list of keywords in a spreadsheet',
          'A group of competitor sites',
          'Several pages targeting the identical keyword',
        ],
        explanation: 'Clusters show depth on a topic and help readers and crawlers navigate.',
      },
      {
        text: 'Which free tools help with the bakery audit? Select all that apply.',
        correct: ['Google Search Console', 'PageSpeed Insights'],
        wrong: ['A paid link network', 'A keyword stuffing plugin'],
        explanation: 'Search Console shows how Google sees the site and PageSpeed Insights measures speed.',
      },
      {
        text: 'Which Search Console report shows the queries that bring visitors?',
        correct: ['The Performance report'],
        wrong: ['The Sitemaps report', 'The Removals tool', 'The Settings page'],
        explanation: 'Performance lists queries, clicks, impressions, click-through rate and position.',
      },
      {
        text: 'What does a sitemap do?',
        correct: ['Lists the pages you want search engines to discover'],
        wrong: ['Blocks crawlers from private pages', 'Improves page speed', 'Sets the canonical URL'],
        explanation: 'A sitemap helps discovery; it does not guarantee indexing or ranking.',
      },
      {
        text: 'How should SEO progress be reported?',
        correct: ['Clicks and conversions from organic search over time, with context'],
        wrong: ['The ranking of one keyword on one day', 'The number of pages published'],
        explanation: 'Trends in traffic and results show progress; single rankings fluctuate.',
      },
      {
        text: 'Which Core Web Vital measures how quickly the main content appears?',
        correct: ['Largest Contentful Paint'],
        wrong: ['Cumulative Layout Shift', 'Interaction to Next Paint', 'First Input Delay'],
        explanation: 'LCP marks when the largest visible element has rendered.',
      },
      {
        text: 'Which two things make a good page title?',
        correct: ["It describes the page's main topic clearly", 'It is short enough not to be cut off'],
        wrong: ['It is identical on every page', 'It lists every keyword you target'],
        explanation: 'Unique, descriptive and concise titles serve both searchers and search engines.',
      },
      {
        text: 'How long do SEO improvements usually take to show results?',
        correct: ['Weeks to months'],
        wrong: ['Minutes', 'Exactly one day', 'Never'],
        explanation: 'Pages must be recrawled and reassessed, so patience and steady measurement matter.',
      },
      {
        text: 'Why is buying links risky?',
        correct: ['Search engines can penalise sites that take part in link schemes'],
        wrong: ['Bought links are always slow', 'It is only risky for large sites'],
        explanation: 'Manipulative links break search engine guidelines and can cost rankings.',
      },
      {
        text: 'Which of these are technical SEO issues? Select all that apply.',
        correct: [
          'Pages blocked by robots.txt by mistake',
          'Broken internal links',
          'Duplicate pages without canonicals',
        ],
        wrong: ['A blog post with a friendly tone'],
        explanation: 'Technical issues stop pages from being crawled, indexed or understood correctly.',
      },
      {
        text: 'What should you check first when an important page gets no search traffic?',
        correct: ['Whether the page is indexed'],
        wrong: ['Whether the logo is big enough', 'How many social shares it has'],
        explanation: 'A page that is not indexed cannot rank, whatever its content.',
      },
      {
        text: 'What is an internal link?',
        correct: ['A link from one page of your site to another page of your site'],
        wrong: ['A link from another site to yours', 'A link hidden from users', 'A link in an email'],
        explanation: 'Internal links help readers and crawlers move through related content.',
      },
    ],
  },

  'content-marketing-strategy': {
    chapters: {
      'Audiences and jobs to be done': [
        {
          text: 'Which audience description follows the jobs-to-be-done approach?',
          correct: ['"Finance managers who need to close the month\'s books without errors"'],
          wrong: ['"Men aged 35 to 44"', '"People who like accounting"', '"Everyone with a business"'],
          explanation: 'A job describes the progress people want to make, which content can help with.',
        },
        {
          text: 'Where do you learn the language your audience uses? Select all that apply.',
          correct: ['Customer interviews', 'Support tickets'],
          wrong: ["Competitors' press releases only", 'Your own product specification'],
          explanation: "Customers' own words make content recognisable and easy to find.",
        },
      ],
      'Content pillars': [
        {
          text: 'What is a content pillar?',
          correct: ['A core theme, tied to a business goal, that many pieces of content support'],
          wrong: [
            'The most viewed article',
            'A paid advertising channel',
            'A single long page with all content',
          ],
          explanation: 'A few pillars keep output focused on what the audience and the business need.',
        },
        {
          text: 'How many pillars does a focused strategy usually have?',
          correct: ['Three to five'],
          wrong: ['One per article', 'Twenty or more', 'None'],
          explanation: 'A small number keeps the team focused and builds authority on each theme.',
        },
      ],
      'Briefs that produce great drafts': [
        {
          text: 'Which of these belong in a content brief? Select all that apply.',
          correct: ['The audience', 'The single question the piece answers', 'The call to action'],
          wrong: ["The writer's salary"],
          explanation: 'A brief sets audience, purpose, key points, sources and the action wanted.',
        },
        {
          text: 'What reduces rewrites more than good editing does?',
          correct: ['A good brief'],
          wrong: ['A longer deadline', 'More reviewers', 'A bigger word count'],
          explanation: 'Clear direction up front prevents drafts that miss the point.',
        },
      ],
      'Measuring what matters': [
        {
          text: 'Which metrics show content value beyond reach? Select all that apply.',
          correct: ['Newsletter sign-ups', 'Product trials from content', 'Assisted conversions'],
          wrong: ['Page views alone'],
          explanation:
            'Page views show reach; sign-ups, trials and conversions show contribution to the business.',
        },
        {
          text: 'How can you see which pieces lead to trials?',
          correct: ['Tag the calls to action in each piece'],
          wrong: ['Count the words in each piece', 'Ask readers in the comments'],
          explanation: 'Tagged links attribute trials to the content that drove them.',
        },
        {
          text: 'What should happen to content that no longer serves its purpose?',
          correct: ['Prune or refresh it at the quarterly review'],
          wrong: ['Leave it forever', 'Duplicate it', 'Hide it from the sitemap only'],
          explanation: 'Regular pruning keeps the library accurate and useful.',
        },
      ],
      'Repurposing one idea five ways': [
        {
          text: 'When should repurposing be planned?',
          correct: ['When you commission the original piece'],
          wrong: [
            'A year after publishing',
            'Only if the original performs badly',
            'Never: it dilutes the idea',
          ],
          explanation: 'Planning up front captures the material each format needs.',
        },
        {
          text: 'What is the right way to move an article to social media?',
          correct: ['Adapt the format to the channel, for example a short thread with one key finding'],
          wrong: ['Paste the full article text everywhere', 'Post only the link with no context'],
          explanation: 'Each channel has its own format and audience expectations.',
        },
      ],
    },
    final: [
      {
        text: 'What is content marketing for?',
        correct: [
          'Earning attention and trust by helping the audience, which in turn supports business goals',
        ],
        wrong: ['Publishing as much as possible', 'Replacing the sales team', 'Filling the website'],
        explanation: 'Content works when it helps people progress and connects that help to the business.',
      },
      {
        text: 'Why is "publishing more" not a strategy?',
        correct: ['Volume without a defined audience and goal does not contribute to the business'],
        wrong: ['Search engines penalise frequent publishing', 'Readers dislike new content'],
        explanation: 'Strategy decides who content is for and what it should achieve.',
      },
      {
        text: 'What does an editorial calendar need to be above all?',
        correct: ['Sustainable for the team that has to deliver it'],
        wrong: ['Full every day', 'Secret', 'Planned five years ahead'],
        explanation: 'A calendar the team cannot keep up with breaks quickly.',
      },
      {
        text: 'How should you work with a subject expert who has little time?',
        correct: ['Interview them with prepared questions and let a writer draft from the recording'],
        wrong: ['Ask them to write the full article alone', 'Skip their review'],
        explanation:
          'Interviews capture expertise efficiently; the expert then checks the draft for accuracy.',
      },
      {
        text: 'Which of these are distribution channels beyond publishing on the blog? Select all that apply.',
        correct: [
          'The company newsletter',
          'Partner communities',
          'Sales teams sharing pieces with prospects',
        ],
        wrong: ['Moving the article to a new URL'],
        explanation: 'Content must be taken to where the audience already is.',
      },
      {
        text: "How often should content performance be reviewed in this course's approach?",
        correct: ['Quarterly'],
        wrong: ['Hourly', 'Once, at launch', 'Never'],
        explanation: 'Quarterly reviews show trends and allow pruning and refreshing.',
      },
      {
        text: 'A B2B accounting software company wants trials from content. Which piece fits best?',
        correct: ["A month-end closing checklist with a link to try the product's close workflow"],
        wrong: ['A celebrity news roundup', 'A page of company awards'],
        explanation: "Helpful content tied to the audience's job leads naturally to the product.",
      },
      {
        text: 'What is a call to action?',
        correct: ['The single next step you ask the reader to take'],
        wrong: ['The article headline', 'A list of all company products', 'The author biography'],
        explanation: 'One clear action makes it easy for readers to continue.',
      },
      {
        text: 'Which two mistakes waste content budgets most often?',
        correct: ['Producing without a defined audience', 'Publishing without any distribution plan'],
        wrong: ['Using briefs', 'Measuring sign-ups'],
        explanation: 'Content nobody needs, or nobody sees, cannot contribute.',
      },
      {
        text: 'Why include examples of good and bad in a brief?',
        correct: ['They show the writer the expected quality and tone concretely'],
        wrong: ['They increase the word count', 'Legal teams require them'],
        explanation: 'Concrete examples communicate expectations faster than descriptions.',
      },
    ],
  },

  'email-marketing-people-read': {
    chapters: {
      'Consent and list growth': [
        {
          text: 'Who should you send marketing emails to?',
          correct: ['Only people who asked to hear from you'],
          wrong: ['Everyone in a purchased list', 'Anyone whose address is public', 'All your suppliers'],
          explanation:
            'Permission is the foundation of effective email and is required by law in many places.',
        },
        {
          text: 'What does double opt-in do?',
          correct: ['Asks new subscribers to confirm by clicking a link sent to their address'],
          wrong: ['Sends every email twice', 'Subscribes people to two lists', 'Requires two passwords'],
          explanation: 'Confirmation reduces fake sign-ups and protects your sender reputation.',
        },
        {
          text: 'What should a sign-up form tell people? Select all that apply.',
          correct: ['What they will receive', 'How often'],
          wrong: ["Your sending software's name"],
          explanation: 'Clear expectations build trust and reduce unsubscribes and complaints.',
        },
      ],
      'Subject lines and preview text': [
        {
          text: 'What is preview text?',
          correct: ['The short line shown after the subject in many inboxes'],
          wrong: ['The footer of the email', "The email's alt text", 'The sender name'],
          explanation: 'Preview text extends the subject line and is a second chance to earn the open.',
        },
        {
          text: 'Which subject line is the strongest for a bookshop newsletter?',
          correct: ['"Three new mysteries our staff couldn\'t put down"'],
          wrong: ['"Newsletter #47"', '"!!! OPEN NOW !!!"', '"Hello"'],
          explanation: 'Specific and honest beats generic or shouty subject lines.',
        },
      ],
      'One email, one job': [
        {
          text: 'How many main calls to action should an email have?',
          correct: ['One'],
          wrong: ['At least five', 'One per paragraph', 'None'],
          explanation: 'One purpose and one main action make it clear what the reader should do.',
        },
        {
          text: 'Where should the most important message and link appear?',
          correct: ['In the first screen on a phone'],
          wrong: ['At the bottom, after everything else', 'In an attached PDF', 'In the footer'],
          explanation: 'Most emails are read on phones, and many readers never scroll.',
        },
      ],
      'Building a welcome series': [
        {
          text: 'When should the first welcome email be sent?',
          correct: ['Immediately after sign-up'],
          wrong: ['A month later', 'With the next newsletter', 'Only after a purchase'],
          explanation: 'Interest is highest right after sign-up, so welcome emails get the best engagement.',
        },
        {
          text: 'Which of these suit a welcome series? Select all that apply.',
          correct: ['Delivering what the sign-up promised', 'Introducing the shop and its people'],
          wrong: ['Five discount emails on the first day'],
          explanation: 'A welcome series sets expectations and builds a relationship, not pressure.',
        },
      ],
      'Deliverability basics': [
        {
          text: 'Which DNS records authenticate your sending domain? Select all that apply.',
          correct: ['SPF', 'DKIM', 'DMARC'],
          wrong: ['CNAME for the website', 'MX of the recipient'],
          explanation:
            'Together they prove your messages are really from you, so mailbox providers trust them.',
        },
        {
          text: 'What should you do with addresses that hard bounce?',
          correct: ['Remove them from the list'],
          wrong: ['Keep sending until they work', 'Send from another domain', 'Resend twice a day'],
          explanation: 'Repeated bounces damage your sender reputation for every later send.',
        },
      ],
    },
    final: [
      {
        text: 'Why is email still one of the most effective marketing channels?',
        correct: ['You own the list and reach people who asked to hear from you'],
        wrong: ['Email is free to send to anyone', 'Everyone opens every email', 'Algorithms boost emails'],
        explanation: 'Permission and ownership make email reliable and cost-effective.',
      },
      {
        text: "Which is a good incentive for joining a bookshop's list?",
        correct: ['Early access to author events'],
        wrong: ['Entry to a draw requiring a phone number and home address', 'Nothing, just "Subscribe"'],
        explanation: 'Offer something genuinely useful in exchange for an address.',
      },
      {
        text: 'How should emails be designed for mobile? Select all that apply.',
        correct: ['A single-column layout', 'Large, easy-to-tap buttons', 'Short paragraphs'],
        wrong: ['Text embedded in one large image'],
        explanation: 'Text inside images may not load and cannot be read by screen readers.',
      },
      {
        text: 'What is a win-back campaign?',
        correct: ['Emails that try to re-engage subscribers who have stopped opening'],
        wrong: ['A campaign to win an award', 'A refund process', 'A welcome series for new subscribers'],
        explanation: 'Win-back sequences re-engage or remove inactive subscribers.',
      },
      {
        text: 'A subscriber does not respond to a win-back sequence. What should you do?',
        correct: ['Stop emailing them or remove them from the list'],
        wrong: ['Email them daily', 'Move them to a new list and keep sending', 'Buy a replacement address'],
        explanation: 'Sending to inactive addresses hurts deliverability for everyone else.',
      },
      {
        text: 'Why can open rates be unreliable?',
        correct: ['Some email apps load images automatically, which counts as an open'],
        wrong: ['Opens are never tracked', 'Open rates are always 100 percent'],
        explanation: 'Privacy features inflate opens, so clicks and conversions are better signals.',
      },
      {
        text: 'Which metric best shows whether an email did its one job?',
        correct: ['The click-through rate on its main call to action'],
        wrong: ['The number of images', 'The length of the subject line', 'The sending time'],
        explanation: "The main action is the email's purpose, so measure it directly.",
      },
      {
        text: 'What happens to your reputation after a sudden spike in spam complaints?',
        correct: ['It drops, and later emails are more likely to land in spam'],
        wrong: ['Nothing', 'It improves', 'Only that one email is affected'],
        explanation: 'Mailbox providers judge senders on their complaint and bounce history.',
      },
      {
        text: 'Which two things must every marketing email include?',
        correct: ['A clear way to unsubscribe', 'Who it is from'],
        wrong: ['A discount code', 'At least three images'],
        explanation: 'An easy unsubscribe and clear sender identity are legal and trust essentials.',
      },
      {
        text: 'What is a monthly newsletter best used for?',
        correct: ['Keeping a relationship going with useful, consistent content'],
        wrong: ['Listing every product in stock', 'Sending as many offers as possible'],
        explanation: 'A regular, valuable newsletter keeps subscribers engaged between purchases.',
      },
    ],
  },

  'marketing-analytics-ga4': {
    chapters: {
      'A measurement plan on one page': [
        {
          text: 'What does a measurement plan link together?',
          correct: ['Business objectives, key results and the events that measure them'],
          wrong: ['Campaigns and their budgets', 'Pages and their designers', 'Reports and their recipients'],
          explanation: 'Each tracked event should exist because it measures progress on an objective.',
        },
        {
          text: 'How should GA4 event names be written?',
          correct: ['Consistently in snake_case, such as add_to_cart'],
          wrong: ['Any way each developer prefers', 'In full sentences', 'With spaces and capitals'],
          explanation: 'Consistent names keep reports readable and avoid duplicate events.',
        },
        {
          text: 'When should developers review the measurement plan?',
          correct: ['Before any tracking code is written'],
          wrong: ['After launch', 'Never: it is for marketers only'],
          explanation: 'Early review catches events that cannot be tracked as described.',
        },
      ],
      'Events, parameters and conversions': [
        {
          text: 'In GA4, what is a parameter?',
          correct: ['Extra detail sent with an event, such as the item id or value'],
          wrong: ['A type of report', "A user's name", 'A filter on a dashboard'],
          explanation: 'Parameters describe the event; register them as dimensions to report on them.',
        },
        {
          text: 'How do you make purchases count as conversions in GA4?',
          correct: ['Mark the purchase event as a key event (conversion)'],
          wrong: ['Create a new property', 'Add a page view', 'Rename the event "conversion"'],
          explanation: 'Any event can be marked as a key event so it is counted as a conversion.',
        },
      ],
      'Consent and data quality': [
        {
          text: 'Why will GA4 never see every visit? Select all that apply.',
          correct: ['Visitors decline consent', 'Ad blockers stop the tags'],
          wrong: ['GA4 only counts weekdays'],
          explanation: 'Expect gaps and measure their size instead of assuming full coverage.',
        },
        {
          text: 'How can you measure the size of the tracking gap?',
          correct: ['Compare GA4 purchase counts with the order database each month'],
          wrong: ['Count page views twice', 'Ask users in a survey', 'It cannot be measured'],
          explanation: 'The order database is complete, so the ratio shows tracking coverage.',
        },
      ],
      'Explorations and funnels': [
        {
          text: 'What does a funnel exploration show?',
          correct: ['How many users complete each step of a sequence and where they drop off'],
          wrong: ['Which campaigns cost the most', "The site's page speed", 'Revenue by country only'],
          explanation: 'Funnels reveal the step where most users abandon, such as shipping options.',
        },
        {
          text: 'Which steps make a sensible checkout funnel?',
          correct: ['view_item, add_to_cart, begin_checkout, purchase'],
          wrong: ['purchase, view_item, add_to_cart', 'page_view only', 'scroll, click, scroll'],
          explanation: 'Steps follow the order a buyer moves through the store.',
        },
      ],
      'Attribution models and their limits': [
        {
          text: 'What does last-click attribution do?',
          correct: ['Gives all the credit to the final touch before conversion'],
          wrong: [
            'Spreads credit equally over every touch',
            'Gives credit to the first ad seen',
            'Measures incremental sales',
          ],
          explanation: 'It ignores everything that happened earlier in the path.',
        },
        {
          text: 'What can no attribution model prove?',
          correct: ['That a channel caused the sales'],
          wrong: ['Which channel was touched last', 'How paths are distributed'],
          explanation:
            'Attribution describes correlation and misses offline influences; causation needs experiments.',
        },
        {
          text: 'What is attribution best used for?',
          correct: ['Relative comparisons between channels'],
          wrong: ['Proving the exact return of every campaign', 'Replacing holdout tests'],
          explanation: 'Used comparatively and with caution, attribution guides budget discussions.',
        },
      ],
      'Holdout tests': [
        {
          text: "How does a holdout test measure a campaign's effect?",
          correct: ['Withhold it from a random group and compare their behaviour with those who received it'],
          wrong: [
            'Compare this month with last month',
            'Count attributed conversions',
            'Ask customers if they saw it',
          ],
          explanation: 'Randomisation means the difference between groups is caused by the campaign.',
        },
        {
          text: 'Which two rules keep a holdout test honest?',
          correct: [
            'Decide the sample size and duration before starting',
            'Do not stop early because results look good',
          ],
          wrong: ['Pick the holdout group by hand', 'Change the campaign halfway through'],
          explanation: 'Pre-registered size and duration prevent chasing random fluctuations.',
        },
      ],
    },
    final: [
      {
        text: 'Where should marketing measurement start?',
        correct: ['From the business goals, turned into metrics'],
        wrong: ['From the default reports of the tool', 'From the metrics that look best'],
        explanation: 'Metrics matter only when they show progress on what the business wants.',
      },
      {
        text: 'What is DebugView used for?',
        correct: ['Checking in real time that events and parameters arrive as intended'],
        wrong: ['Editing past data', 'Building funnels', 'Exporting to BigQuery'],
        explanation: 'Testing tracking before launch avoids months of broken data.',
      },
      {
        text: 'What does the BigQuery export give you?',
        correct: ['Raw event-level data for analysis with SQL'],
        wrong: ['A prettier GA4 interface', 'Automatic attribution proof', 'A consent banner'],
        explanation: 'Raw events allow analyses that the GA4 interface cannot do, without sampling.',
      },
      {
        text: 'Which of these belong in a weekly performance report? Select all that apply.',
        correct: ['Conversions and revenue against target', 'A short note on what changed and why'],
        wrong: ['Every metric GA4 offers', 'Screenshots without numbers'],
        explanation: 'A few key metrics with context make a report useful week after week.',
      },
      {
        text: 'Why automate the weekly spreadsheet report?',
        correct: ['It removes manual copying errors and saves time every week'],
        wrong: ['Automated reports are always correct', 'GA4 requires it'],
        explanation: 'Automation makes the report consistent, though the numbers still need checking.',
      },
      {
        text: 'What does data-driven attribution do?',
        correct: ['Spreads credit across touches based on observed conversion paths'],
        wrong: [
          'Gives all credit to the first touch',
          'Runs a randomised experiment',
          'Counts offline sales',
        ],
        explanation: 'It models paths statistically but still describes correlation, not causation.',
      },
      {
        text: 'A campaign has 1,000 attributed conversions, but a holdout test shows 200 incremental ones. What does that mean?',
        correct: ['About 800 of those customers would have converted anyway'],
        wrong: [
          'The holdout test failed',
          'The campaign caused 1,200 conversions',
          'Attribution is always exact',
        ],
        explanation: 'Incrementality is often much smaller than attribution suggests.',
      },
      {
        text: 'Which two practices improve data quality?',
        correct: [
          "Configure consent mode to respect visitors' choices",
          'Reconcile GA4 purchases with the order database',
        ],
        wrong: ['Track every click without consent', 'Delete data that looks surprising'],
        explanation: 'Respecting consent is required, and reconciliation reveals tracking gaps.',
      },
      {
        text: 'How should you present campaign results?',
        correct: ['With the estimate and its uncertainty, without overstating causation'],
        wrong: ['Only the biggest number available', 'As proof whatever the method'],
        explanation: 'Honest reporting keeps trust and leads to better budget decisions.',
      },
      {
        text: 'Which event suits a newsletter sign-up in a GA4 schema?',
        correct: ['sign_up with a method parameter such as "newsletter"'],
        wrong: ['NewsletterSignupClickedButton', 'page_view', 'purchase'],
        explanation: 'A consistent snake_case event with a descriptive parameter is easy to report on.',
      },
    ],
  },
};
