import type { SeedQuizzes } from './types.js';

export const businessQuizzes: SeedQuizzes = {
  'project-management-essentials': {
    finalDraw: 10,
    chapters: {
      'The one-page charter': [
        {
          text: 'Which part of a project charter is the most valuable to write?',
          correct: ['The out-of-scope list'],
          wrong: ['The team photo', 'The detailed task list', 'The Gantt chart'],
          explanation:
            'Stating what the project will not deliver surfaces disagreements while they are still cheap.',
        },
        {
          text: 'Which of these belong in a one-page charter? Select all that apply.',
          correct: ['Why the project exists', 'Who decides', 'How success is measured'],
          wrong: ['Every task with its estimate'],
          explanation:
            'The charter sets purpose, scope, authority and success; detailed planning comes later.',
        },
        {
          text: 'When should the sponsor sign off the charter?',
          correct: ['Before any detailed planning begins'],
          wrong: ['After the project ends', 'Only if the project runs late', 'Never: it is an internal note'],
          explanation: 'Agreement on the charter first prevents planning work built on the wrong scope.',
        },
      ],
      'Work breakdown structures': [
        {
          text: 'What does a work breakdown structure describe?',
          correct: ['All the deliverables of the project, broken down into smaller pieces of work'],
          wrong: [
            'The order of tasks over time',
            'The organisation chart of the team',
            'The project budget only',
          ],
          explanation: 'A WBS breaks scope into manageable parts; the schedule then puts them in time order.',
        },
        {
          text: 'Roughly how small should the lowest-level work packages be?',
          correct: ['Small enough to estimate and assign to one owner'],
          wrong: [
            'One per department',
            'As large as possible to keep the list short',
            'Exactly one hour each',
          ],
          explanation: 'Packages you can estimate and give an owner make the plan trackable.',
        },
      ],
      'Estimating without guessing': [
        {
          text: 'Who should estimate a piece of work?',
          correct: ['The people who will do the work'],
          wrong: ['The sponsor', 'The project manager alone', 'Whoever estimates fastest'],
          explanation: 'Those doing the work know its detail and are committed to the estimate.',
        },
        {
          text: 'What does a three-point estimate give?',
          correct: ['An optimistic, a likely and a pessimistic figure'],
          wrong: [
            'Three estimates from three departments',
            'The cost, the time and the quality',
            'Three equal parts of the work',
          ],
          explanation: 'The spread between the figures exposes uncertainty that a single number hides.',
        },
        {
          text: 'Where should contingency be added?',
          correct: ['Explicitly at the project level'],
          wrong: ['Hidden inside every task', 'Nowhere: good estimates need none', 'Only to the last task'],
          explanation: 'Visible contingency can be managed; padding every task gets silently used up.',
        },
      ],
      'Schedules and the critical path': [
        {
          text: 'What is the critical path?',
          correct: ['The longest chain of dependent tasks, which sets the earliest finish date'],
          wrong: [
            'The list of the most expensive tasks',
            'The tasks the sponsor cares about',
            'The shortest route through the plan',
          ],
          explanation: 'Any delay on the critical path delays the whole project.',
        },
        {
          text: 'A task not on the critical path slips by two days, and it has five days of float. What happens to the end date?',
          correct: ['Nothing'],
          wrong: ['It moves by two days', 'It moves by five days', 'It moves by seven days'],
          explanation: 'Float is how much a task can slip before it affects the project finish.',
        },
      ],
      'A risk register people use': [
        {
          text: 'How should each risk be described?',
          correct: ['As a cause, an event and an effect'],
          wrong: [
            'As one word such as "budget"',
            'As the name of the person who raised it',
            'As a percentage only',
          ],
          explanation: 'Cause, event and effect make the risk specific enough to act on.',
        },
        {
          text: 'Which of these keep a risk register useful? Select all that apply.',
          correct: [
            'Give each risk an owner',
            'Review the top five risks in every status meeting',
            'Close risks that no longer apply',
          ],
          wrong: ['Add every conceivable risk and never remove any'],
          explanation: 'A short, owned and current register gets read; a long one gets ignored.',
        },
      ],
      'Running a retrospective': [
        {
          text: 'What should a retrospective focus on?',
          correct: ['The process, not individuals'],
          wrong: ['Who made the most mistakes', 'The project budget only', 'Celebrating without criticism'],
          explanation: 'Blaming people makes them defensive; improving the process helps the next project.',
        },
        {
          text: 'How many actions should a retrospective end with?',
          correct: ['No more than three, each with an owner'],
          wrong: ['As many as were suggested', 'None: discussion is enough', 'Ten, to be thorough'],
          explanation: 'A few owned actions actually get done.',
        },
      ],
    },
    final: [
      {
        text: 'What does a project manager really spend most time on?',
        correct: ['Communicating: aligning people, decisions and information'],
        wrong: ['Doing the technical work', 'Filling in software tools', 'Approving invoices'],
        explanation: 'Keeping everyone informed and aligned is the core of the role.',
      },
      {
        text: 'Which question does a good charter answer first?',
        correct: ['Why does this project exist?'],
        wrong: ['Which software will we use?', 'Who sits where?', 'What colour is the logo?'],
        explanation: 'The purpose guides every later decision about scope and priorities.',
      },
      {
        text: 'A stakeholder with high influence and high interest should be…',
        correct: ['Managed closely and involved in key decisions'],
        wrong: [
          'Kept informed with a monthly newsletter only',
          'Monitored with minimal effort',
          'Ignored until the end',
        ],
        explanation: 'The power–interest grid puts high-high stakeholders in the "manage closely" corner.',
      },
      {
        text: 'Which of these make a status report truthful? Select all that apply.',
        correct: [
          'A status colour that reflects reality, even when it is red',
          'What is blocked and what help is needed',
        ],
        wrong: ['Only the good news', 'A long list of activities without outcomes'],
        explanation: 'An honest report lets sponsors help early instead of being surprised late.',
      },
      {
        text: 'A stakeholder asks for an extra feature mid-project. What is the first step?',
        correct: ['Assess its impact on time, cost and risk, then take it to the decision maker'],
        wrong: ['Add it quietly', 'Refuse it outright', 'Ask the team to work weekends'],
        explanation: 'Scope changes are decisions with trade-offs, made visibly by whoever owns the scope.',
      },
      {
        text: 'What is scope creep?',
        correct: ['Uncontrolled growth of the work without matching changes to time or budget'],
        wrong: ['A formal change request', 'The project finishing early', 'A risk that has closed'],
        explanation: 'Small unmanaged additions add up and sink schedules.',
      },
      {
        text: 'Which estimate is most likely to be accurate?',
        correct: ['A sum of estimates of small tasks, made by the people doing them'],
        wrong: ['One guess for the whole project by the sponsor', "Last project's total, unchanged"],
        explanation: 'Small, informed estimates reduce error compared with one top-down guess.',
      },
      {
        text: 'What does a dependency between two tasks mean?',
        correct: ['One task cannot start or finish until the other does'],
        wrong: [
          'Both tasks have the same owner',
          'Both tasks cost the same',
          'The tasks can run in any order',
        ],
        explanation: 'Dependencies decide the order of work and therefore the critical path.',
      },
      {
        text: "How should a risk's priority be judged?",
        correct: ['By its likelihood and its impact'],
        wrong: ['By who raised it', 'By how recently it was added', 'By its length in words'],
        explanation: 'Rating both dimensions puts the most serious risks at the top.',
      },
      {
        text: 'Which two are valid responses to a risk?',
        correct: ['Reduce its likelihood', 'Transfer it, for example through insurance or a contract'],
        wrong: ['Delete it from the register', 'Hide it from the sponsor'],
        explanation: 'Risks can be avoided, reduced, transferred or accepted, but not wished away.',
      },
      {
        text: 'What is a milestone?',
        correct: ['A significant point in the schedule with no duration, such as "lease signed"'],
        wrong: ['A task that takes more than a month', 'A budget line', 'A team meeting'],
        explanation: 'Milestones mark progress and are useful checkpoints in reports.',
      },
      {
        text: 'Which method suits a project whose requirements will change often?',
        correct: ['An iterative, agile approach with short cycles'],
        wrong: ['A single detailed plan fixed at the start', 'No planning at all'],
        explanation: "Short cycles let the team adapt; the course's tools work with either approach.",
      },
      {
        text: 'Which of these are signs that a project is in trouble? Select all that apply.',
        correct: [
          'Critical-path tasks keep slipping',
          'Risks are never reviewed',
          'Status is always green while deadlines are missed',
        ],
        wrong: ['The team holds a short weekly check-in'],
        explanation:
          'Slipping critical work, ignored risks and "watermelon" reports are classic warning signs.',
      },
      {
        text: 'Who should attend a project retrospective?',
        correct: ['The people who did the work on the project'],
        wrong: ['Only senior management', 'Only the project manager', 'Customers only'],
        explanation: 'Those involved know what happened and can change how they work next time.',
      },
      {
        text: 'When does a project end?',
        correct: ['When the agreed deliverables are accepted and the project is formally closed'],
        wrong: [
          'When the budget runs out',
          'When the project manager leaves',
          'When the first deliverable ships',
        ],
        explanation: 'A formal close confirms acceptance, releases the team and captures lessons learned.',
      },
    ],
  },

  'financial-statements-for-managers': {
    chapters: {
      'Profit is not cash': [
        {
          text: 'How can a profitable, growing business run out of money?',
          correct: ['Revenue is recorded on delivery, but customers have not paid yet'],
          wrong: [
            'Profitable businesses cannot run out of money',
            'Profit is always paid out to shareholders',
            'Taxes are charged twice',
          ],
          explanation: 'Growth ties cash up in receivables and stock before it comes back as payments.',
        },
        {
          text: 'Which statement reconciles profit with the actual movement of cash?',
          correct: ['The cash flow statement'],
          wrong: ['The income statement', 'The budget', 'The statement of changes in equity'],
          explanation:
            'The cash flow statement starts from profit and adjusts for non-cash items and working capital.',
        },
      ],
      'Revenue, costs and margins': [
        {
          text: 'Which cost belongs in the cost of goods sold of a coffee chain?',
          correct: ['Coffee beans and milk'],
          wrong: ['Head-office salaries', 'Advertising', 'Interest on loans'],
          explanation:
            'Direct costs of what was sold are in cost of goods sold; overheads come below gross profit.',
        },
        {
          text: 'What is the order of these lines on an income statement, from top to bottom?',
          correct: ['Revenue, gross profit, operating profit, net profit'],
          wrong: [
            'Net profit, operating profit, gross profit, revenue',
            'Gross profit, revenue, net profit, operating profit',
          ],
          explanation: 'Each line subtracts another layer of costs from revenue.',
        },
      ],
      'Gross versus operating margin': [
        {
          text: 'A company has revenue of 200 and gross profit of 150. What is its gross margin?',
          correct: ['75 percent'],
          wrong: ['25 percent', '50 percent', '150 percent'],
          explanation: 'Gross margin is gross profit divided by revenue: 150 ÷ 200 = 75 percent.',
        },
        {
          text: 'Which business typically has the higher gross margin?',
          correct: ['A software company'],
          wrong: ['A coffee chain', 'They are always equal'],
          explanation:
            'Software costs little to deliver again, while every coffee needs ingredients and staff.',
        },
        {
          text: 'What should margins be compared with? Select all that apply.',
          correct: ['Similar businesses', 'The same company in earlier years'],
          wrong: ['Companies in unrelated industries, without adjustment'],
          explanation: 'Business models differ so much that cross-industry comparisons mislead.',
        },
      ],
      'Assets, liabilities and equity': [
        {
          text: 'Which equation always holds on a balance sheet?',
          correct: ['Assets = liabilities + equity'],
          wrong: [
            'Assets = revenue − costs',
            'Equity = assets + liabilities',
            'Liabilities = assets + equity',
          ],
          explanation: 'Everything the company owns is financed either by what it owes or by its owners.',
        },
        {
          text: 'Which of these are liabilities? Select all that apply.',
          correct: ['A bank loan', 'Unpaid supplier invoices'],
          wrong: ['Cash in the bank', 'Money customers owe the company'],
          explanation: 'Liabilities are what the company owes; cash and receivables are assets.',
        },
      ],
      'Working capital': [
        {
          text: 'How is working capital calculated?',
          correct: ['Current assets minus current liabilities'],
          wrong: ['Revenue minus costs', 'Total assets minus equity', 'Cash plus loans'],
          explanation: 'It measures the short-term cushion available to run the business.',
        },
        {
          text: 'What does days sales outstanding measure?',
          correct: ['How long customers take, on average, to pay'],
          wrong: [
            'How many days of stock are held',
            'How long the company takes to pay suppliers',
            'Days until year end',
          ],
          explanation: 'A rising DSO means cash is increasingly tied up in unpaid invoices.',
        },
      ],
    },
    final: [
      {
        text: "What are a company's three main financial statements?",
        correct: ['Income statement, balance sheet and cash flow statement'],
        wrong: [
          'Budget, forecast and variance report',
          'Invoice, receipt and purchase order',
          'Payroll, tax return and bank statement',
        ],
        explanation: 'Together they show performance over a period, position at a date, and cash movement.',
      },
      {
        text: "The balance sheet shows the company's position…",
        correct: ['At a single date'],
        wrong: [
          'Over a whole year',
          'For the next twelve months',
          'Since the company was founded, month by month',
        ],
        explanation: 'It is a snapshot; the income and cash flow statements cover a period.',
      },
      {
        text: 'A customer buys on 60-day credit. Where does the sale appear first?',
        correct: ['As revenue and a receivable, before any cash arrives'],
        wrong: ['Only in cash, when paid', 'As a liability', 'Nowhere until paid'],
        explanation: 'Accrual accounting records revenue when it is earned, not when it is paid.',
      },
      {
        text: 'What is operating margin?',
        correct: ['Operating profit divided by revenue'],
        wrong: ['Revenue divided by assets', 'Net profit divided by equity', 'Gross profit minus tax'],
        explanation: 'It shows what is left from each unit of revenue after running the whole business.',
      },
      {
        text: 'Which of these tie cash up in working capital? Select all that apply.',
        correct: ['Rising stock levels', 'Customers paying more slowly'],
        wrong: ['Paying suppliers later', 'Collecting invoices faster'],
        explanation: 'More stock and slower collection absorb cash; the other two release it.',
      },
      {
        text: 'What is a variance in a budget report?',
        correct: ['The difference between actual and budgeted figures'],
        wrong: ['A statistical measure of risk', 'A type of loan', 'A change in accounting rules'],
        explanation: 'Explaining variances is how managers learn where plans and reality diverged.',
      },
      {
        text: 'How does a forecast differ from a budget?',
        correct: [
          'A forecast is updated during the year with the latest expectations; a budget is the agreed plan',
        ],
        wrong: ['They are the same thing', 'A budget is only for sales', 'A forecast covers past years'],
        explanation: 'Comparing actuals with both shows performance against the plan and the latest view.',
      },
      {
        text: 'Why does depreciation reduce profit but not cash in the year it is charged?',
        correct: [
          'The cash was spent when the asset was bought; depreciation spreads that cost over its life',
        ],
        wrong: ['Depreciation is paid to the tax office', 'Depreciation is an accounting error'],
        explanation: 'It is a non-cash charge, which the cash flow statement adds back.',
      },
      {
        text: 'Which question is the sharpest to ask a finance colleague about a strong profit year?',
        correct: ['"Did operating cash flow rise with profit, and if not, why?"'],
        wrong: ['"Can we spend it all now?"', '"Why is the font so small?"'],
        explanation: 'Profit that does not turn into cash deserves an explanation.',
      },
      {
        text: 'Return on capital compares operating profit with what?',
        correct: ['The capital invested in the business'],
        wrong: ['The number of employees', 'The revenue of competitors', 'The share price'],
        explanation: 'It shows how well the business turns the money invested in it into profit.',
      },
    ],
  },

  'product-management-idea-to-launch': {
    chapters: {
      'Problems before solutions': [
        {
          text: 'A stakeholder asks for "a chat feature". What should a product manager ask first?',
          correct: ['What problem would it solve, and how would we know it was solved?'],
          wrong: [
            'Which chat vendor should we buy?',
            'Can we ship it this week?',
            'What colour should it be?',
          ],
          explanation: 'Stakeholders arrive with solutions; the job is to uncover the problem behind them.',
        },
        {
          text: 'What does an opportunity solution tree link together?',
          correct: ['A measurable outcome, the problems behind it and candidate solutions'],
          wrong: [
            'Team members and their managers',
            'Features and their release dates',
            'Bugs and their fixes',
          ],
          explanation: 'It keeps solutions honest by tying each one to a problem and an outcome.',
        },
        {
          text: 'Which interview question finds real pain best?',
          correct: ['"Tell me about the last time you ordered groceries online."'],
          wrong: ['"Would you like a faster checkout?"', '"What features should we build?"'],
          explanation:
            'Recent, concrete experiences reveal real problems; hypothetical questions invite guesses.',
        },
      ],
      'Testing assumptions cheaply': [
        {
          text: 'Which of these are cheap ways to test an assumption? Select all that apply.',
          correct: [
            'A clickable prototype shown to five customers',
            'A fake-door button that measures interest',
          ],
          wrong: ['Building the full feature and waiting for feedback'],
          explanation: 'Cheap tests answer the riskiest question before expensive building starts.',
        },
        {
          text: 'Which assumption should you test first?',
          correct: ['The riskiest one that the idea depends on'],
          wrong: ['The easiest one to test', 'The one the CEO proposed', 'The last one on the list'],
          explanation: 'Testing the make-or-break assumption first avoids wasted work.',
        },
      ],
      'Writing a product brief': [
        {
          text: 'Which of these belong in a product brief? Select all that apply.',
          correct: ['The problem and who has it', 'The goal and how it will be measured', 'Non-goals'],
          wrong: ['Pixel-perfect designs of every screen'],
          explanation:
            'The brief defines the problem and success, leaving the solution loose enough to shape.',
        },
        {
          text: 'Why list non-goals in a brief?',
          correct: ['They make clear what the team will not do, preventing scope arguments later'],
          wrong: ['They list goals for next year', 'They are required by engineering tools'],
          explanation: 'Explicit non-goals stop the project from quietly growing.',
        },
      ],
      'Prioritisation frameworks compared': [
        {
          text: 'In RICE scoring, what do the letters stand for?',
          correct: ['Reach, impact, confidence, effort'],
          wrong: [
            'Revenue, innovation, cost, ease',
            'Risk, importance, complexity, estimate',
            'Reach, interest, cost, evidence',
          ],
          explanation: 'RICE divides reach × impact × confidence by effort to compare ideas.',
        },
        {
          text: 'What matters most about any prioritisation method a team uses?',
          correct: ['It is transparent and agreed, so people understand why things were chosen'],
          wrong: [
            'It produces a precise number',
            'It is the newest framework',
            'Only the product manager understands it',
          ],
          explanation: 'The value lies in shared, visible reasoning rather than the exact scores.',
        },
      ],
      'Saying no without burning bridges': [
        {
          text: 'What is the best way to decline a request that does not fit the current goal?',
          correct: ['Explain the current goal and make the trade-off visible'],
          wrong: ['Ignore the request', 'Say yes and quietly never build it', 'Blame engineering'],
          explanation: 'Every yes is a no to something else, so show what would be given up.',
        },
        {
          text: 'Why keep a public list of declined ideas with reasons?',
          correct: ['People can see they were heard and why the answer was no'],
          wrong: ['To shame the people who asked', 'To build them all next quarter automatically'],
          explanation: 'Transparency preserves trust even when the answer is no.',
        },
      ],
      'Measuring success': [
        {
          text: 'When should the success metric and guardrail metrics be defined?',
          correct: ['Before launch'],
          wrong: [
            'After seeing the first results',
            'Only if the launch goes badly',
            'At the end of the year',
          ],
          explanation: 'Defining them first stops anyone from moving the goalposts afterwards.',
        },
        {
          text: 'A feature increases orders but doubles support contacts. What does this show?',
          correct: ['Why guardrail metrics matter: it may not be a success'],
          wrong: ['The feature is clearly a success', 'Support contacts do not matter'],
          explanation: 'Guardrails catch harm that the primary metric alone would hide.',
        },
        {
          text: 'Which two practices make a measurement credible?',
          correct: [
            'Compare against a control group where possible',
            'Wait long enough for novelty effects to fade',
          ],
          wrong: ['Stop the test as soon as results look good', 'Measure only the first day'],
          explanation: "A control isolates the feature's effect, and time removes the early curiosity spike.",
        },
      ],
    },
    final: [
      {
        text: "What is the product manager's core responsibility?",
        correct: ['Making sure the team builds the right thing'],
        wrong: ['Writing all the code', "Managing the engineers' careers", 'Designing every screen'],
        explanation: 'Product managers own the what and why; engineering and design own how.',
      },
      {
        text: 'What does an outcome-based roadmap show?',
        correct: ['The results the team aims to achieve, rather than a list of features with dates'],
        wrong: ['Every feature with an exact ship date', 'The org chart', "Last year's releases"],
        explanation: 'Outcomes leave room to find the best solution while staying accountable for results.',
      },
      {
        text: 'How should a product manager work with engineers?',
        correct: ['Share the problem and context early and decide solutions together'],
        wrong: ['Hand over finished specifications without discussion', 'Set estimates on their behalf'],
        explanation: 'Engineers often see cheaper or better solutions when involved early.',
      },
      {
        text: 'Which of these belong in a launch plan? Select all that apply.',
        correct: ['Who is told what, and when', 'The success and guardrail metrics', 'A rollback plan'],
        wrong: ['A promise that nothing will go wrong'],
        explanation: 'A launch plan covers communication, measurement and what to do if things go badly.',
      },
      {
        text: 'What is the purpose of a launch retrospective?',
        correct: ['Learn what worked and what to change for the next launch'],
        wrong: ['Decide who to blame', 'Celebrate without reviewing', 'Reset the roadmap entirely'],
        explanation: "Retrospectives turn one launch's experience into better future launches.",
      },
      {
        text: 'What is a minimum viable product for?',
        correct: ['Learning whether the idea works with the least effort'],
        wrong: ['Shipping the cheapest possible product forever', 'Avoiding customer feedback'],
        explanation: 'An MVP is a learning tool, not a final product.',
      },
      {
        text: 'Which two make a product brief effective?',
        correct: ['It fits on about two pages', 'It is shared early, inviting written disagreement'],
        wrong: ['It is kept secret until finished', 'It specifies every pixel'],
        explanation: 'Short, early briefs gather input while changes are still cheap.',
      },
      {
        text: 'A feature launched and orders rose during a holiday sale. What is the risk in concluding the feature worked?',
        correct: ['The sale, not the feature, may have caused the rise'],
        wrong: ['There is no risk', 'Orders cannot rise during sales'],
        explanation: 'Without a control group, other changes at the same time can explain the result.',
      },
      {
        text: 'Why interview customers about recent experiences rather than ask for feature ideas?',
        correct: ['Customers know their problems well but are poor at designing solutions'],
        wrong: ['Feature ideas are confidential', 'Interviews must be short'],
        explanation: 'Understanding the problem deeply leads to better solutions than feature wish lists.',
      },
      {
        text: 'What should happen when new evidence shows a roadmap item will not achieve its outcome?',
        correct: ['Change or drop it and explain why'],
        wrong: ['Build it anyway because it was promised', 'Hide the evidence'],
        explanation: 'Roadmaps serve outcomes; they should change when the evidence does.',
      },
    ],
  },

  'negotiation-for-everyday-business': {
    chapters: {
      'Your alternatives and walk-away point': [
        {
          text: 'What is your BATNA?',
          correct: ['Your best alternative to a negotiated agreement: what you will do if this deal fails'],
          wrong: ['Your opening offer', "The other side's budget", 'The average market price'],
          explanation: 'Your BATNA determines your power at the table.',
        },
        {
          text: 'How can you strengthen your position before negotiating with a supplier?',
          correct: ['Get a second quote'],
          wrong: ['Reveal your budget early', 'Decide your walk-away point during the meeting'],
          explanation: 'A better alternative makes you less dependent on this particular deal.',
        },
        {
          text: 'Why write your walk-away point down before the meeting?',
          correct: ['So you do not drift past it under pressure in the moment'],
          wrong: ['To show it to the other side', 'Because contracts require it'],
          explanation: 'A written limit protects you from agreeing to a deal worse than your alternative.',
        },
      ],
      'Interests behind positions': [
        {
          text: 'A supplier insists on a 10 percent price rise. Which is an interest behind that position?',
          correct: ['Their raw material costs went up and they need to protect their margin'],
          wrong: ['"We want 10 percent more."', '"Our price list says so."'],
          explanation: 'Positions are what people ask for; interests are why, and they open more options.',
        },
        {
          text: 'Which questions uncover interests? Select all that apply.',
          correct: [
            '"What makes that important to you?"',
            '"What would an ideal outcome look like for you?"',
          ],
          wrong: ['"Is that your final offer?"', '"Why are you being unreasonable?"'],
          explanation: 'Open, curious questions reveal needs; closed or accusing ones entrench positions.',
        },
      ],
      'Anchoring and concessions': [
        {
          text: 'What effect does the first credible number in a negotiation have?',
          correct: ['It shapes everything that follows'],
          wrong: ['None: the final number is independent of it', 'It always becomes the final price'],
          explanation:
            'This is the anchoring effect, so make an ambitious but defensible first offer when well informed.',
        },
        {
          text: 'What pattern of concessions signals you are approaching your limit?',
          correct: ['Decreasing steps, such as 5, then 3, then 1 percent'],
          wrong: ['Equal steps each time', 'Increasing steps', 'One big concession at the start'],
          explanation: 'Shrinking concessions tell the other side there is little room left.',
        },
        {
          text: 'What should you do every time you make a concession?',
          correct: ['Ask for something in return'],
          wrong: ['Apologise for it', 'Make another one immediately', 'Say it is your final offer'],
          explanation: 'Trading concessions keeps the deal balanced and concessions valuable.',
        },
      ],
      'Handling pressure tactics': [
        {
          text: 'The other side says the offer expires in one hour. What is a calm response?',
          correct: ['Name the deadline, check whether it is real, and take the time you need to decide'],
          wrong: ['Accept immediately', 'Walk out without a word', 'Match it with a threat of your own'],
          explanation: 'Artificial deadlines rely on panic; naming them takes away their power.',
        },
        {
          text: 'Which are common pressure tactics? Select all that apply.',
          correct: ['Good cop, bad cop', 'A last-minute extra demand after agreement'],
          wrong: ['Asking open questions about interests'],
          explanation: 'Recognising a tactic is the first step to responding to it calmly.',
        },
      ],
    },
    final: [
      {
        text: 'Why does preparation matter so much in negotiation?',
        correct: ['Most of the outcome is shaped by your alternatives, limits and knowledge before you meet'],
        wrong: ['Preparation lets you avoid listening', 'It is only needed for large deals'],
        explanation: 'Prepared negotiators make fewer concessions under pressure and find better options.',
      },
      {
        text: 'What is the zone of possible agreement?',
        correct: ["The range between the two sides' walk-away points where a deal is possible"],
        wrong: [
          'The room where the negotiation happens',
          'The first offer and the final price',
          'The list of agenda items',
        ],
        explanation:
          "If the walk-away points do not overlap, there is no deal better than each side's alternative.",
      },
      {
        text: 'What is principled negotiation about?',
        correct: ['Focusing on interests and fair criteria rather than haggling over positions'],
        wrong: ['Never making concessions', 'Always splitting the difference', 'Winning at all costs'],
        explanation:
          'It aims for wise agreements that both sides can live with and that preserve the relationship.',
      },
      {
        text: 'Which of these belong on a one-page negotiation plan? Select all that apply.',
        correct: [
          'Your BATNA and walk-away point',
          'Your interests and your guess at theirs',
          'Your opening offer',
        ],
        wrong: ['A script to read word for word'],
        explanation: 'The plan captures the facts and limits that guide you, not a rigid script.',
      },
      {
        text: 'The other side makes an extreme first offer. What should you do?',
        correct: ['Do not negotiate from it; re-anchor with your own well-reasoned number'],
        wrong: [
          'Meet them halfway at once',
          'Accept to keep the relationship',
          'Reveal your walk-away point',
        ],
        explanation: 'Countering with a justified anchor prevents their number from framing the deal.',
      },
      {
        text: 'How should you close a deal?',
        correct: ['Summarise what was agreed and confirm it in writing promptly'],
        wrong: ['Shake hands and rely on memory', 'Leave details for later', 'Reopen points already settled'],
        explanation: 'A written summary prevents different memories of the same agreement.',
      },
      {
        text: 'Which two behaviours help a negotiation stay constructive?',
        correct: ['Listening and summarising what you heard', 'Separating the people from the problem'],
        wrong: ['Raising your voice to show strength', 'Hiding all information'],
        explanation:
          'Feeling heard lowers tension, and focusing on the problem keeps it from becoming personal.',
      },
      {
        text: 'What can you trade instead of price with a supplier?',
        correct: ['Contract length, payment terms or order volume'],
        wrong: ['Nothing: price is the only variable', 'Your walk-away point'],
        explanation:
          'Several variables create room for trades that are cheap for one side and valuable for the other.',
      },
      {
        text: 'When should you walk away?',
        correct: ['When the best available deal is worse than your BATNA'],
        wrong: ['As soon as the other side disagrees', 'Never', 'When the meeting runs long'],
        explanation: 'Your alternative is the benchmark every deal must beat.',
      },
      {
        text: 'Why should you avoid splitting the difference by reflex?',
        correct: ['It rewards whoever anchored more extremely, not what is fair'],
        wrong: ['It is illegal in business', 'It always costs more than the first offer'],
        explanation:
          'Fair outcomes come from interests and objective criteria, not from the midpoint of anchors.',
      },
    ],
  },
};
