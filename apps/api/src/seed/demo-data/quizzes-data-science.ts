import type { SeedQuizzes } from './types.js';

export const dataScienceQuizzes: SeedQuizzes = {
  'python-for-data-analysis': {
    chapters: {
      'Lists, dictionaries and why you will rarely loop': [
        {
          text: 'Which Python structure maps keys to values?',
          correct: ['A dictionary'],
          wrong: ['A list', 'A tuple', 'A string'],
          explanation: 'A dictionary stores values under keys; a list keeps items in order by position.',
        },
        {
          text: 'Why do analysts rarely loop over rows in pandas?',
          correct: ['Column operations apply to a whole column at once and are shorter and much faster'],
          wrong: [
            'pandas does not allow loops',
            'Loops give different answers',
            'Loops only work on lists of text',
          ],
          explanation: 'Vectorised operations on columns run in optimised code instead of Python row by row.',
        },
      ],
      'Reading CSV and Excel files': [
        {
          text: 'Which function loads a CSV file into a DataFrame?',
          correct: ['pd.read_csv'],
          wrong: ['pd.open_csv', 'pd.load', 'csv.DataFrame'],
          explanation:
            'pd.read_csv reads a delimited text file into a DataFrame; pd.read_excel does the same for Excel.',
        },
        {
          text: 'A European CSV file uses semicolons between values. What do you pass to read_csv?',
          correct: ['sep=";"'],
          wrong: ['delimiter_type="semicolon"', 'encoding=";"', 'Nothing: pandas always detects it'],
          explanation: 'The sep argument sets the delimiter when it is not a comma.',
        },
      ],
      'First look: shape, dtypes and describe': [
        {
          text: 'What does df.shape tell you?',
          correct: ['The number of rows and columns'],
          wrong: ['The type of each column', 'Summary statistics of the numbers', 'The first five rows'],
          explanation: 'shape is a (rows, columns) tuple; dtypes shows types and describe shows statistics.',
        },
        {
          text: 'A price column shows dtype object. What is the likely problem?',
          correct: ['The prices were read as text, so sums and averages will be wrong or fail'],
          wrong: [
            'The column is perfectly fine',
            'The column contains only integers',
            'The file is an Excel file',
          ],
          explanation: 'object usually means strings; fix it at load time or convert it before calculating.',
        },
        {
          text: 'Which read_csv arguments fix column types at load time? Select all that apply.',
          correct: ['dtype', 'parse_dates'],
          wrong: ['nrows', 'header'],
          explanation:
            'dtype sets column types and parse_dates turns date strings into datetimes as the file loads.',
        },
      ],
      'Missing values: drop, fill or flag': [
        {
          text: 'Which call counts the missing values in each column?',
          correct: ['df.isna().sum()'],
          wrong: ['df.count()', 'df.dropna()', 'df.missing()'],
          explanation: 'isna marks each missing cell as True and sum counts them per column.',
        },
        {
          text: 'When is adding a flag column better than silently filling missing values?',
          correct: ['When the fact that a value was missing may itself carry meaning'],
          wrong: ['Never: flags make data harder to read', 'Only when the column is text'],
          explanation:
            'A flag keeps the information that the original value was absent, which later analysis may need.',
        },
      ],
      'Duplicates and inconsistent categories': [
        {
          text: 'What should you decide before removing duplicates?',
          correct: ['Which columns define a true duplicate'],
          wrong: ['Which duplicate has the longest text', 'Nothing: drop_duplicates always knows'],
          explanation:
            'Two rows may legitimately share most values; the key columns define what counts as the same record.',
        },
        {
          text: '"NY", "New York" and "new york" appear in a store column. What is the cleaning approach?',
          correct: ['Normalise case and whitespace, then map synonyms explicitly'],
          wrong: [
            'Delete the rows with variants',
            'Leave them: groupby merges them automatically',
            'Sort the column',
          ],
          explanation: 'Explicit rules make every store appear under exactly one name, and can be repeated.',
        },
      ],
      'groupby: split, apply, combine': [
        {
          text: 'What does df.groupby("store")["sales"].sum() return?',
          correct: ['Total sales for each store'],
          wrong: ['The sales of the first store only', 'Every row sorted by store', 'A single grand total'],
          explanation: 'groupby splits rows by store, applies sum to each group and combines the results.',
        },
        {
          text: 'Which method computes several statistics per group at once?',
          correct: ['agg'],
          wrong: ['apply_all', 'merge', 'pivot'],
          explanation: 'agg accepts a list or mapping of functions, such as ["sum", "mean", "count"].',
        },
      ],
      'Pivot tables and merges': [
        {
          text: 'Which merge keeps every row of the left DataFrame?',
          correct: ['how="left"'],
          wrong: ['how="inner"', 'how="right"', 'how="cross"'],
          explanation: 'A left merge keeps all left rows and fills missing matches with NaN.',
        },
        {
          text: 'After a merge, the row count went up. What is the likely cause?',
          correct: ['Duplicated keys on one side multiplied the rows'],
          wrong: ['pandas added a header row', 'The merge sorted the data', 'Missing values were filled'],
          explanation:
            'Each duplicate key matches every row with that key, so always compare counts before and after.',
        },
        {
          text: 'What does a pivot table do?',
          correct: ['Turns long data into a grid, such as months down the side and stores across the top'],
          wrong: ['Removes duplicate rows', 'Rotates a chart', 'Sorts a column in place'],
          explanation: 'pivot_table reshapes and aggregates values at each row and column combination.',
        },
      ],
    },
    final: [
      {
        text: 'Which tool does this course use to write and run Python step by step with the results shown inline?',
        correct: ['Jupyter notebooks'],
        wrong: ['A spreadsheet macro', 'The Windows command prompt only', 'A database console'],
        explanation: 'Notebooks mix code, output and notes, which suits exploratory analysis.',
      },
      {
        text: 'How do you select the rows of df where trips last more than 30 minutes?',
        correct: ['df[df["minutes"] > 30]'],
        wrong: ['df.minutes > 30', 'df.select(minutes > 30)', 'df.where("minutes > 30")[0]'],
        explanation: 'A boolean condition inside the brackets keeps the rows where it is True.',
      },
      {
        text: 'What type should a date column have before you group by month?',
        correct: ['datetime64'],
        wrong: ['object', 'int64', 'category'],
        explanation: 'Only real datetimes support .dt accessors and resampling by month.',
      },
      {
        text: 'Which call gives the first five rows of a DataFrame?',
        correct: ['df.head()'],
        wrong: ['df.top()', 'df.first()', 'df.show(5)'],
        explanation: 'head shows the first rows (five by default) for a quick look.',
      },
      {
        text: 'Which of these are reasonable ways to handle missing values? Select all that apply.',
        correct: [
          'Drop the rows when they are few and random',
          'Fill with a sensible value such as the median',
          'Flag them in a new column',
        ],
        wrong: ['Replace them with zero everywhere without thinking'],
        explanation:
          'The right choice depends on why values are missing; a blanket zero can distort totals and averages.',
      },
      {
        text: 'How do you get each month from a datetime column named date?',
        correct: ['df["date"].dt.month'],
        wrong: ['df["date"].month()', 'df.month("date")', 'df["date"].str.month'],
        explanation: 'The .dt accessor exposes parts of datetimes such as year, month and weekday.',
      },
      {
        text: 'Why keep a record of every cleaning rule you apply?',
        correct: ['So the analysis can be repeated and checked on new data'],
        wrong: ['pandas requires it', 'To make the file smaller'],
        explanation: 'Written, ordered steps in the notebook make the result reproducible.',
      },
      {
        text: 'What chart suits daily bike trips over a year?',
        correct: ['A line chart'],
        wrong: ['A pie chart', 'A scatter plot of trips against themselves', 'A table of 365 rows'],
        explanation: 'Change over time reads best as a line.',
      },
      {
        text: 'Which two pieces of a one-page analysis report matter most?',
        correct: ['The answer to the question, stated first', 'One or two charts that support it'],
        wrong: ['Every intermediate DataFrame', 'The full list of imports'],
        explanation: 'A report answers the question; the working belongs in the notebook.',
      },
      {
        text: 'df["sales"].mean() returns what for a column with some NaN values?',
        correct: ['The mean of the non-missing values'],
        wrong: ['NaN', 'An error', 'Zero'],
        explanation: 'pandas skips missing values in most aggregations by default.',
      },
    ],
  },

  'sql-for-analysts': {
    finalDraw: 10,
    chapters: {
      'SELECT, WHERE and ORDER BY': [
        {
          text: 'How do you find customers with no phone number?',
          correct: ['WHERE phone IS NULL'],
          wrong: ['WHERE phone = NULL', 'WHERE phone == NULL', 'WHERE phone = ""'],
          explanation: 'NULL is not equal to anything, not even NULL, so comparisons with = never match it.',
        },
        {
          text: 'Why add parentheses in WHERE a OR b AND c?',
          correct: ['AND binds more tightly than OR, so the query may not mean what you intended'],
          wrong: ['SQL requires parentheses around every condition', 'To make the query faster'],
          explanation: 'Without parentheses it reads as a OR (b AND c); make the grouping explicit.',
        },
        {
          text: 'Which clause sorts the results newest first?',
          correct: ['ORDER BY joined_at DESC'],
          wrong: ['SORT BY joined_at', 'ORDER BY joined_at ASC', 'GROUP BY joined_at DESC'],
          explanation: 'ORDER BY with DESC sorts from the largest, here the most recent, value.',
        },
      ],
      'Inner and left joins': [
        {
          text: 'Which join keeps customers that have no invoices?',
          correct: ['customers LEFT JOIN invoices'],
          wrong: [
            'customers INNER JOIN invoices',
            'customers CROSS JOIN invoices',
            'invoices INNER JOIN customers',
          ],
          explanation: 'A left join keeps every row of the left table and fills the right side with NULLs.',
        },
        {
          text: 'An INNER JOIN returns which rows?',
          correct: ['Only rows that have a match in both tables'],
          wrong: ['Every row of both tables', 'Only rows without a match', 'The first table unchanged'],
          explanation: 'Rows without a partner on the other side are dropped by an inner join.',
        },
      ],
      'Checking your joins': [
        {
          text: "A LEFT JOIN is followed by WHERE invoices.status = 'paid'. What happens?",
          correct: ['It quietly behaves like an INNER JOIN, dropping customers without paid invoices'],
          wrong: ['Nothing changes', 'The query fails', 'It returns customers twice'],
          explanation:
            'NULL rows from the right side fail the WHERE test; put the condition in the ON clause instead.',
        },
        {
          text: 'Which checks catch a join that drops or multiplies rows? Select all that apply.',
          correct: [
            'Count rows before and after the join',
            'Check the join key is unique on the side you expect',
          ],
          wrong: ['Add DISTINCT to every query', 'Sort the result'],
          explanation: 'DISTINCT hides the symptom; counting and checking key uniqueness finds the cause.',
        },
      ],
      'HAVING versus WHERE': [
        {
          text: 'Which clause filters groups after aggregation?',
          correct: ['HAVING'],
          wrong: ['WHERE', 'ORDER BY', 'LIMIT'],
          explanation: 'WHERE filters rows before grouping; HAVING filters the groups afterwards.',
        },
        {
          text: 'What is the difference between COUNT(*) and COUNT(phone)?',
          correct: ['COUNT(*) counts rows; COUNT(phone) ignores rows where phone is NULL'],
          wrong: ['There is none', 'COUNT(phone) counts distinct phones', 'COUNT(*) ignores NULLs'],
          explanation: 'COUNT of a column skips NULLs, which changes answers on incomplete data.',
        },
      ],
      'Ranking with ROW_NUMBER and RANK': [
        {
          text: 'Two customers tie for first place. What do RANK() and ROW_NUMBER() give them?',
          correct: ['RANK gives both 1; ROW_NUMBER gives 1 and 2'],
          wrong: [
            'Both functions give 1 and 1',
            'Both functions give 1 and 2',
            'RANK gives 1 and 2; ROW_NUMBER gives both 1',
          ],
          explanation:
            'RANK ties equal values and skips the next rank; ROW_NUMBER numbers every row uniquely.',
        },
        {
          text: 'How do you get the top three products in each category?',
          correct: [
            'ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC), then keep numbers up to 3',
          ],
          wrong: ['ORDER BY sales DESC LIMIT 3', 'GROUP BY category LIMIT 3', 'MAX(sales) per category'],
          explanation: 'PARTITION BY restarts the numbering per category; LIMIT applies to the whole result.',
        },
      ],
      'Running totals and month-over-month change': [
        {
          text: 'Which expression gives a running total of revenue by month?',
          correct: ['SUM(revenue) OVER (ORDER BY month)'],
          wrong: [
            'SUM(revenue) GROUP BY month',
            'RUNNING_SUM(revenue)',
            'LAG(revenue) OVER (ORDER BY month)',
          ],
          explanation: 'A window SUM ordered by month adds each month to everything before it.',
        },
        {
          text: "Which function fetches the previous month's revenue on the current row?",
          correct: ['LAG'],
          wrong: ['LEAD', 'FIRST', 'PREV'],
          explanation: 'LAG looks back a number of rows in the window order; LEAD looks forward.',
        },
        {
          text: 'Which statements about window functions are true? Select all that apply.',
          correct: [
            'They keep every row instead of collapsing groups',
            'PARTITION BY restarts the calculation per group',
          ],
          wrong: ['They can only be used with GROUP BY', 'They change the rows stored in the table'],
          explanation:
            'Window functions compute over related rows while the result keeps one row per input row.',
        },
      ],
    },
    final: [
      {
        text: 'In a relational database, what links an invoice to its customer?',
        correct: ["A customer_id column that refers to the customers table's primary key"],
        wrong: [
          "The invoice's row number",
          "The customer's name copied into every invoice",
          'The order of rows',
        ],
        explanation: 'Foreign keys reference primary keys, which is what joins are built on.',
      },
      {
        text: 'Which clause shows the second page of 20 results?',
        correct: ['LIMIT 20 OFFSET 20'],
        wrong: ['LIMIT 20, PAGE 2', 'TOP 40 SKIP 20', 'OFFSET 2 LIMIT 20'],
        explanation: "OFFSET skips the first page's 20 rows and LIMIT takes the next 20.",
      },
      {
        text: 'Why does paging with LIMIT need an ORDER BY?',
        correct: ['Without it the database may return rows in any order, so pages can overlap or skip rows'],
        wrong: ['LIMIT fails without ORDER BY', 'ORDER BY makes LIMIT faster'],
        explanation: 'Only an explicit, unique ordering makes pages stable.',
      },
      {
        text: 'Which query counts customers per plan?',
        correct: ['SELECT plan_id, COUNT(*) FROM customers GROUP BY plan_id'],
        wrong: [
          'SELECT plan_id, COUNT(*) FROM customers',
          'SELECT COUNT(plan_id) FROM customers ORDER BY plan_id',
          'SELECT plan_id FROM customers HAVING COUNT(*)',
        ],
        explanation: 'GROUP BY makes one group per plan and COUNT(*) counts the rows in each.',
      },
      {
        text: 'Which function turns a timestamp into the first day of its month in PostgreSQL?',
        correct: ["date_trunc('month', created_at)"],
        wrong: ['month(created_at)', "round(created_at, 'month')", 'extract(month from created_at)'],
        explanation:
          'date_trunc keeps the timestamp at month precision, ideal for grouping by month; extract returns just the number.',
      },
      {
        text: 'What is a common table expression (CTE)?',
        correct: ['A named subquery defined with WITH at the start of a query'],
        wrong: ['A permanent table', 'An index', 'A stored procedure'],
        explanation: 'CTEs break long queries into readable, named steps.',
      },
      {
        text: 'Which of these are aggregate functions? Select all that apply.',
        correct: ['SUM', 'AVG', 'MAX'],
        wrong: ['LAG', 'COALESCE'],
        explanation:
          'Aggregates summarise many rows into one; LAG is a window function and COALESCE works per value.',
      },
      {
        text: 'A revenue report is twice the real figure after joining invoices to support tickets. Why?',
        correct: ['Each invoice is repeated once per matching ticket, so amounts are summed twice'],
        wrong: ['SUM counts NULLs twice', 'The database rounded the numbers', 'ORDER BY duplicates rows'],
        explanation:
          'Joining to a many side multiplies rows; aggregate before joining or join on unique keys.',
      },
      {
        text: "What does COALESCE(phone, 'unknown') return when phone is NULL?",
        correct: ["'unknown'"],
        wrong: ['NULL', 'An error', 'An empty string'],
        explanation: 'COALESCE returns its first argument that is not NULL.',
      },
      {
        text: 'Which keyword removes duplicate rows from a result?',
        correct: ['DISTINCT'],
        wrong: ['UNIQUE ROWS', 'ONLY', 'SINGLE'],
        explanation: 'SELECT DISTINCT keeps one copy of each identical row.',
      },
      {
        text: 'Which condition finds customers who joined in 2024?',
        correct: ["joined_at >= '2024-01-01' AND joined_at < '2025-01-01'"],
        wrong: ['joined_at = 2024', 'joined_at LIKE 2024', 'joined_at BETWEEN 2024'],
        explanation: 'A half-open date range includes the whole year and works with indexes.',
      },
      {
        text: 'Which two clauses run before SELECT computes its output columns?',
        correct: ['FROM', 'WHERE'],
        wrong: ['ORDER BY', 'LIMIT'],
        explanation:
          'SQL logically evaluates FROM, WHERE, GROUP BY and HAVING before SELECT, then ORDER BY and LIMIT.',
      },
      {
        text: 'How do you compute month-over-month growth as a percentage?',
        correct: [
          '(revenue - LAG(revenue) OVER (ORDER BY month)) * 100.0 / LAG(revenue) OVER (ORDER BY month)',
        ],
        wrong: ['revenue / month * 100', 'SUM(revenue) * 100', 'RANK() OVER (ORDER BY revenue)'],
        explanation: 'Growth is the change from the previous month divided by the previous month.',
      },
      {
        text: 'Which plan has the highest churn? Which clauses does the answer need? Select all that apply.',
        correct: ['GROUP BY plan', 'ORDER BY the churn rate DESC', 'LIMIT 1'],
        wrong: ['HAVING plan IS NULL'],
        explanation: 'Group per plan, compute the rate, sort descending and keep the first row.',
      },
      {
        text: 'What does AVG(amount) do with NULL amounts?',
        correct: ['Ignores them'],
        wrong: ['Treats them as zero', 'Returns NULL for the whole result', 'Raises an error'],
        explanation:
          'Aggregates other than COUNT(*) skip NULLs, which can surprise you when NULL means zero.',
      },
      {
        text: 'Why prefer a CTE over deeply nested subqueries?',
        correct: ['Each step has a name and can be read top to bottom'],
        wrong: ['CTEs are always faster', 'Subqueries are not allowed in PostgreSQL'],
        explanation: 'Readability is the main gain; performance is usually similar in modern PostgreSQL.',
      },
    ],
  },

  'machine-learning-foundations': {
    chapters: {
      'Framing the problem': [
        {
          text: 'A churn model uses "support tickets this month" but must predict on the first of the month. What is wrong?',
          correct: ['The feature is not available at the moment the prediction is made'],
          wrong: [
            'Support tickets are irrelevant to churn',
            'The model needs more trees',
            'Nothing is wrong',
          ],
          explanation:
            'Features must exist at prediction time, otherwise the model cannot be used in practice.',
        },
        {
          text: 'Why define a simple baseline, such as predicting the average, before modelling?',
          correct: ['To know whether the model actually adds value'],
          wrong: ['scikit-learn needs it to train', 'It replaces the test set'],
          explanation: 'A model that cannot beat a trivial baseline is not worth deploying.',
        },
      ],
      'Train, validation and test splits': [
        {
          text: 'What is the test set for?',
          correct: ['A final, honest estimate of performance on data the model has never seen'],
          wrong: ['Choosing hyperparameters', 'Training the final model', 'Filling in missing values'],
          explanation:
            'Use the validation set or cross-validation for choices; touch the test set once at the end.',
        },
        {
          text: 'Customers appear several times in the data. How should you split?',
          correct: ['By customer, so the same customer is never in both training and test'],
          wrong: ['Randomly by row', 'Alphabetically by name', 'It does not matter'],
          explanation: 'Rows from one customer are related, so a row split lets the model memorise people.',
        },
      ],
      'Leakage: the silent model killer': [
        {
          text: 'Which of these cause leakage? Select all that apply.',
          correct: [
            'Fitting a scaler on the full data before splitting',
            'Using a feature recorded after the outcome happened',
          ],
          wrong: ['Fitting preprocessing inside a Pipeline on training folds'],
          explanation:
            'Any information from the test set or the future inflates scores that then collapse in production.',
        },
        {
          text: 'How does a scikit-learn Pipeline prevent leakage?',
          correct: ['Every step is fitted only on the training data of each fold'],
          wrong: ['It removes future features automatically', 'It hides the test set from pandas'],
          explanation: 'Cross-validating the whole pipeline refits preprocessing inside each fold.',
        },
        {
          text: 'A model scores 99 percent in testing and fails in production. What should you suspect first?',
          correct: ['Leakage'],
          wrong: ['Too few features', 'The random seed', 'The programming language'],
          explanation:
            'Suspiciously good scores are the classic sign that the model saw information it will not have later.',
        },
      ],
      'Encoding categories and scaling numbers': [
        {
          text: 'How should a categorical feature such as plan name be given to a linear model?',
          correct: ['One-hot encoded'],
          wrong: ['As the raw text', 'As 1, 2, 3 in alphabetical order', 'It should always be dropped'],
          explanation: 'One-hot encoding avoids implying an order between categories.',
        },
        {
          text: 'Which models are sensitive to the scale of numeric features? Select all that apply.',
          correct: ['Logistic regression with regularisation', 'k-nearest neighbours'],
          wrong: ['Decision trees', 'Random forests'],
          explanation:
            'Distance- and penalty-based models need scaled inputs; tree splits are unaffected by scale.',
        },
      ],
      'Gradient boosting in practice': [
        {
          text: 'How does gradient boosting build its model?',
          correct: ['Many small trees, each correcting the errors of the ones before'],
          wrong: [
            'Many deep trees trained independently and averaged',
            'One very deep tree',
            'A single linear equation',
          ],
          explanation: 'Boosting is sequential; averaging independent trees describes a random forest.',
        },
        {
          text: 'What happens when you lower the learning rate?',
          correct: ['You need more trees, but the model usually generalises better'],
          wrong: ['You need fewer trees', 'Training becomes instant', 'The model ignores early stopping'],
          explanation: 'Smaller steps need more of them, often with better results on new data.',
        },
        {
          text: 'What does early stopping on a validation set do?',
          correct: ['Stops adding trees once validation performance stops improving'],
          wrong: ['Stops training after a fixed time', 'Removes the worst features'],
          explanation: 'It picks the number of trees automatically and protects against overfitting.',
        },
      ],
      'Metrics that match the cost of mistakes': [
        {
          text: 'Only 5 percent of customers churn. Why is 95 percent accuracy meaningless here?',
          correct: ['Predicting "no churn" for everyone already scores 95 percent'],
          wrong: ['Accuracy cannot be above 90 percent', 'Accuracy only works for regression'],
          explanation: 'With imbalanced classes, accuracy rewards ignoring the rare class.',
        },
        {
          text: 'Which metric tells you how many of the actual churners you caught?',
          correct: ['Recall'],
          wrong: ['Precision', 'Accuracy', 'Mean absolute error'],
          explanation:
            'Recall is caught churners divided by all churners; precision is true churners among those flagged.',
        },
        {
          text: 'How should you choose the decision threshold?',
          correct: ["From the business cost of each kind of mistake and the team's capacity"],
          wrong: ['Always 0.5', 'Whatever maximises accuracy', 'Randomly'],
          explanation:
            'A team that can call 200 customers a week needs a threshold that flags about that many.',
        },
      ],
      'Cross-validation and tuning': [
        {
          text: 'What does 5-fold cross-validation do?',
          correct: ['Trains five times, each time validating on a different fifth of the training data'],
          wrong: [
            'Trains five different algorithms once each',
            'Uses the test set five times',
            'Splits the features into five groups',
          ],
          explanation: 'Averaging over folds gives a steadier estimate than one validation split.',
        },
        {
          text: 'Which scikit-learn tool tries hyperparameter combinations with cross-validation?',
          correct: ['GridSearchCV'],
          wrong: ['train_test_split', 'StandardScaler', 'OneHotEncoder'],
          explanation: 'GridSearchCV (or RandomizedSearchCV) scores each combination across folds.',
        },
      ],
    },
    final: [
      {
        text: 'Predicting a house price is which kind of problem?',
        correct: ['Regression'],
        wrong: ['Classification', 'Clustering', 'Ranking'],
        explanation: 'The target is a continuous number, so it is regression.',
      },
      {
        text: 'Predicting whether a customer will cancel is which kind of problem?',
        correct: ['Classification'],
        wrong: ['Regression', 'Dimensionality reduction', 'Time-series forecasting only'],
        explanation: 'The target is a category (cancels or not), so it is classification.',
      },
      {
        text: 'What does "overfitting" mean?',
        correct: ["The model fits the training data's noise and performs worse on new data"],
        wrong: ['The model is too simple', 'The data set is too large', 'Training took too long'],
        explanation: 'A large gap between training and validation scores is the usual sign.',
      },
      {
        text: 'Which model is a sensible first choice for a tabular regression baseline beyond the average?',
        correct: ['Linear regression'],
        wrong: ['A deep neural network', 'A large language model', 'k-means'],
        explanation: 'A simple, interpretable model sets the bar that more complex models must beat.',
      },
      {
        text: 'What does a random forest do to reduce overfitting compared with one deep tree?',
        correct: ['Averages many trees trained on random samples of rows and features'],
        wrong: ['Uses a single shallow tree', 'Removes the test set', 'Scales all features'],
        explanation: 'Averaging decorrelated trees reduces variance.',
      },
      {
        text: "Which of these explain a model's predictions? Select all that apply.",
        correct: ['Permutation feature importance', 'Partial dependence plots'],
        wrong: ['The accuracy score', 'The random seed'],
        explanation:
          'Importance shows which features matter; partial dependence shows how a feature moves predictions.',
      },
      {
        text: 'What does logistic regression output for a customer?',
        correct: ['A probability between 0 and 1'],
        wrong: ['A price', 'A cluster number', 'A tree'],
        explanation: 'The probability is then compared with a threshold to make a decision.',
      },
      {
        text: 'Precision is low but recall is high. What does that mean for the retention team?',
        correct: ['They reach most churners but spend many calls on customers who would have stayed'],
        wrong: ['They miss most churners', 'The model is perfect', 'Nobody is flagged'],
        explanation: 'Low precision means many false alarms among the flagged customers.',
      },
      {
        text: 'Which two habits keep an evaluation honest?',
        correct: [
          'Use the test set only once, at the end',
          'Put preprocessing inside the cross-validated pipeline',
        ],
        wrong: ['Tune hyperparameters on the test set', 'Drop the rows the model gets wrong'],
        explanation: 'Both prevent information about the evaluation data from shaping the model.',
      },
      {
        text: 'What is a hyperparameter?',
        correct: ['A setting chosen before training, such as the number of trees'],
        wrong: ['A coefficient the model learns', 'A column of the data', 'The target variable'],
        explanation:
          'Hyperparameters are set by you and tuned with validation; parameters are learned from data.',
      },
    ],
  },

  'data-visualization-and-storytelling': {
    chapters: {
      'Choosing the chart from the question': [
        {
          text: 'Which chart shows how revenue changed over twelve months?',
          correct: ['A line chart'],
          wrong: ['A pie chart', 'A scatter plot', 'A donut chart'],
          explanation: 'Change over time is what line charts are for.',
        },
        {
          text: 'Which chart shows the relationship between advertising spend and sales?',
          correct: ['A scatter plot'],
          wrong: ['A stacked bar chart', 'A pie chart', 'A single number'],
          explanation: 'Relationships between two measures belong in a scatter plot.',
        },
        {
          text: 'When in doubt, which chart is almost always readable?',
          correct: ['A sorted horizontal bar chart'],
          wrong: ['A 3D pie chart', 'A radar chart', 'A bubble chart'],
          explanation: 'Sorted bars make comparisons easy, and horizontal labels stay legible.',
        },
      ],
      'Decluttering step by step': [
        {
          text: 'Which of these can usually be removed from a chart? Select all that apply.',
          correct: ['Heavy gridlines', 'A border around the chart', '3D effects'],
          wrong: ['The axis that gives the values meaning'],
          explanation: 'Decoration that carries no information competes with the data.',
        },
        {
          text: 'How can a legend often be replaced?',
          correct: ['By labelling the lines or bars directly'],
          wrong: ['By adding more colours', 'By moving it inside the plot area', 'By removing all labels'],
          explanation: 'Direct labels save the reader from looking back and forth.',
        },
      ],
      'Colour with a purpose': [
        {
          text: 'What is the recommended default colour strategy?',
          correct: ['Neutral grey for most data and one strong colour for what the reader should see'],
          wrong: [
            'A different bright colour for every series',
            'Red for high values and green for low',
            'Black and white only',
          ],
          explanation: 'Colour used sparingly directs attention; used everywhere it means nothing.',
        },
        {
          text: 'Which two practices make colour work for every reader?',
          correct: [
            'Keep the same product the same colour across charts',
            'Never rely on red versus green alone',
          ],
          wrong: ['Use rainbow palettes for categories', 'Change colours on every slide for variety'],
          explanation: 'Consistency builds understanding, and red-green alone fails colour-blind readers.',
        },
      ],
      'Titles that say something': [
        {
          text: "Which chart title follows the lesson's advice?",
          correct: ['"Returns doubled after the March price change"'],
          wrong: ['"Returns by month"', '"Chart 3"', '"Data"'],
          explanation: 'An insight title tells the reader what to notice; a label only names the data.',
        },
        {
          text: 'Why state the insight in the title?',
          correct: ['Readers remember the point even if they only glance at the chart'],
          wrong: ['It makes the chart smaller', 'Titles are ignored by readers anyway'],
          explanation: 'The title is the first thing read, so it should carry the message.',
        },
      ],
      'Structuring a data presentation': [
        {
          text: 'How should a data presentation open?',
          correct: ['With the recommendation'],
          wrong: ['With the methodology', 'With every chart from the analysis', 'With a table of raw data'],
          explanation: 'Leading with the answer lets the audience judge the evidence that follows.',
        },
        {
          text: 'How should it end?',
          correct: ['By asking for a specific decision, with the cost of doing nothing made explicit'],
          wrong: [
            'With "Any questions?" only',
            'With an appendix of every query',
            'With a thank-you slide and no ask',
          ],
          explanation: 'A clear ask turns the analysis into action.',
        },
      ],
    },
    final: [
      {
        text: 'Why do pie charts work poorly for comparing many categories?',
        correct: ['People judge angles and areas much less accurately than lengths'],
        wrong: ['Pie charts cannot show percentages', 'Pie charts need more colours than software has'],
        explanation: 'Bar lengths from a common baseline are far easier to compare.',
      },
      {
        text: 'Which chart suits parts of a whole across several regions?',
        correct: ['A stacked bar chart'],
        wrong: ['Several pie charts side by side', 'A line chart', 'A scatter plot'],
        explanation: 'Stacked bars show composition and allow comparison across groups.',
      },
      {
        text: 'Where should the baseline of a bar chart sit?',
        correct: ['At zero'],
        wrong: [
          'Just below the smallest value',
          'At the average',
          'Anywhere that makes differences look bigger',
        ],
        explanation: 'Bars encode value by length, so a truncated axis exaggerates differences.',
      },
      {
        text: 'What is the first step when a chart fails to communicate?',
        correct: ['Write down the single question the chart should answer'],
        wrong: ['Change the software', 'Add more data series', 'Add a 3D effect'],
        explanation: 'Most chart failures come from not knowing what the chart is for.',
      },
      {
        text: 'Which of these belong in a good dashboard? Select all that apply.',
        correct: ['A few questions answered well', 'Consistent colours across charts'],
        wrong: ['Every metric the company tracks', 'A different chart type for each tile for variety'],
        explanation: 'Dashboards work when they are focused and consistent.',
      },
      {
        text: 'How many points should each slide of a data story make?',
        correct: ['One, stated in its title'],
        wrong: ['Three', 'As many as fit', 'None: the charts speak for themselves'],
        explanation: 'One point per slide keeps the story easy to follow.',
      },
      {
        text: "What should you do about the audience's obvious objection?",
        correct: ['Address it directly after showing the supporting charts'],
        wrong: ['Ignore it and hope it does not come up', 'Hide the data that prompts it'],
        explanation: 'Anticipating the objection builds credibility for the recommendation.',
      },
      {
        text: 'How do you highlight one product in a ten-line chart?',
        correct: ['Draw the nine others in light grey and the one in a strong colour'],
        wrong: ['Use ten bright colours', 'Make all lines thicker', 'Add a legend with ten entries'],
        explanation: 'Contrast with a grey background makes the chosen line stand out instantly.',
      },
      {
        text: 'What turns an analysis into a narrative?',
        correct: ['A clear message, the evidence in a deliberate order, and a recommended action'],
        wrong: ['Showing every chart in the order it was made', 'Adding animations'],
        explanation: 'A story selects and orders evidence toward a point.',
      },
      {
        text: 'Which two questions should you ask before choosing a chart?',
        correct: ['What comparison does the reader need to make?', 'Who is the audience?'],
        wrong: ['Which chart type have I not used yet?', 'Which colours are trendy?'],
        explanation: 'The comparison and the audience decide the chart, not novelty.',
      },
    ],
  },
};
