import type { SeedQuizzes } from './types.js';

export const personalGrowthQuizzes: SeedQuizzes = {
  'public-speaking-with-confidence': {
    chapters: {
      'One message, three supports': [
        {
          text: 'What should you write before making any slides?',
          correct: ['One sentence: "By the end, I want the audience to …"'],
          wrong: ['The title slide', 'A list of every fact you know', 'Your speaker biography'],
          explanation: 'A single message guides every choice about what stays in the talk.',
        },
        {
          text: 'Why support the message with three points?',
          correct: ['Audiences remember threes'],
          wrong: ['Talks must be exactly three minutes long', 'Three slides is the maximum'],
          explanation: 'Three points are enough to persuade and few enough to remember.',
        },
        {
          text: 'What should you do with an interesting fact that does not support your message?',
          correct: ['Cut it'],
          wrong: ['Add it as a fourth point', 'Put it on the title slide', 'Say it quickly at the end'],
          explanation: 'Anything that does not serve the message dilutes it, however interesting.',
        },
      ],
      'Openings that earn attention': [
        {
          text: 'Which opening earns attention best?',
          correct: ['A short, relevant story or a surprising fact'],
          wrong: [
            '"Can everyone hear me? Let me tell you about myself."',
            'Reading the agenda slide',
            'An apology for being nervous',
          ],
          explanation:
            'The first seconds decide whether people listen, so start with something that matters to them.',
        },
        {
          text: 'Why avoid opening with an apology?',
          correct: ["It lowers the audience's expectations and draws attention to what might go wrong"],
          wrong: ['Apologies take too long', 'Audiences always leave after an apology'],
          explanation: 'Confidence in the first moments sets the tone for the whole talk.',
        },
      ],
      'Closings people remember': [
        {
          text: 'What should the last thing you say be?',
          correct: ['Your message and a clear call to action'],
          wrong: [
            '"That\'s all I have, any questions?"',
            'A new point you forgot earlier',
            'An apology for running over',
          ],
          explanation: 'People remember the end; make it the point you want them to leave with.',
        },
        {
          text: 'Where should questions come relative to your closing?',
          correct: ['Before a short final close, so the talk does not end on a weak question'],
          wrong: ['After the close, ending the talk on the last question', 'Questions should never be taken'],
          explanation: 'Taking questions first and then closing lets you finish on your message.',
        },
      ],
      'Body language on stage and on camera': [
        {
          text: 'Where should you look when presenting online?',
          correct: ['At the camera lens'],
          wrong: ['At your own video', 'At your notes all the time', 'At the floor'],
          explanation: 'Looking into the lens feels like eye contact to the viewer.',
        },
        {
          text: 'Which of these distract an audience? Select all that apply.',
          correct: ['Wandering around without purpose', 'Swaying from foot to foot'],
          wrong: [
            'Natural hand movements that emphasise points',
            'Looking at one person for a full sentence',
          ],
          explanation: 'Stillness with purposeful gestures looks confident; constant movement distracts.',
        },
      ],
      'Rehearsal that works': [
        {
          text: 'How should you rehearse?',
          correct: ['Out loud, standing up, from the start'],
          wrong: [
            'Silently reading the notes',
            'Only the middle section',
            'Only in your head on the way to the talk',
          ],
          explanation: 'Silent reading hides awkward transitions that speaking reveals.',
        },
        {
          text: 'Which parts deserve the most practice?',
          correct: ['The opening and the closing'],
          wrong: ['The middle slides', 'The thank-you slide', 'The technical set-up only'],
          explanation: 'The opening and closing carry the most weight with the audience.',
        },
        {
          text: 'How many full run-throughs are usually enough?',
          correct: ['About three'],
          wrong: ['One', 'Twenty', 'None'],
          explanation: 'More than a few makes a talk sound memorised rather than spoken.',
        },
      ],
      'Managing nerves': [
        {
          text: 'What helps you use pre-talk nerves?',
          correct: ['Naming the feeling as excitement'],
          wrong: [
            'Telling yourself not to be nervous',
            'Drinking lots of coffee',
            'Avoiding the room until the last second',
          ],
          explanation: 'Nerves and excitement are the same arousal; reframing helps you use the energy.',
        },
        {
          text: 'Which breathing pattern calms the body quickly?',
          correct: ['Slow breaths with a longer exhale'],
          wrong: ['Fast, shallow breaths', 'Holding your breath', 'Breathing only through the mouth quickly'],
          explanation: "A longer exhale activates the body's calming response within a minute.",
        },
        {
          text: 'Which two habits make the room feel friendlier before you speak?',
          correct: ['Arrive early and test the equipment', 'Chat with a few audience members'],
          wrong: ['Arrive at the last moment', 'Avoid eye contact with everyone beforehand'],
          explanation: 'Familiar equipment and friendly faces reduce uncertainty.',
        },
      ],
      'Handling questions and tough audiences': [
        {
          text: 'You do not know the answer to a question. What should you do?',
          correct: ['Say so, and offer to find out and follow up'],
          wrong: ['Make up an answer', 'Ignore the question', 'Change the subject without comment'],
          explanation: 'Honesty builds credibility; a guess that turns out wrong destroys it.',
        },
        {
          text: 'Why repeat or rephrase a question before answering?',
          correct: ['Everyone hears it, and you confirm you understood it'],
          wrong: ['To use up time', 'To show the questioner was unclear'],
          explanation: 'It helps the whole audience and gives you a moment to think.',
        },
      ],
    },
    final: [
      {
        text: 'Why does structure matter more than natural talent in public speaking?',
        correct: ['A clear structure makes any speaker easy to follow'],
        wrong: ['Talent cannot be seen by audiences', 'Structure makes talks longer'],
        explanation: 'Audiences follow and remember organised talks, whoever gives them.',
      },
      {
        text: 'What does a deliberate pause do?',
        correct: ['Gives the audience time to absorb a point and adds emphasis'],
        wrong: ['Shows you forgot your notes', 'Wastes time', 'Signals the end of the talk'],
        explanation: 'Pauses feel longer to the speaker than to the audience and make points land.',
      },
      {
        text: 'How should slides be used?',
        correct: ['As support for what you say, with few words, not as a script to read'],
        wrong: ['As full paragraphs read aloud', 'As handouts only', 'Not at all, ever'],
        explanation: 'Reading slides splits attention and makes the speaker redundant.',
      },
      {
        text: 'Which of these improve your voice on stage? Select all that apply.',
        correct: ['Varying your pace', 'Slowing down for key points', 'Projecting to the back of the room'],
        wrong: ['Speaking as fast as possible to fit more in'],
        explanation: 'Variety and clarity keep attention; rushing loses the audience.',
      },
      {
        text: 'What should you speak from?',
        correct: ['Brief notes with key points'],
        wrong: ['A full script read word for word', 'Nothing, after memorising every word'],
        explanation: 'Notes keep you on track while letting you speak naturally.',
      },
      {
        text: 'What is the most important check before presenting online?',
        correct: ['Test your camera, microphone and screen sharing in advance'],
        wrong: ['Choose a funny virtual background', 'Turn off your camera to focus'],
        explanation: 'Technical problems are the main risk online, and most can be caught beforehand.',
      },
      {
        text: 'Someone interrupts repeatedly with hostile questions. What is a good response?',
        correct: ['Stay calm, acknowledge the point and offer to discuss it after the talk'],
        wrong: ['Argue until they stop', 'Ignore them completely', 'End the talk immediately'],
        explanation: 'Calm acknowledgement keeps control of the room without escalating.',
      },
      {
        text: 'Which two things should a five-minute talk have?',
        correct: ['One clear message', 'A call to action at the end'],
        wrong: ['Ten key points', 'A detailed history of the topic'],
        explanation: 'Short talks need a single message and a clear ending more than anything.',
      },
      {
        text: 'Why watch a recording of yourself with the sound off?',
        correct: ['To see your body language without being distracted by your words'],
        wrong: ['To check the camera quality', "To measure the talk's length"],
        explanation: 'Without sound, habits like swaying or fidgeting become obvious.',
      },
      {
        text: 'How much of your nervousness does the audience usually notice?',
        correct: ['Far less than you feel'],
        wrong: ['All of it', 'More than you feel', 'Exactly as much as you feel'],
        explanation: 'Most physical signs of nerves are invisible to the audience.',
      },
    ],
  },

  'deep-work-productivity': {
    chapters: {
      'Context switching': [
        {
          text: 'What is attention residue?',
          correct: ['Part of your mind staying on the previous task after you switch'],
          wrong: ['Notes left on your desk', 'Unread messages', 'Tiredness at the end of the day'],
          explanation: 'Residue lowers the quality of work on the next task.',
        },
        {
          text: 'How do you reduce the cost of shallow tasks such as email?',
          correct: ['Batch them together at set times'],
          wrong: ['Answer each message the moment it arrives', 'Do them during deep work blocks'],
          explanation: 'Batching means fewer switches, so less residue.',
        },
      ],
      'The weekly review': [
        {
          text: 'What is the purpose of a weekly review?',
          correct: ['Look back at the week, clear open loops and plan the week ahead'],
          wrong: [
            'Report hours to your manager',
            'Answer every unread email',
            'Rewrite your job description',
          ],
          explanation:
            'A regular review keeps plans current and stops tasks from slipping through the cracks.',
        },
        {
          text: 'Which of these belong in a weekly review? Select all that apply.',
          correct: [
            "Check next week's calendar",
            'Empty your inboxes into a task list',
            "Choose the week's outcomes",
          ],
          wrong: ['Reorganise your entire file system'],
          explanation: 'The review is short and focused on deciding what matters next.',
        },
      ],
      'Three outcomes per week': [
        {
          text: 'Which is an outcome rather than an activity?',
          correct: ['"Draft proposal sent to client"'],
          wrong: ['"Work on proposal"', '"Emails"', '"Meetings"'],
          explanation: 'An outcome describes a finished result you can check off.',
        },
        {
          text: 'What should you schedule first in your week?',
          correct: ['Time for your three outcomes'],
          wrong: ['Email time', 'All meetings others request', 'Breaks only'],
          explanation: 'Protecting time for what matters first lets everything else fit around it.',
        },
      ],
      'Time blocking': [
        {
          text: 'What should you do when the day does not go as planned?',
          correct: ['Re-block the rest of the day'],
          wrong: [
            'Abandon the plan for the day',
            'Work late to follow the original plan',
            'Stop planning entirely',
          ],
          explanation: 'Plans will change; re-blocking keeps you deliberate about the remaining time.',
        },
        {
          text: 'How long is a deep work block that suits most people?',
          correct: ['About ninety minutes'],
          wrong: ['Ten minutes', 'Four hours without a break', 'Exactly one hour every time'],
          explanation: 'Ninety minutes is long enough to go deep and short enough to sustain.',
        },
        {
          text: 'Which items should appear in a time-blocked day? Select all that apply.',
          correct: ['Deep work sessions', 'Time for email', 'Breaks'],
          wrong: ['Nothing after lunch, to stay flexible'],
          explanation: 'Every hour gets a job, including shallow work and rest.',
        },
      ],
      'Communication norms': [
        {
          text: 'What should team communication norms make clear?',
          correct: ['Which channels are for urgent matters and what response times are expected'],
          wrong: ['That everyone must reply within a minute', 'Which emojis are allowed'],
          explanation: 'Shared expectations remove the pressure to answer everything immediately.',
        },
        {
          text: 'Why write the norms down?',
          correct: ['Written norms remove the guilt of not replying immediately'],
          wrong: ['To punish people who break them', 'Because managers require paperwork'],
          explanation: 'An explicit agreement gives everyone permission to focus.',
        },
      ],
      'A shutdown ritual': [
        {
          text: 'Which of these belong in a shutdown ritual? Select all that apply.',
          correct: ['Review open loops and note the next step for each', "Check tomorrow's calendar"],
          wrong: ['Reply to every remaining email before leaving', 'Start a new project'],
          explanation: 'Capturing next steps lets your mind let go of work for the evening.',
        },
        {
          text: 'Why say a closing phrase such as "shutdown complete"?',
          correct: ['It signals to your brain that work is done for the day'],
          wrong: ['It turns off the computer', 'It notifies your team'],
          explanation: "A clear end point protects rest, which makes tomorrow's deep work possible.",
        },
      ],
    },
    final: [
      {
        text: 'Why is attention called your scarcest resource at work?',
        correct: ['It is limited each day, and interruptions consume it quickly'],
        wrong: ['Computers need it to run', 'It can be bought'],
        explanation: 'Focused attention, not hours, determines how much important work gets done.',
      },
      {
        text: 'Which of these reduce distractions in your setup? Select all that apply.',
        correct: [
          'Turning off non-essential notifications',
          'Closing chat during deep work',
          'Keeping the phone in another room',
        ],
        wrong: ['Keeping every app open just in case'],
        explanation: 'Removing triggers is easier than resisting them.',
      },
      {
        text: 'What is meeting-free time for teams?',
        correct: ['Agreed blocks when nobody schedules meetings, so everyone can focus'],
        wrong: ['Time when meetings happen without an agenda', 'A day off'],
        explanation: 'Shared focus time protects deep work for the whole team.',
      },
      {
        text: 'How should you build a habit that survives busy weeks?',
        correct: ['Make it small and tie it to an existing routine'],
        wrong: ['Make it as ambitious as possible', 'Rely on motivation each day'],
        explanation: 'Small, anchored habits keep going when time and energy are short.',
      },
      {
        text: 'You miss a day of your new routine. What is the best response?',
        correct: ['Resume the next day without trying to make up for it'],
        wrong: ['Give up on the routine', 'Double the routine the next day'],
        explanation: 'Missing once barely matters; missing repeatedly is what breaks a habit.',
      },
      {
        text: 'What is shallow work?',
        correct: ['Logistical tasks that do not need full concentration, such as routine email'],
        wrong: ['Work you do badly', 'Any work done in the morning', 'Work for junior colleagues'],
        explanation: 'Shallow work is necessary but should not crowd out deep work.',
      },
      {
        text: "Which two things support tomorrow's deep work?",
        correct: ['Enough sleep', 'A clear shutdown at the end of today'],
        wrong: ['Checking email at midnight', 'Skipping breaks'],
        explanation: 'Rest and a clean end to the day restore attention.',
      },
      {
        text: 'What makes a thirty-day focus plan work?',
        correct: ['A few specific changes, tracked daily and reviewed weekly'],
        wrong: ['Changing everything on day one', 'Not tracking anything'],
        explanation: 'Small, visible changes with regular review build lasting routines.',
      },
      {
        text: 'What does "just checking messages for a second" really cost?',
        correct: ['Several minutes of recovery before you are fully focused again'],
        wrong: ['Exactly one second', 'Nothing at all'],
        explanation: 'The switch itself is short, but regaining focus takes much longer.',
      },
      {
        text: 'How many weekly outcomes does the course recommend?',
        correct: ['No more than three'],
        wrong: ['At least ten', 'One per day', 'As many as your task list holds'],
        explanation: 'A few outcomes are achievable and keep focus on what matters.',
      },
    ],
  },

  'writing-clearly-at-work': {
    chapters: {
      'Bottom line up front': [
        {
          text: 'Where should the main request go in a work email?',
          correct: ['In the first sentence or two'],
          wrong: ['At the end, after the background', 'In the subject line only', 'In an attachment'],
          explanation: 'Busy readers decide in the first two lines whether to keep reading.',
        },
        {
          text: 'If the reader needs to act, what must the first paragraph say? Select all that apply.',
          correct: ['What they need to do', 'By when'],
          wrong: ['The full history of the project'],
          explanation: 'A clear action and deadline up front get clear answers.',
        },
      ],
      'Short sentences, strong verbs': [
        {
          text: 'Which sentence uses a strong verb?',
          correct: ['"We decided to delay the launch."'],
          wrong: [
            '"A decision was made regarding the delaying of the launch."',
            '"There was a delay decision made."',
          ],
          explanation: 'Active voice with a clear verb is shorter and says who did what.',
        },
        {
          text: 'Why keep sentences short?',
          correct: ['Readers understand and remember short sentences more easily'],
          wrong: ['Short sentences sound more formal', 'Email clients cut long sentences off'],
          explanation: 'Long sentences force readers to hold many ideas at once.',
        },
      ],
      'Cutting jargon': [
        {
          text: 'When does jargon save time?',
          correct: ['Only when every reader knows it'],
          wrong: ['Always', 'In every email to customers', 'Never, even between specialists'],
          explanation: 'For readers who do not know it, jargon excludes rather than saves time.',
        },
        {
          text: 'Which rewrite follows the lesson\'s advice for "utilisation of the tool"?',
          correct: ['"using the tool"'],
          wrong: ['"the tool\'s utilisation factor"', '"tool-based utilisation"'],
          explanation: 'Replace abstract nouns with verbs.',
        },
        {
          text: 'How can you test a draft for stiff, jargon-heavy language?',
          correct: ['Read it aloud: if you would not say it, do not write it'],
          wrong: ['Count the acronyms and add more', 'Make it longer'],
          explanation: 'Reading aloud exposes phrases nobody would say in conversation.',
        },
      ],
      'Headings and lists for skimmers': [
        {
          text: 'What makes a heading useful to a skimmer?',
          correct: ['It says what the section concludes or contains, such as "Costs rise 8% next year"'],
          wrong: ['It is one vague word such as "Overview"', 'It is in all capitals'],
          explanation: 'Informative headings let readers get the message without reading every paragraph.',
        },
        {
          text: 'When should you use a numbered list rather than bullets?',
          correct: ['When the order matters, such as steps'],
          wrong: ['Whenever there are more than two items', 'Never in emails'],
          explanation: 'Numbers signal sequence; bullets suit items of equal standing.',
        },
      ],
      'Writing a one-page proposal': [
        {
          text: 'Which of these belong in a one-page proposal? Select all that apply.',
          correct: ['The problem', 'The recommended solution and its cost', 'The decision needed'],
          wrong: ['Every detail of the analysis'],
          explanation: 'Supporting detail goes in an appendix so the page is actually read.',
        },
        {
          text: 'Why include the alternatives you considered?',
          correct: ['It shows the recommendation was chosen deliberately and answers "why not X?"'],
          wrong: ['To make the proposal longer', 'To let the reader pick at random'],
          explanation: 'Decision makers trust a recommendation more when they see the options weighed.',
        },
      ],
    },
    final: [
      {
        text: 'Why does unclear writing waste time twice?',
        correct: ['Once when it is written and again when readers struggle to understand it'],
        wrong: ['It must always be printed twice', 'It is sent to two people'],
        explanation: "Clear writing saves the reader's time as well as your own.",
      },
      {
        text: 'What are the three editing passes in this course about?',
        correct: ['Structure, then sentences, then words and typos'],
        wrong: ['Fonts, colours and images', 'Spelling, spelling and spelling', 'Length, length and length'],
        explanation: 'Working from big to small avoids polishing sentences you later delete.',
      },
      {
        text: 'How should you write a difficult message, such as a refusal?',
        correct: ['State the decision clearly and kindly, explain briefly, and offer what you can'],
        wrong: [
          'Hide the decision in the last paragraph',
          'Use vague language so it seems softer',
          'Write in capitals',
        ],
        explanation: 'Clarity is kinder than vagueness, and the tone carries the respect.',
      },
      {
        text: 'Which of these make a request easy to answer? Select all that apply.',
        correct: ['A specific question', 'A deadline', 'Options the reader can choose from'],
        wrong: ['Several unrelated questions buried in paragraphs'],
        explanation: 'Specific, bounded requests get specific answers.',
      },
      {
        text: 'What is a good subject line for a request?',
        correct: ['"Approval needed by Friday: Q3 training budget"'],
        wrong: ['"Quick question"', '"Hi"', '"Following up"'],
        explanation: 'A subject that states the action and topic helps readers prioritise.',
      },
      {
        text: 'Which is plain language?',
        correct: ['"We will start on Monday."'],
        wrong: [
          '"Commencement of activities is scheduled for the beginning of the working week."',
          '"Kick-off is slated for EOW+1 Mon."',
        ],
        explanation: 'Plain words say the same thing in fewer, clearer terms.',
      },
      {
        text: 'When should an acronym be explained?',
        correct: ['The first time it appears'],
        wrong: ['Never', 'Only in the appendix', 'Every time it appears'],
        explanation: 'One explanation is enough for readers who do not know it.',
      },
      {
        text: 'What helps most when writing in English as a second language?',
        correct: ['Short sentences and common words'],
        wrong: ['Complex idioms', 'Very long paragraphs', 'Rare technical synonyms'],
        explanation: 'Simple language is also easiest for international readers to understand.',
      },
      {
        text: 'Which two changes make a long report easier to skim?',
        correct: ['Informative headings', 'A summary at the top'],
        wrong: ['Smaller font', 'Removing all white space'],
        explanation: 'Readers who skim rely on the summary and headings to find what they need.',
      },
      {
        text: 'Why keep a proposal to one page?',
        correct: ['So that it is actually read by the people who decide'],
        wrong: ['Printers only take one page', 'Longer proposals are not allowed'],
        explanation: 'Decision makers have little time; detail can live in an appendix.',
      },
    ],
  },

  'personal-finance-basics': {
    finalDraw: 10,
    chapters: {
      'A budget you will keep': [
        {
          text: 'Where should a new budget start?',
          correct: ['From what you actually spent over the last three months'],
          wrong: ['From what you think you spend', "From a friend's budget", "From next year's salary"],
          explanation: 'Real transactions show where money really goes.',
        },
        {
          text: 'What are the three groups the course divides spending into?',
          correct: ['Needs, wants and savings'],
          wrong: ['Food, rent and fun', 'Cash, card and transfer', 'Daily, weekly and monthly'],
          explanation: 'These groups make trade-offs between spending and saving visible.',
        },
        {
          text: 'How often should you review a new budget in the first two months?',
          correct: ['Weekly'],
          wrong: ['Once a year', 'Never', 'Only when you run out of money'],
          explanation: 'New budgets need adjusting, and weekly reviews catch problems early.',
        },
      ],
      'Avalanche or snowball': [
        {
          text: 'Which debt does the avalanche method pay off first?',
          correct: ['The one with the highest interest rate'],
          wrong: ['The one with the smallest balance', 'The oldest one', 'The one with the largest balance'],
          explanation: 'Targeting the highest rate first costs the least interest overall.',
        },
        {
          text: "What is the snowball method's main advantage?",
          correct: ['Quick wins from clearing small balances build motivation'],
          wrong: ['It always costs the least interest', 'It needs no budget'],
          explanation: 'Snowball trades some cost for momentum; either beats having no plan.',
        },
      ],
      'Building an emergency fund': [
        {
          text: 'How large is a common emergency fund target?',
          correct: ['Three to six months of essential expenses'],
          wrong: ['One week of expenses', 'Ten years of income', "Exactly one month's rent"],
          explanation: 'That range covers most job losses or large surprise bills.',
        },
        {
          text: 'Where should an emergency fund be kept?',
          correct: ['In an easy-access savings account'],
          wrong: ['In individual shares', 'In a long fixed-term deposit', 'Lent to friends'],
          explanation: 'Emergency money must be safe and available quickly, not invested for growth.',
        },
      ],
      'Compound growth explained': [
        {
          text: 'What is compound growth?',
          correct: ['Earning returns on your earlier returns as well as on what you put in'],
          wrong: [
            'Returns that are fixed each year',
            'Interest paid only on the original amount',
            'Growth from adding more money',
          ],
          explanation: 'Returns on returns make growth accelerate over long periods.',
        },
        {
          text: 'Which matters most for compound growth? Select all that apply.',
          correct: ['Time', 'The rate of return after costs'],
          wrong: ['How often you check your balance'],
          explanation: 'Starting early and keeping costs low let compounding do the work.',
        },
      ],
      'Diversification and costs': [
        {
          text: 'Why does diversification reduce risk?',
          correct: ['One company or country failing hurts a spread portfolio much less'],
          wrong: ['It guarantees a profit', 'It removes all risk', 'It increases fees'],
          explanation: 'Spreading money across many holdings limits the damage any one can do.',
        },
        {
          text: 'Which is a cheap way to diversify?',
          correct: ['A broad, low-cost index fund'],
          wrong: [
            'Buying shares in one company you like',
            'Putting everything in one sector',
            'Picking stocks from tips',
          ],
          explanation: 'Index funds hold many companies for a small annual fee.',
        },
        {
          text: 'Why does a one percent difference in annual fees matter so much?',
          correct: ['Fees compound like returns and can consume a large share of long-term gains'],
          wrong: ['It does not matter over long periods', 'Fees are only charged once'],
          explanation: 'Over thirty years, a small yearly cost grows into a large sum.',
        },
      ],
    },
    final: [
      {
        text: 'What does "give every dollar a job" mean?',
        correct: ['Assign all income to spending, saving or debt repayment in your budget'],
        wrong: [
          'Spend all your money each month',
          'Only budget for bills',
          'Invest every dollar immediately',
        ],
        explanation: 'Planning every dollar leaves no money unaccounted for.',
      },
      {
        text: 'Which of these is usually considered "good debt"?',
        correct: ['A reasonable loan for something that grows in value or raises income'],
        wrong: ['Credit card debt for holidays', 'Payday loans', 'Buy-now-pay-later for clothes'],
        explanation:
          'Debt that funds lasting value at a fair rate can make sense; costly consumer debt rarely does.',
      },
      {
        text: 'Which two steps usually come before investing for the long term?',
        correct: ['Build an emergency fund', 'Pay off high-interest debt'],
        wrong: ['Buy a new car', 'Take out a loan to invest'],
        explanation: 'A safety net and no costly debt let investments stay invested.',
      },
      {
        text: 'What can diversification not protect you from?',
        correct: ['A fall across the whole market'],
        wrong: ['One company going bankrupt', 'One sector having a bad year'],
        explanation:
          'Spreading money limits the damage of single failures, but a broad market fall affects nearly everything.',
      },
      {
        text: 'Which of these are common investing mistakes? Select all that apply.',
        correct: [
          "Chasing last year's best-performing fund",
          'Trying to time the market',
          'Selling in a panic when markets fall',
        ],
        wrong: ['Investing a fixed amount every month'],
        explanation: 'Past winners and market timing rarely work; steady investing does.',
      },
      {
        text: 'What is an index fund?',
        correct: ['A fund that tracks a market index by holding the companies in it'],
        wrong: ['A savings account', 'A fund that picks a few stocks it expects to rise', 'A type of loan'],
        explanation: 'Index funds offer broad diversification at low cost.',
      },
      {
        text: '1,000 grows at 7 percent a year for two years. About how much is it worth?',
        correct: ['1,145'],
        wrong: ['1,140', '1,070', '1,014'],
        explanation:
          "1,000 × 1.07 × 1.07 ≈ 1,145: the second year earns a return on the first year's return too.",
      },
      {
        text: 'What should you do with a pay rise to grow your savings?',
        correct: ['Increase your automatic savings before spending rises'],
        wrong: ['Spend it all on lifestyle', 'Stop budgeting'],
        explanation: 'Saving part of every rise avoids lifestyle creep.',
      },
      {
        text: 'Why automate savings?',
        correct: ['Money is saved before you have the chance to spend it'],
        wrong: ['Banks pay more interest on automated savings by law', 'It avoids paying tax'],
        explanation: 'Paying yourself first makes saving the default rather than an effort.',
      },
      {
        text: 'What does a money snapshot show?',
        correct: ['What you own, what you owe and where your money goes'],
        wrong: ['Only your salary', 'Your credit score', 'Your tax code'],
        explanation: 'Knowing where you stand is the first step of any plan.',
      },
      {
        text: 'What is the relationship between risk and expected return?',
        correct: ['Higher expected returns usually come with higher risk'],
        wrong: [
          'Higher returns always mean lower risk',
          'They are unrelated',
          'Risk can be removed completely',
        ],
        explanation: 'Investors are paid for accepting uncertainty.',
      },
      {
        text: 'Which are sensible savings goals? Select all that apply.',
        correct: [
          "An emergency fund of three months' expenses",
          'A house deposit in five years, with a monthly amount',
        ],
        wrong: ['"Save more, somehow"'],
        explanation: 'Good goals are specific, with an amount and a date.',
      },
      {
        text: 'How long should money be invested in shares?',
        correct: ['For the long term, usually at least five years'],
        wrong: ['A few weeks', 'Only until the next dip', 'One day'],
        explanation: 'Shares can fall sharply in the short term; time smooths the ride.',
      },
      {
        text: 'You have a credit card at 24 percent and a loan at 6 percent. With the avalanche method, which gets extra payments first?',
        correct: ['The credit card'],
        wrong: ['The loan', 'Both equally', 'Neither'],
        explanation: 'Avalanche pays the highest rate first while making minimum payments on the rest.',
      },
      {
        text: 'Why compare funds on their total cost rather than past returns?',
        correct: ['Costs are certain and predictable, while past returns do not predict future ones'],
        wrong: ['Past returns are secret', 'Costs never change anything'],
        explanation: 'Low costs are one of the few reliable advantages an investor can choose.',
      },
    ],
  },
};
