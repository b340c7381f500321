import type { SeedQuizzes } from './types.js';

export const designQuizzes: SeedQuizzes = {
  'ui-design-fundamentals': {
    finalDraw: 10,
    chapters: {
      'A spacing scale you can trust': [
        {
          text: 'Which set of values makes a good spacing scale?',
          correct: ['4, 8, 12, 16, 24, 32 and 48 pixels'],
          wrong: [
            'Whatever looks right on each screen',
            '5, 7, 11, 13, 17 and 19 pixels',
            'Only 10 pixels, everywhere',
          ],
          explanation:
            'A small, fixed set of values built on a base unit keeps spacing consistent and maps directly to code.',
        },
        {
          text: 'How does spacing tell the reader which items belong together?',
          correct: ['Related items sit closer together than unrelated ones'],
          wrong: [
            'Every item gets the same gap',
            'Related items are spaced further apart',
            'Spacing carries no meaning',
          ],
          explanation: 'Proximity groups elements: smaller gaps inside a group, larger gaps between groups.',
        },
        {
          text: 'Which two benefits does a fixed spacing scale bring to a team?',
          correct: [
            'Designs look consistent across screens',
            'Developers can map the values directly to code',
          ],
          wrong: ['Screens no longer need a grid', 'Typography can use any size'],
          explanation: 'A shared scale removes arbitrary margins and speeds up building.',
        },
      ],
      'Grids and alignment': [
        {
          text: 'Why align elements to a grid?',
          correct: ['Shared edges make a screen look ordered and easier to scan'],
          wrong: ['Grids are required for responsive images', 'It makes every element the same size'],
          explanation: 'Aligned edges create invisible lines the eye can follow, so the layout feels calm.',
        },
        {
          text: 'What is the gutter of a column grid?',
          correct: ['The space between columns'],
          wrong: ['The outer margin of the page', 'The widest column', 'The baseline of the text'],
          explanation: 'Gutters separate columns; margins sit at the outer edges of the grid.',
        },
      ],
      'Visual hierarchy': [
        {
          text: 'What do readers look at first on a screen?',
          correct: ['The largest, boldest and most contrasting element'],
          wrong: ['The top-left corner, always', 'The element with the most text', 'The navigation bar'],
          explanation: 'Size, weight and contrast pull attention first, so use them for what matters most.',
        },
        {
          text: 'The main heading does not stand out enough. What is usually the most effective fix?',
          correct: ['Reduce the weight or contrast of the secondary text around it'],
          wrong: ['Make the heading much bigger', 'Add a second colour to the heading', 'Underline it'],
          explanation:
            'Stepping secondary elements back often creates hierarchy better than enlarging the primary one.',
        },
        {
          text: 'Which of these create visual hierarchy? Select all that apply.',
          correct: ['Size', 'Font weight', 'Colour contrast'],
          wrong: ['The order of layers in the design file'],
          explanation:
            'Size, weight and contrast are what the eye perceives; layer order is invisible to readers.',
        },
      ],
      'Choosing and pairing typefaces': [
        {
          text: 'What is a safe way to pair typefaces in an interface?',
          correct: [
            'One family for everything, or two with clearly different roles such as headings and body',
          ],
          wrong: ['A different typeface for every component', 'Two very similar serif faces side by side'],
          explanation:
            'Few typefaces with distinct roles look deliberate; near-duplicates look like a mistake.',
        },
        {
          text: 'Which two qualities matter most in a typeface for interface body text?',
          correct: ['Legibility at small sizes', 'A good range of weights'],
          wrong: ['Decorative letter shapes', 'All capitals by default'],
          explanation:
            'Body text must stay readable small, and weights give you emphasis without more typefaces.',
        },
      ],
      'Line length, line height and rhythm': [
        {
          text: 'How many characters per line read most comfortably in body text?',
          correct: ['50 to 75'],
          wrong: ['20 to 30', '100 to 120', 'As many as fit the screen'],
          explanation:
            'Lines much shorter break reading flow; much longer lines make it hard to find the next line.',
        },
        {
          text: 'Which line height suits body text?',
          correct: ['About 1.5'],
          wrong: ['1.0', 'About 2.5', 'It does not matter'],
          explanation: 'Around 1.5 gives lines room to breathe; headings need tighter line height.',
        },
        {
          text: 'Why do large headings need a tighter line height than body text?',
          correct: ['Their lines are short and large, so generous spacing makes them fall apart'],
          wrong: ['Browsers ignore line height on headings', 'Headings are never longer than one line'],
          explanation:
            'Line height is relative to font size, so a large size already brings plenty of space.',
        },
      ],
      'Contrast and accessibility': [
        {
          text: 'What contrast ratio must normal body text meet against its background?',
          correct: ['At least 4.5:1'],
          wrong: ['At least 2:1', 'At least 3:1', 'At least 10:1'],
          explanation: 'WCAG AA asks 4.5:1 for normal text and 3:1 for large text.',
        },
        {
          text: 'Which is the most common contrast failure in interfaces?',
          correct: ['Light grey text on a white background'],
          wrong: ['Black text on white', 'White text on dark blue', 'Dark text on pale yellow'],
          explanation:
            'Pale grey is popular for secondary text and very often falls below the required ratio.',
        },
        {
          text: 'A form field has an error. How should it be shown? Select all that apply.',
          correct: ['A message explaining the problem', 'An icon beside the message'],
          wrong: ['A red border alone', 'A change of background colour alone'],
          explanation: 'Colour must never be the only signal; text and an icon work for everyone.',
        },
      ],
    },
    final: [
      {
        text: 'Two related form fields and an unrelated section sit on one screen. Which spacing is right?',
        correct: ['A small gap between the related fields and a larger gap before the other section'],
        wrong: [
          'The same gap everywhere',
          'A larger gap between the related fields',
          'No gaps, only borders',
        ],
        explanation: 'Proximity communicates grouping before any border or heading does.',
      },
      {
        text: 'What is the first step in giving a screen a clear hierarchy?',
        correct: ['Decide the single most important element and make it win'],
        wrong: ['Make every heading bold', 'Pick the colour palette', 'Add more whitespace everywhere'],
        explanation: 'Hierarchy needs a decision about importance before any styling.',
      },
      {
        text: 'Large text (at least 24 px, or about 19 px when bold) needs which minimum contrast ratio?',
        correct: ['3:1'],
        wrong: ['1.5:1', '4.5:1', '7:1'],
        explanation: 'Large text is easier to read, so WCAG AA relaxes the requirement from 4.5:1 to 3:1.',
      },
      {
        text: 'How many font sizes should a typical interface type scale have?',
        correct: ['Five or six'],
        wrong: ['One', 'Two', 'As many as the screens need'],
        explanation:
          'A small scale keeps screens consistent; use weight for extra emphasis instead of new sizes.',
      },
      {
        text: 'How do you build a palette from a single brand colour?',
        correct: ['Create lighter and darker shades of it, plus neutral greys and a few signal colours'],
        wrong: [
          'Use only the brand colour at full strength',
          'Pick complementary colours at random',
          'Use pure black and the brand colour',
        ],
        explanation:
          'A range of shades covers backgrounds, borders and text, while signal colours cover states.',
      },
      {
        text: 'Which of these are signal colours that most interfaces need? Select all that apply.',
        correct: ['Red for errors', 'Green for success', 'Amber for warnings'],
        wrong: ['A second brand colour for every page'],
        explanation:
          'Consistent state colours help users read feedback at a glance, paired with text and icons.',
      },
      {
        text: 'Why is pure black (#000000) text on pure white often softened in interfaces?',
        correct: ['A very dark grey still has ample contrast but feels less harsh'],
        wrong: ['Pure black fails contrast requirements', 'Browsers cannot display pure black'],
        explanation: 'Near-black text keeps contrast well above 4.5:1 while reducing glare.',
      },
      {
        text: 'What does left-aligned body text give readers that centred text does not?',
        correct: ['A consistent starting edge for every line'],
        wrong: ['Larger letters', 'Better contrast', 'Fewer lines'],
        explanation: 'The eye returns to the same edge on each line; centred paragraphs make it search.',
      },
      {
        text: 'Which two changes make a cluttered dashboard calmer?',
        correct: [
          'Remove borders and boxes that spacing already implies',
          'Use one accent colour for what matters',
        ],
        wrong: ['Add a shadow to every card', 'Give every chart its own colour scheme'],
        explanation: 'Removing redundant decoration and limiting colour lets the important data stand out.',
      },
      {
        text: 'What should a primary button look like relative to secondary buttons?',
        correct: ['Filled with the accent colour while secondary buttons are quieter'],
        wrong: ['Exactly the same as the others', 'Smaller than the others', 'Placed off screen'],
        explanation: 'One visually dominant action tells users what the screen expects them to do next.',
      },
      {
        text: 'How many primary actions should a single screen usually have?',
        correct: ['One'],
        wrong: ['Three', 'As many as there are buttons', 'None'],
        explanation: 'Several competing primary actions remove the hierarchy that guides users.',
      },
      {
        text: 'Which of these make text harder to read? Select all that apply.',
        correct: ['Lines of 120 characters', 'Light grey text on white', 'Long paragraphs in all capitals'],
        wrong: ['A line height of about 1.5'],
        explanation: 'Long lines, low contrast and capitals slow reading; a 1.5 line height helps it.',
      },
      {
        text: 'Where do the values of a spacing scale usually come from?',
        correct: ['Multiples of a base unit such as 4 or 8 pixels'],
        wrong: [
          'The font size of each element',
          'The screen width divided by ten',
          'Random choice per screen',
        ],
        explanation: 'A base unit makes every value relate to the others and to the grid.',
      },
      {
        text: 'What should you do when critiquing an existing interface?',
        correct: ['Name the principle that is broken and the specific change that fixes it'],
        wrong: ['Say whether you like it', 'Start again from a blank page', 'Change the brand colour first'],
        explanation: 'Specific, principle-based feedback can be acted on; taste alone cannot.',
      },
      {
        text: 'What is the role of whitespace in a layout?',
        correct: ['It separates groups and gives important elements room to stand out'],
        wrong: ['It is wasted space that should be filled', 'It only matters on print layouts'],
        explanation: 'Whitespace is an active part of the design that creates grouping and emphasis.',
      },
    ],
  },

  'figma-for-product-teams': {
    chapters: {
      'Naming conventions that help everyone': [
        {
          text: 'How do slashes in a component name such as Button/Primary/Large help?',
          correct: ['They group components into folders in the assets panel'],
          wrong: [
            'They mark the component as deprecated',
            'They create variants automatically',
            'They hide the component',
          ],
          explanation: 'Slash naming builds a browsable hierarchy of components.',
        },
        {
          text: 'Layers should be named by…',
          correct: ['Their role, such as "price" or "avatar"'],
          wrong: ['Their appearance, such as "blue box"', 'Their position, such as "layer 12"'],
          explanation: 'Role names stay true when the styling changes and match how developers name things.',
        },
      ],
      'Auto layout basics': [
        {
          text: 'What does auto layout do to a frame?',
          correct: ['Arranges its children in a row or column with set spacing and padding'],
          wrong: [
            'Aligns the frame to the page grid',
            'Makes every child the same size',
            'Converts the frame to a component',
          ],
          explanation: 'Auto layout behaves like flexbox: direction, gap and padding drive the arrangement.',
        },
        {
          text: 'Which properties can you set on an auto layout frame? Select all that apply.',
          correct: ['Direction', 'Gap between items', 'Padding'],
          wrong: ['The typeface of its text'],
          explanation:
            'Direction, gap, padding and alignment belong to the frame; text styles belong to text layers.',
        },
      ],
      'Resizing rules: hug, fill and fixed': [
        {
          text: 'Which resizing setting makes a frame as small as its contents?',
          correct: ['Hug'],
          wrong: ['Fill', 'Fixed', 'Scale'],
          explanation: 'Hug contents shrinks or grows the frame with what is inside it.',
        },
        {
          text: 'Which settings are typical? Select all that apply.',
          correct: ['Buttons hug their label', 'Cards fill their column', 'Icons stay fixed'],
          wrong: ['Text inputs are always fixed at 100 px'],
          explanation: 'These defaults let designs survive long translations and different screen widths.',
        },
      ],
      'Variants and component properties': [
        {
          text: 'When should states such as default, hover and disabled be variants of one component?',
          correct: ['When they are versions of the same element that designers switch between'],
          wrong: ['Never: each state should be its own separate component', 'Only for icons'],
          explanation: 'Variants keep related versions together and make switching a single property change.',
        },
        {
          text: 'Which component property lets a designer show or hide an icon in a button instance?',
          correct: ['A boolean property'],
          wrong: ['A text property', 'A variant for every icon', 'Detaching the instance'],
          explanation: 'Boolean properties toggle layer visibility without multiplying variants.',
        },
      ],
      'Variables and modes': [
        {
          text: 'What do modes let a single variable do?',
          correct: ['Hold different values, for example for light and dark themes'],
          wrong: [
            'Change type from colour to number',
            'Be shared between unrelated files only',
            'Animate between values',
          ],
          explanation: "Switching a frame's mode swaps every variable value at once.",
        },
        {
          text: "Which colour variable name follows the lesson's advice?",
          correct: ['text-muted'],
          wrong: ['grey-500-ish', 'blue', '#6B7280'],
          explanation:
            'Names by purpose survive a rebrand; names by hue become wrong when the colour changes.',
        },
        {
          text: 'Why reference variables instead of raw hex codes?',
          correct: ['A brand change becomes a single edit'],
          wrong: ['Hex codes do not render in prototypes', 'Variables make files smaller to download'],
          explanation:
            'Every use updates when the variable changes, instead of hunting down hundreds of hex values.',
        },
      ],
      'Annotations developers actually read': [
        {
          text: 'What do developers need most from annotations?',
          correct: ['States, edge cases and behaviour'],
          wrong: ['Every pixel value', "The designer's mood board", 'Layer counts'],
          explanation:
            'Dev Mode already shows measurements; behaviour is what cannot be inferred from a static frame.',
        },
        {
          text: "Which situations should a screen's annotations cover? Select all that apply.",
          correct: ['What happens on error', 'What an empty list looks like', 'How very long text behaves'],
          wrong: ['Which Figma plugins were used'],
          explanation: 'These edge cases are where implementation questions come from.',
        },
      ],
    },
    final: [
      {
        text: 'What is the main benefit of a published team library?',
        correct: ['Every file uses the same components and styles, and updates reach them all'],
        wrong: ['Files open faster', 'It replaces version history', 'It exports code automatically'],
        explanation: 'A library is the single source of truth that teams subscribe to and update from.',
      },
      {
        text: 'A published component changes. What happens in files that use it?',
        correct: ['They are offered the update and can review and accept it'],
        wrong: ['They change silently at once', 'Nothing ever changes in them', 'The instances are detached'],
        explanation: 'Subscribers see library updates and choose when to accept them.',
      },
      {
        text: 'Why avoid detaching instances?',
        correct: ['A detached copy no longer receives updates from the main component'],
        wrong: ['Detached layers cannot be edited', 'Detaching deletes the main component'],
        explanation: 'Detaching breaks the link to the source, so fixes no longer propagate.',
      },
      {
        text: 'How should pages be organised in a product file?',
        correct: ['By purpose, for example ready for development, work in progress and archive'],
        wrong: ['One page per designer', 'Everything on a single page', 'Alphabetically by layer name'],
        explanation: 'Clear pages tell collaborators what is final and what is exploration.',
      },
      {
        text: 'Which of these can be stored in variables? Select all that apply.',
        correct: ['Colours', 'Spacing values', 'Corner radii'],
        wrong: ['Whole screens'],
        explanation: 'Variables hold single values such as colours, numbers, strings and booleans.',
      },
      {
        text: 'Nested auto layout is most useful for…',
        correct: ['Building real screens where rows contain columns that contain rows'],
        wrong: ['Rotating elements', 'Exporting images', 'Creating prototype transitions'],
        explanation: 'Nesting frames with their own direction and spacing models real layouts that adapt.',
      },
      {
        text: 'What should a prototype for developers focus on?',
        correct: ['The key flows and transitions between screens'],
        wrong: [
          'Every possible screen in the product',
          'Pixel-perfect animation of every hover',
          'Only the home screen',
        ],
        explanation:
          'Prototypes clarify how a flow behaves; exhaustive prototypes cost more than they explain.',
      },
      {
        text: 'Why agree naming conventions with developers?',
        correct: ['So component names in Figma match those in code'],
        wrong: ['Figma requires it to publish', 'To shorten the file'],
        explanation: 'Shared names make design reviews and hand-off conversations unambiguous.',
      },
      {
        text: 'Which two settings help a list item survive a 40-character merchant name on a narrow phone?',
        correct: [
          'The name text fills the available width',
          'The text truncates or wraps instead of overflowing',
        ],
        wrong: ['The list item has a fixed width of 375 px', 'The font size shrinks to fit'],
        explanation: 'Fill plus a text overflow rule lets the layout adapt without manual changes.',
      },
      {
        text: 'Where do developers inspect measurements, styles and variables in Figma?',
        correct: ['Dev Mode'],
        wrong: ['The prototype panel', 'The version history', 'The plugin menu'],
        explanation: 'Dev Mode presents specs and code hints, so annotations can focus on behaviour.',
      },
    ],
  },

  'ux-research-methods': {
    chapters: {
      'Choosing a method': [
        {
          text: 'You need to know how common a problem is among all your customers. Which method fits?',
          correct: ['A survey'],
          wrong: ['Five interviews', 'A moderated usability test', 'An affinity map'],
          explanation:
            'Surveys measure how widespread something is; interviews and tests explain why and how.',
        },
        {
          text: 'Where should choosing a research method start?',
          correct: ['From the decision the team needs to make'],
          wrong: ['From the method the team used last time', 'From the largest budget available'],
          explanation: 'The cheapest method that can inform the decision is the right one.',
        },
        {
          text: 'About how many participants typically uncover most of the serious usability problems in a flow?',
          correct: ['Five'],
          wrong: ['One', 'Fifty', 'Five hundred'],
          explanation:
            'Small rounds of about five participants find most serious issues; test again after fixing them.',
        },
      ],
      'Writing questions that do not lead': [
        {
          text: 'Which question is the most neutral?',
          correct: ['"Tell me about the last time you paid a bill."'],
          wrong: [
            '"Would you use this feature?"',
            '"How easy was that?"',
            '"Don\'t you find the old app confusing?"',
          ],
          explanation:
            'Asking about a specific past experience avoids guesses about the future and suggested answers.',
        },
        {
          text: 'Why stay silent for a few seconds after a participant answers?',
          correct: ['People often add the most useful detail to fill the pause'],
          wrong: ['It gives you time to take notes only', 'It signals that the answer was wrong'],
          explanation: 'Silence is a tool: participants tend to keep talking and reveal more.',
        },
      ],
      'Moderated usability tests': [
        {
          text: 'What should a moderator do when a participant gets stuck on a task?',
          correct: ['Ask what they expected to happen, without giving the answer'],
          wrong: [
            'Show them the right button',
            'Skip to the next participant',
            'Explain how the design is meant to work',
          ],
          explanation: 'Helping hides the problem; asking about expectations reveals why they are stuck.',
        },
        {
          text: 'Which two instructions help participants think aloud?',
          correct: [
            '"Please say what you are looking for as you go."',
            '"We are testing the design, not you."',
          ],
          wrong: ['"Try to finish as fast as possible."', '"Tell me which design you like best."'],
          explanation:
            'Narration shows their reasoning, and reassurance makes them comfortable admitting confusion.',
        },
      ],
      'Affinity mapping': [
        {
          text: 'How should an affinity group be named?',
          correct: [
            'With a sentence in the user\'s voice, such as "I never know if my payment went through"',
          ],
          wrong: ['With one word such as "Payments"', 'With the name of the participant who said it most'],
          explanation: "A sentence in the user's voice states the underlying problem, not just a topic.",
        },
        {
          text: 'Why count how many participants contributed to each group?',
          correct: ['So the loudest participant does not dominate the findings'],
          wrong: ['To calculate statistical significance', 'To pay participants per note'],
          explanation:
            'Counting contributors shows which problems are shared rather than repeated by one person.',
        },
      ],
      'Reporting findings that get used': [
        {
          text: 'What should a findings report lead with?',
          correct: ['The three findings that matter most and what to do about each'],
          wrong: [
            'The full methodology',
            'Every observation in chronological order',
            'A list of participants',
          ],
          explanation: 'Busy readers act on a few clear findings with recommendations.',
        },
        {
          text: 'Which of these help findings turn into product changes? Select all that apply.',
          correct: [
            'A short clip or quote for each finding',
            'Agreed owners and dates before the meeting ends',
          ],
          wrong: ['A 60-page appendix', 'Keeping the report private until it is perfect'],
          explanation:
            'Stories persuade in small studies, and owners with dates make sure something happens.',
        },
      ],
    },
    final: [
      {
        text: 'What can research not tell you reliably?',
        correct: ['Exactly how many people will buy a feature that does not exist yet'],
        wrong: ['Whether people can complete a task', 'What words customers use', 'How common a problem is'],
        explanation:
          'People are poor predictors of their own future behaviour; observe past and present behaviour instead.',
      },
      {
        text: 'What is the fastest way to recruit participants for a study this week?',
        correct: ['Invite existing customers through support contacts or an in-product message'],
        wrong: [
          "Wait for a panel agency's quarterly round",
          'Test only with colleagues from the design team',
        ],
        explanation: 'Real customers are reachable quickly; colleagues know too much to behave like users.',
      },
      {
        text: 'Which of these belong in a discussion guide? Select all that apply.',
        correct: [
          'Warm-up questions',
          'The main topics with open questions',
          'A closing question inviting anything missed',
        ],
        wrong: ['The answers you hope to hear'],
        explanation: 'A guide structures the conversation; expected answers bias the interviewer.',
      },
      {
        text: 'What is a key limitation of unmoderated tests?',
        correct: ['You cannot ask follow-up questions when something unexpected happens'],
        wrong: ['They cannot be recorded', 'They need a lab', 'Participants cannot use their own devices'],
        explanation:
          'Unmoderated tests are fast and cheap but lose the chance to probe confusion as it happens.',
      },
      {
        text: 'Why ask about past behaviour rather than future intentions?',
        correct: ['What people did is far more reliable than what they say they would do'],
        wrong: ['Past questions are shorter', 'Participants prefer them', 'Future questions are illegal'],
        explanation: 'Intentions are optimistic; concrete stories reveal real habits and pain.',
      },
      {
        text: 'In an interview, what should you mostly do?',
        correct: ['Listen and ask follow-up questions'],
        wrong: ['Explain the product roadmap', 'Defend the current design', 'Show the prototype right away'],
        explanation: 'The participant should do most of the talking; your job is to draw out detail.',
      },
      {
        text: 'Which is a good usability test task?',
        correct: ['"You want to pay your electricity bill before Friday. Show me how you would do that."'],
        wrong: ['"Click the Pay button."', '"Do you like the Pay screen?"'],
        explanation:
          'A realistic goal without interface words tests whether people can find the way themselves.',
      },
      {
        text: 'What should you do right after each session?',
        correct: ['Write down the key observations while they are fresh'],
        wrong: ['Start redesigning immediately', 'Delete the recording to save space'],
        explanation: 'Quick notes after each session make synthesis faster and more accurate.',
      },
      {
        text: 'Which two practices protect participants?',
        correct: ['Ask for consent before recording', 'Store recordings securely and only as long as needed'],
        wrong: [
          'Share clips publicly without asking',
          'Record without telling them to get natural behaviour',
        ],
        explanation: 'Informed consent and careful storage are basic research ethics and often legal duties.',
      },
      {
        text: 'Why do stories persuade more than statistics in small studies?',
        correct: ['Five participants cannot give reliable percentages, but a clip makes the problem real'],
        wrong: ['Statistics are always wrong', 'Stakeholders cannot read numbers'],
        explanation: 'Small samples show that a problem exists; a vivid example builds empathy to fix it.',
      },
    ],
  },

  'designing-for-accessibility': {
    chapters: {
      'WCAG in ten minutes': [
        {
          text: 'What are the four principles of WCAG?',
          correct: ['Perceivable, operable, understandable and robust'],
          wrong: [
            'Simple, fast, beautiful and secure',
            'Readable, clickable, printable and responsive',
            'Visible, audible, tactile and legal',
          ],
          explanation:
            'POUR sums up the guidelines: people must perceive, operate and understand content that works with their tools.',
        },
        {
          text: 'Which conformance level do most laws and policies ask for?',
          correct: ['AA'],
          wrong: ['A', 'AAA', 'B'],
          explanation: 'Level AA is the usual target; AAA is not required for whole sites.',
        },
      ],
      'Focus and keyboard navigation': [
        {
          text: 'What must be true of keyboard focus at all times?',
          correct: ['It is visible'],
          wrong: ['It is hidden until the mouse moves', 'It skips buttons', 'It starts at the footer'],
          explanation: 'Removing the focus outline without a replacement leaves keyboard users lost.',
        },
        {
          text: 'How should a dialog handle focus? Select all that apply.',
          correct: [
            'Keep focus inside while it is open',
            'Return focus to the button that opened it when closed',
          ],
          wrong: ['Move focus to the page footer when it opens', 'Disable the Escape key'],
          explanation: 'Trapping and returning focus keeps keyboard and screen-reader users oriented.',
        },
        {
          text: 'In what order should keyboard focus move through a page?',
          correct: ['In a logical order that follows the visual layout'],
          wrong: ['Alphabetically by label', 'From the bottom up', 'Randomly'],
          explanation: 'A focus order that matches the reading order makes the page predictable.',
        },
      ],
      'Alternative text that helps': [
        {
          text: 'What alt attribute should a purely decorative image have?',
          correct: ['An empty alt attribute (alt="")'],
          wrong: ['alt="image"', 'A description of its colours', 'No alt attribute at all'],
          explanation:
            'Empty alt tells screen readers to skip it; a missing alt may make them read the file name.',
        },
        {
          text: 'What should alternative text convey?',
          correct: ['The purpose of the image in its context'],
          wrong: ['Every pixel of the image', "The photographer's name", 'The file size'],
          explanation: "Alt text replaces the image's function, such as what a linked logo leads to.",
        },
        {
          text: 'How should a chart be made accessible? Select all that apply.',
          correct: ['Summarise the key insight in the text', 'Offer the data in a table'],
          wrong: ['Describe every bar in the alt text', 'Use colour alone to separate series'],
          explanation: 'A summary gives the point and the table gives the detail to anyone who needs it.',
        },
      ],
      'A fifteen-minute audit checklist': [
        {
          text: 'Which checks fit a quick accessibility audit? Select all that apply.',
          correct: [
            'Tab through the page with the keyboard',
            'Check text contrast',
            'Zoom the page to 200 percent',
          ],
          wrong: ['Count the number of images'],
          explanation: 'Keyboard, contrast and zoom checks find many of the most common failures in minutes.',
        },
        {
          text: 'What can an automated accessibility checker not judge?',
          correct: ["Whether alternative text actually describes the image's purpose"],
          wrong: ['Whether an image has an alt attribute', 'Whether text meets a contrast ratio'],
          explanation: 'Tools detect missing attributes and measurable ratios, but meaning needs a human.',
        },
      ],
    },
    final: [
      {
        text: 'Which of these are situational disabilities? Select all that apply.',
        correct: ['Reading a phone in bright sunlight', 'Watching a video on a noisy train'],
        wrong: ['Being colour-blind from birth'],
        explanation:
          'Situational limits affect anyone temporarily, which is why accessible design helps everybody.',
      },
      {
        text: 'How do most screen reader users move through a page quickly?',
        correct: ['By jumping between headings, landmarks and links'],
        wrong: ['By listening to every word from the top', 'By pressing Tab only', 'By zooming in'],
        explanation: 'A clear heading structure and landmarks make a page navigable by ear.',
      },
      {
        text: 'What does the "robust" principle of WCAG ask for?',
        correct: ['Content that works with current and future assistive technologies'],
        wrong: ['Pages that never crash', 'Strong passwords', 'Fast loading on slow networks'],
        explanation: 'Robust content uses standard, valid markup that assistive technologies can interpret.',
      },
      {
        text: 'Why should every form input have a visible label?',
        correct: ['Placeholders disappear when typing and are not reliably announced'],
        wrong: ['Labels improve search ranking', 'Browsers refuse to submit unlabelled forms'],
        explanation: 'Persistent labels help people with memory, vision and cognitive impairments.',
      },
      {
        text: 'Text must still work when the page is zoomed to what level?',
        correct: ['200 percent'],
        wrong: ['110 percent', '150 percent', 'Zoom is not covered by WCAG'],
        explanation: 'WCAG AA requires text to resize to 200 percent without loss of content or function.',
      },
      {
        text: 'A link says "Click here". What is the problem?',
        correct: ['Out of context, for example in a list of links, it does not say where it leads'],
        wrong: [
          'It is too short to click',
          'Screen readers cannot read it',
          'Links must be underlined twice',
        ],
        explanation: 'Screen reader users often list links, so link text should describe the destination.',
      },
      {
        text: 'What does a native button element give you for free? Select all that apply.',
        correct: ['It can be reached with the Tab key', 'Enter and Space activate it'],
        wrong: ['A visible label without any text inside it', 'Alt text for the icon it contains'],
        explanation:
          'Native buttons get focus, keyboard activation and the right role for free; labels are still yours to write.',
      },
      {
        text: 'An error appears when a form is submitted. What makes it accessible? Select all that apply.',
        correct: [
          'Text that says what is wrong and how to fix it',
          'The message is announced to screen readers',
        ],
        wrong: ['A red border only', 'A shake animation only'],
        explanation: 'Errors need a clear, announced message; colour and motion alone exclude many people.',
      },
      {
        text: 'Why should motion and animation respect the reduced-motion setting?',
        correct: ['Large movements can cause dizziness or nausea for people with vestibular disorders'],
        wrong: ['Animations slow down screen readers', 'Browsers block animations otherwise'],
        explanation: 'prefers-reduced-motion lets people who are affected by motion turn it down.',
      },
      {
        text: 'Which two habits keep accessibility from becoming a last-minute fix?',
        correct: [
          'Checking contrast and focus order in the first designs',
          'Testing with a keyboard while building',
        ],
        wrong: ['Running an audit just before launch', 'Waiting for a complaint'],
        explanation:
          'Designing and building accessibly from the start costs far less than retrofitting finished screens.',
      },
    ],
  },
};
