import type { SeedQuizzes } from './types.js';

export const developmentQuizzes: SeedQuizzes = {
  'modern-javascript-fundamentals': {
    chapters: {
      'Values, variables and types': [
        {
          text: 'Which keyword should you use by default to declare a variable in modern JavaScript?',
          correct: ['const'],
          wrong: ['let', 'var', 'static'],
          explanation:
            'Declare with const by default and switch to let only when the variable really has to change; var belongs to older code.',
        },
        {
          text: 'What does typeof "42" return?',
          correct: ['"string"'],
          wrong: ['"number"', '"integer"', '"object"'],
          explanation:
            'The quotes make it a string, whatever characters it contains, so typeof answers "string".',
        },
        {
          text: 'Which of these are primitive types in JavaScript? Select all that apply.',
          correct: ['boolean', 'bigint', 'undefined'],
          wrong: ['array', 'date'],
          explanation:
            'The primitives are number, string, boolean, null, undefined, bigint and symbol; arrays and dates are objects.',
        },
      ],
      'Functions, parameters and return values': [
        {
          text: 'What does a function return when it reaches its end without a return statement?',
          correct: ['undefined'],
          wrong: ['null', '0', 'The value of its last expression'],
          explanation: 'A JavaScript function without an explicit return gives back undefined.',
        },
        {
          text: 'In function greet(name = "friend") { … }, what does greet() use as name?',
          correct: ['"friend"'],
          wrong: ['undefined', 'null', 'It throws a TypeError'],
          explanation: 'A default parameter value is used whenever the argument is missing or undefined.',
        },
      ],
      'Conditions and loops without surprises': [
        {
          text: 'What is the result of "5" === 5?',
          correct: ['false'],
          wrong: ['true', 'It throws an error', 'undefined'],
          explanation:
            'Strict equality compares type as well as value, so a string is never equal to a number.',
        },
        {
          text: 'Which loop reads most naturally when you walk through every item of an array?',
          correct: ['for...of'],
          wrong: ['for...in', 'do...while', 'A while loop with a manual counter'],
          explanation:
            'for...of gives you each item directly and avoids off-by-one index errors; for...in walks over keys.',
        },
        {
          text: 'Why write an early return for an unusual case at the top of a function?',
          correct: ['It keeps the main path of the function flat instead of deeply nested'],
          wrong: ['It makes the function run faster in every browser', 'JavaScript requires it in loops'],
          explanation:
            'Checking the unusual case first and returning lets the main path run without extra indentation.',
        },
      ],
      'Scope and closures explained with pictures': [
        {
          text: 'What is a closure?',
          correct: ['A function together with the variables of the scope it was created in'],
          wrong: [
            'A function that has finished running',
            'A block that hides errors from the caller',
            'A way of closing a browser tab from code',
          ],
          explanation:
            'A function keeps access to the variables around it where it was defined, even after that outer function returns.',
        },
        {
          text: 'A variable declared with let inside an if block is visible where?',
          correct: ['Only inside that block'],
          wrong: [
            'Everywhere in the enclosing function',
            'Everywhere in the file',
            'Only after the block ends',
          ],
          explanation: 'let and const are block-scoped, unlike var, which is scoped to the whole function.',
        },
      ],
      'Arrays and the map, filter and reduce trio': [
        {
          text: 'Which array method turns a list of orders into a single grand total?',
          correct: ['reduce'],
          wrong: ['map', 'filter', 'forEach'],
          explanation:
            'reduce folds an array into one value such as a sum; map and filter answer new arrays.',
        },
        {
          text: 'What does [1, 2, 3, 4].filter((n) => n % 2 === 0) return?',
          correct: ['[2, 4]'],
          wrong: ['[1, 3]', '[false, true, false, true]', '2'],
          explanation: 'filter keeps the items for which the test returns true: the even numbers.',
        },
        {
          text: 'Which two statements about map are true?',
          correct: ['It returns a new array of the same length', 'It leaves the original array unchanged'],
          wrong: ['It removes items that return false', 'It sorts the array as it goes'],
          explanation:
            'map transforms every item into a new array of equal length and never mutates the array it is called on.',
        },
      ],
      'JSON: saving and loading data': [
        {
          text: 'Which call turns a JavaScript object into a JSON string?',
          correct: ['JSON.stringify(value)'],
          wrong: ['JSON.parse(value)', 'String(value)', 'value.toJSONString()'],
          explanation: 'JSON.stringify serialises a value to text; JSON.parse reads text back into a value.',
        },
        {
          text: 'Which of these values cannot be represented directly in JSON? Select all that apply.',
          correct: ['undefined', 'A function'],
          wrong: ['null', 'A nested array', 'true'],
          explanation:
            'JSON has strings, numbers, booleans, null, arrays and objects only; undefined and functions are dropped.',
        },
      ],
      'Fetching data with async and await': [
        {
          text: 'A fetch call gets a 404 response. What happens?',
          correct: ['The promise resolves and response.ok is false'],
          wrong: [
            'The promise rejects with a NetworkError',
            'fetch retries the request automatically',
            'The browser shows an error page',
          ],
          explanation:
            'fetch only rejects when the request cannot be made at all, so you must check response.ok yourself.',
        },
        {
          text: 'Where should you clear a loading indicator so the page never gets stuck on it?',
          correct: ['In a finally block'],
          wrong: ['Only in the try block', 'Only in the catch block', 'Before calling fetch'],
          explanation: 'finally runs after both success and failure, so the loading state always ends.',
        },
        {
          text: 'What does await do inside an async function?',
          correct: ['Pauses that function until the promise settles, without blocking the page'],
          wrong: [
            'Freezes the whole browser tab until the promise settles',
            'Turns the promise into a callback',
            'Runs the promise again if it fails',
          ],
          explanation:
            'await suspends only the async function; the page stays responsive while the request is in flight.',
        },
      ],
    },
    final: [
      {
        text: 'Which declaration lets you reassign the variable later?',
        correct: ['let'],
        wrong: ['const', 'Both const and let', 'Neither'],
        explanation:
          'let can be reassigned; const cannot, although the object a const refers to can still change.',
      },
      {
        text: 'What is the value of null ?? "guest"?',
        correct: ['"guest"'],
        wrong: ['null', 'undefined', 'false'],
        explanation: 'Nullish coalescing returns the right-hand side when the left is null or undefined.',
      },
      {
        text: 'What does user?.address?.city give when user has no address?',
        correct: ['undefined'],
        wrong: ['It throws a TypeError', 'null', 'An empty string'],
        explanation: 'Optional chaining stops at the missing part and answers undefined instead of throwing.',
      },
      {
        text: 'Which line copies an object so that changing the copy leaves the original untouched at the top level?',
        correct: ['const copy = { ...original };'],
        wrong: ['const copy = original;', 'const { copy } = original;', 'const copy = [original];'],
        explanation:
          'Spread creates a new object with the same top-level keys; plain assignment only copies the reference.',
      },
      {
        text: 'const { name, age } = person; is an example of what?',
        correct: ['Destructuring'],
        wrong: ['Spreading', 'Optional chaining', 'Type coercion'],
        explanation: 'Destructuring pulls named properties out of an object into variables in one line.',
      },
      {
        text: 'Which of these do not change the array they are called on? Select all that apply.',
        correct: ['map', 'filter', 'reduce'],
        wrong: ['push', 'sort'],
        explanation: 'map, filter and reduce return new values; push and sort modify the original array.',
      },
      {
        text: 'Which method attaches a click handler to a button element?',
        correct: ['button.addEventListener("click", handler)'],
        wrong: ['button.on("click", handler)', 'button.click(handler)', 'button.listen("click", handler)'],
        explanation: 'addEventListener is the standard DOM method for reacting to events such as clicks.',
      },
      {
        text: 'Inside a submit handler, why call event.preventDefault()?',
        correct: ['To stop the browser from reloading the page with a full form submission'],
        wrong: ['To stop other handlers from running', 'To clear the form fields', 'To validate the inputs'],
        explanation:
          'A form submission navigates by default; preventDefault lets your code handle the data instead.',
      },
      {
        text: 'What is the safest way to put a user-typed string into the page?',
        correct: ['Set element.textContent'],
        wrong: ['Set element.innerHTML', 'Call document.write', 'Use eval to build the markup'],
        explanation:
          'textContent inserts plain text, so markup typed by a user can never run as HTML or script.',
      },
      {
        text: 'Which two statements about ES modules are true?',
        correct: [
          'A module shares values with the keyword export',
          'Another file uses them with the keyword import',
        ],
        wrong: ['Every variable in a module is global', 'Modules only work in Node.js, not in browsers'],
        explanation:
          'Modules keep their variables private unless exported, and both browsers and Node.js support them.',
      },
      {
        text: 'Where does a to-do app keep its items so they survive a page reload without a server?',
        correct: ['localStorage, saved as a JSON string'],
        wrong: ['A const variable', 'The URL hash of every link', 'sessionStorage of another site'],
        explanation:
          'localStorage persists strings per site across reloads; JSON.stringify and JSON.parse convert the items.',
      },
    ],
  },

  'practical-typescript-for-teams': {
    chapters: {
      'What TypeScript does and does not do for you': [
        {
          text: 'What happens to TypeScript types when your program runs?',
          correct: ['They are erased; the running JavaScript has no type checks'],
          wrong: [
            'The runtime checks every value against its type',
            'They become runtime assertions in production builds',
          ],
          explanation:
            'TypeScript checks at compile time only, which is why data from outside must be validated separately.',
        },
        {
          text: 'Which of these problems can the TypeScript compiler catch before the code runs? Select all that apply.',
          correct: [
            'Calling a method that does not exist on a type',
            'Passing a string where a number is expected',
          ],
          wrong: ['A server returning a different JSON shape than declared', 'A slow database query'],
          explanation:
            'The compiler reasons about your source code; it cannot see what an API actually returns at runtime.',
        },
      ],
      'Turning on strict mode': [
        {
          text: 'Which check inside strict mode forces you to handle undefined and null before using a value?',
          correct: ['strictNullChecks'],
          wrong: ['noImplicitReturns', 'esModuleInterop', 'skipLibCheck'],
          explanation:
            'strictNullChecks makes null and undefined separate types that must be handled explicitly.',
        },
        {
          text: 'With noUncheckedIndexedAccess, what is the type of items[0] when items is string[]?',
          correct: ['string | undefined'],
          wrong: ['string', 'any', 'never'],
          explanation: 'Every array or record lookup is treated as possibly missing, so undefined is added.',
        },
        {
          text: 'When is it cheapest to turn on strict mode?',
          correct: ['On the first day of a new project'],
          wrong: [
            'Just before a release',
            'After the codebase reaches a stable size',
            'It costs the same any time',
          ],
          explanation:
            'Early on there is little code to fix; in a mature codebase it can mean hundreds of changes.',
        },
      ],
      'Discriminated unions for real states': [
        {
          text: 'What makes a union of object types a discriminated union?',
          correct: ['A shared literal field, such as status, whose value identifies each member'],
          wrong: [
            'Every member has the same properties',
            'The members are declared with interface, not type',
            'It has exactly two members',
          ],
          explanation:
            'Switching on the shared literal field lets TypeScript narrow to the member for each value.',
        },
        {
          text: 'Why add a check that assigns the value to never in the default branch of a switch?',
          correct: ['The compiler then reports any state that is added to the union but not handled'],
          wrong: ['It makes the switch run faster', 'It silences errors in the other branches'],
          explanation:
            'If a new member reaches the default branch, it is not assignable to never, so compilation fails.',
        },
      ],
      'Literal types and as const': [
        {
          text: 'What type does TypeScript infer for const sizes = ["s", "m", "l"] as const?',
          correct: ['readonly ["s", "m", "l"]'],
          wrong: ['string[]', 'Array<"s" | "m" | "l">', 'any[]'],
          explanation: 'as const keeps the literal values and makes the array a readonly tuple.',
        },
        {
          text: 'Which of these are literal types? Select all that apply.',
          correct: ['"admin"', '42', 'true'],
          wrong: ['string', 'number'],
          explanation:
            'A literal type allows exactly one value; string and number allow any value of their kind.',
        },
      ],
      'Validating API responses at runtime': [
        {
          text: 'Where should data from an API be validated?',
          correct: ['Where it enters the program, before the rest of the app uses it'],
          wrong: [
            'In every component that displays it',
            'Nowhere: the declared type guarantees its shape',
            'Only in tests',
          ],
          explanation: 'Validating at the boundary means invalid data never leaks into the rest of the app.',
        },
        {
          text: 'Why derive the static type from the validation schema rather than writing both by hand?',
          correct: ['The type and the runtime check can never drift apart'],
          wrong: ['It makes the bundle smaller', 'TypeScript cannot compile hand-written interfaces'],
          explanation: 'With one source of truth, changing the schema changes the type too.',
        },
      ],
      'Utility types you will actually use': [
        {
          text: 'Which utility type makes every property of User optional, for an update payload?',
          correct: ['Partial<User>'],
          wrong: ['Required<User>', 'Readonly<User>', 'Record<User, string>'],
          explanation:
            'Partial marks all properties optional, which fits a payload that changes only some fields.',
        },
        {
          text: 'Pick<User, "id" | "email"> produces which type?',
          correct: ['An object type with only id and email'],
          wrong: ['User without id and email', 'A union of the two property types', 'An array of users'],
          explanation: 'Pick keeps the listed properties; Omit is the one that removes them.',
        },
        {
          text: 'Which type answers the resolved value of an async function fn?',
          correct: ['Awaited<ReturnType<typeof fn>>'],
          wrong: ['ReturnType<fn>', 'Promise<typeof fn>', 'Parameters<typeof fn>'],
          explanation: 'ReturnType gives the Promise, and Awaited unwraps it to the value it resolves to.',
        },
      ],
      'An incremental migration plan': [
        {
          text: 'Which modules should you convert to TypeScript first?',
          correct: ['Leaf modules with few imports'],
          wrong: ['The largest, most imported modules', 'The entry point', 'Test files only'],
          explanation: 'Leaf modules can be typed without first typing everything they depend on.',
        },
        {
          text: 'Why prefer // @ts-expect-error with a comment over any when deferring a fix?',
          correct: ['It fails loudly once the underlying problem is gone'],
          wrong: ['It disables type checking for the whole file', 'It is required by allowJs'],
          explanation:
            'An unused @ts-expect-error is itself an error, so stale suppressions get cleaned up; any hides problems silently.',
        },
      ],
    },
    final: [
      {
        text: 'Which compiler options let TypeScript understand and check existing .js files during a migration? Select all that apply.',
        correct: ['allowJs', 'checkJs'],
        wrong: ['noEmit', 'isolatedModules'],
        explanation: 'allowJs includes JavaScript files and checkJs reports type errors in them.',
      },
      {
        text: 'A request can be loading, loaded or failed. What is the best model?',
        correct: ['A union of three objects that share a status field'],
        wrong: [
          'Three independent booleans: isLoading, hasError, isLoaded',
          'One object whose fields are all optional',
          'A string status plus optional data and error',
        ],
        explanation:
          'A discriminated union makes impossible combinations, such as loading and failed at once, unrepresentable.',
      },
      {
        text: 'What does TypeScript do to the type of a value inside if (typeof value === "string") { … }?',
        correct: ['Narrows it to string within that block'],
        wrong: [
          'Casts it permanently to string',
          'Nothing; you must add a cast',
          'Converts the value at runtime',
        ],
        explanation: 'Type guards such as typeof narrow the type for the code they protect.',
      },
      {
        text: 'Which is the safest type for a value whose shape you do not know yet?',
        correct: ['unknown'],
        wrong: ['any', 'object', 'never'],
        explanation: 'unknown forces you to check the value before using it; any turns checking off.',
      },
      {
        text: 'Which of these can an interface do that a type alias cannot?',
        correct: ['Be reopened and extended by declaration merging'],
        wrong: ['Describe an object shape', 'Be used in a generic', 'Have optional properties'],
        explanation:
          'Interfaces with the same name merge; type aliases cannot be reopened, though both describe object shapes.',
      },
      {
        text: 'In function first<T>(items: T[]): T | undefined, what is T?',
        correct: ['A type parameter filled in from how the function is called'],
        wrong: ['A built-in type meaning any', 'The type of the function itself', 'A runtime argument'],
        explanation: 'Generics let one function keep the relationship between its input and output types.',
      },
      {
        text: 'Which utility type removes properties from a type?',
        correct: ['Omit'],
        wrong: ['Pick', 'Partial', 'Exclude'],
        explanation: 'Omit<T, K> removes the keys K from an object type; Exclude works on union members.',
      },
      {
        text: 'How should a typed fetch wrapper report a failed request to its callers?',
        correct: ['As a typed error result or a thrown error carrying the server message'],
        wrong: ['By returning any', 'By logging it and returning an empty object cast to the expected type'],
        explanation:
          'Callers must be able to tell failure from success; casting an empty object lies to the type system.',
      },
      {
        text: 'What does Record<string, number> describe?',
        correct: ['An object whose keys are strings and whose values are numbers'],
        wrong: ['An array of numbers', 'A tuple of a string and a number', 'A Map instance'],
        explanation: 'Record<K, V> describes lookup tables keyed by K with values of type V.',
      },
      {
        text: 'In code review, which two signs in a typed pull request deserve a question?',
        correct: ['A new any without a comment', 'A type assertion (as) on data from an API'],
        wrong: ['A discriminated union for component state', 'A named interface for props'],
        explanation:
          'any and unchecked assertions bypass the compiler; unions and named interfaces are what good typed code looks like.',
      },
    ],
  },

  'react-19-in-practice': {
    finalDraw: 10,
    chapters: {
      'Thinking in components': [
        {
          text: 'How should data usually flow between a parent and a child component?',
          correct: ['Data down through props, events up through callbacks'],
          wrong: [
            'The child reads the parent state directly',
            'Through global variables',
            'Both write to the same context object',
          ],
          explanation:
            'One-way data flow keeps it obvious where each value comes from and who may change it.',
        },
        {
          text: 'What is a good sign that part of a screen should be its own component?',
          correct: ['It repeats, or changes independently of the rest'],
          wrong: [
            'It uses more than three HTML elements',
            'It has a CSS class',
            'It appears on only one page',
          ],
          explanation: 'Boxes that repeat or change on their own are natural component boundaries.',
        },
      ],
      'useState and useReducer compared': [
        {
          text: 'When does useReducer tend to be clearer than several useState calls?',
          correct: ['When several values change together according to named actions'],
          wrong: ['When a component holds a single boolean', 'Whenever a component fetches data'],
          explanation:
            'A reducer keeps related transitions in one place, which helps when updates depend on each other.',
        },
        {
          text: 'Which setState call is safe when the new count depends on the previous count?',
          correct: ['setCount((c) => c + 1)'],
          wrong: ['setCount(count++)', 'count = count + 1', 'setCount(count + 1) called twice in a row'],
          explanation:
            'The updater form receives the latest state, so queued updates do not overwrite each other.',
        },
      ],
      'Server state is not client state': [
        {
          text: 'Which of these are server state? Select all that apply.',
          correct: ['The list of books in the catalogue', "The signed-in user's wishlist"],
          wrong: ['Whether a dialog is open', 'The text typed into a search box before submitting'],
          explanation:
            'Server state is owned by the server and can go stale; dialog flags and draft input belong only to the screen.',
        },
        {
          text: 'What does a query cache such as TanStack Query give you for server data?',
          correct: ['Caching, request deduplication and background refresh'],
          wrong: ['Automatic database migrations', 'Server-side rendering', 'Form validation'],
          explanation: 'A query cache manages the life cycle of remote data so components do not have to.',
        },
      ],
      'Queries, keys and caching': [
        {
          text: 'What should a query key contain?',
          correct: ['Every variable the query function uses, such as the book id or filters'],
          wrong: ['Only the endpoint name', 'The current time', 'The component name'],
          explanation:
            'The key identifies the cached data; if a variable is missing, different requests share one cache entry.',
        },
        {
          text: 'Two components on one screen use the same query key at the same time. How many requests are sent?',
          correct: ['One'],
          wrong: ['Two', 'None until one of them is clicked', 'One per render'],
          explanation: 'Queries with the same key are deduplicated and share one cached result.',
        },
      ],
      'Mutations and optimistic updates': [
        {
          text: 'After a mutation succeeds, what should happen to the queries showing that data?',
          correct: ['They are invalidated so they refetch fresh data'],
          wrong: ['Nothing, they update themselves', 'The page reloads', 'They are deleted permanently'],
          explanation: 'Invalidating the affected queries makes every screen show what the server now holds.',
        },
        {
          text: 'In an optimistic update, what happens when the server refuses the change?',
          correct: ["The cache is rolled back in onError and the server's message is shown"],
          wrong: [
            'The optimistic value stays, since the user already saw it',
            'The request is retried forever',
            'The app signs the user out',
          ],
          explanation: 'Rolling back restores the truth, and the message tells the user whether to retry.',
        },
        {
          text: 'Which two things does an optimistic "add to wishlist" do before the server answers?',
          correct: ['Saves the previous cached value', 'Updates the cache to show the book as wishlisted'],
          wrong: ['Shows a success toast', 'Disables the button permanently'],
          explanation: 'Keeping the previous value is what makes the rollback possible if the request fails.',
        },
      ],
      'Accessible forms by default': [
        {
          text: 'How should an input be connected to its visible label?',
          correct: ['A label element whose htmlFor matches the input id'],
          wrong: [
            'A placeholder instead of a label',
            'A title attribute',
            'Bold text placed above the input',
          ],
          explanation: 'An associated label is announced by screen readers and makes the label clickable.',
        },
        {
          text: 'Which attribute links an error message to its input so screen readers announce it?',
          correct: ['aria-describedby'],
          wrong: ['aria-hidden', 'tabindex', 'role="presentation"'],
          explanation:
            'aria-describedby points at the element whose text describes the input, such as its error.',
        },
        {
          text: 'Where should focus go when a form is submitted with errors?',
          correct: ['To the first invalid field'],
          wrong: ['To the submit button', 'To the top of the page', 'Nowhere: focus should not move'],
          explanation:
            'Moving focus to the first problem lets keyboard and screen-reader users fix it directly.',
        },
      ],
      'Measuring and fixing slow renders': [
        {
          text: 'What should you do before optimising a slow page?',
          correct: ['Record a profile to see which components rendered and why'],
          wrong: ['Wrap every component in memo', 'Rewrite it in a different framework', 'Remove all state'],
          explanation: 'The React Profiler shows where time goes, so you fix the real bottleneck.',
        },
        {
          text: 'Which fixes match the usual causes of slowness? Select all that apply.',
          correct: [
            'Virtualise very long lists',
            'Memoise an expensive calculation with useMemo',
            'Lazy-load routes to cut the first download',
          ],
          wrong: ['Move every piece of state into context'],
          explanation:
            'Large lists, expensive calculations and big bundles are the common culprits; a giant context causes more re-renders.',
        },
      ],
    },
    final: [
      {
        text: 'Why organise a React app by feature rather than by file type?',
        correct: ['Everything about one area sits together, so it is easy to find and change'],
        wrong: ['React requires it', 'It makes components render faster', 'It removes the need for tests'],
        explanation:
          'Feature folders keep related components, hooks and API calls side by side as the app grows.',
      },
      {
        text: 'Where should the current page of a catalogue list live so that it can be shared as a link?',
        correct: ['In the URL'],
        wrong: ['In useState', 'In a ref', 'In localStorage'],
        explanation: 'URL state survives reloads and can be bookmarked or shared.',
      },
      {
        text: 'Why can a single large context cause a re-render storm?',
        correct: ['Every consumer re-renders when any part of the context value changes'],
        wrong: [
          'Context values are copied on every render',
          'Context disables memo',
          'Context runs effects twice',
        ],
        explanation:
          'Splitting contexts or using a selector-based store limits re-renders to what actually changed.',
      },
      {
        text: 'What does an error boundary do?',
        correct: ['Catches render errors in its children and shows a fallback instead of a blank page'],
        wrong: ['Catches errors in event handlers', 'Retries failed network requests', 'Validates props'],
        explanation:
          'Error boundaries catch errors thrown while rendering; event handler errors need try...catch.',
      },
      {
        text: 'Which component shows a fallback while lazily loaded code or data is not ready?',
        correct: ['Suspense'],
        wrong: ['Fragment', 'StrictMode', 'Portal'],
        explanation: 'Suspense renders its fallback until the components below it can render.',
      },
      {
        text: 'Which two benefits does react-hook-form bring to a large form?',
        correct: ['Fewer re-renders while typing', 'Validation rules declared next to each field'],
        wrong: ['Server-side validation is no longer needed', 'Inputs no longer need labels'],
        explanation:
          'It keeps input state out of React renders; the server must still validate everything it receives.',
      },
      {
        text: 'How should a component test find the "Add to cart" button?',
        correct: ['By its role and accessible name'],
        wrong: ['By its CSS class', 'By its position in the DOM', 'By a snapshot of the whole page'],
        explanation: 'Querying like a user does makes tests survive refactors and checks accessibility too.',
      },
      {
        text: 'What does useMemo do?',
        correct: ['Caches a calculated value until its dependencies change'],
        wrong: [
          'Caches a server response',
          'Prevents a component from ever re-rendering',
          'Stores state across pages',
        ],
        explanation: 'useMemo skips an expensive recalculation when its inputs are unchanged.',
      },
      {
        text: 'Which of these belong in local component state? Select all that apply.',
        correct: ['Whether a dropdown menu is open', 'Which tab of a details panel is selected'],
        wrong: ["The signed-in user's order history", 'The list of books from the API'],
        explanation:
          'Local state is what only this screen knows; data owned by the server belongs in the query cache.',
      },
      {
        text: 'What happens when a list renders items without a stable key?',
        correct: ['React may reuse the wrong element, mixing up state such as input values'],
        wrong: [
          'The list does not render at all',
          'React sorts the items',
          'Nothing: keys are only for styling',
        ],
        explanation:
          'Keys let React match items between renders; using indexes breaks when items are reordered.',
      },
      {
        text: 'Which hook runs code after render to synchronise with something outside React, such as a subscription?',
        correct: ['useEffect'],
        wrong: ['useState', 'useMemo', 'useId'],
        explanation: 'Effects synchronise with external systems and can return a cleanup function.',
      },
      {
        text: 'Why should an effect that subscribes to an event return a cleanup function?',
        correct: ['So the subscription is removed when the component unmounts or the effect re-runs'],
        wrong: ['React requires every effect to return something', 'To make the effect run only once'],
        explanation: 'Without cleanup, listeners pile up and keep calling code for components that are gone.',
      },
      {
        text: 'A form action in React 19 receives what when the form is submitted?',
        correct: ['A FormData object with the submitted fields'],
        wrong: ['The raw DOM event only', 'A JSON string', 'Nothing; it must read the inputs with refs'],
        explanation:
          "Actions are called with the form's FormData, which simplifies reading submitted values.",
      },
      {
        text: 'Which tools help find why the checkout page feels slow? Select all that apply.',
        correct: ['The React Profiler', "The browser's Performance panel"],
        wrong: ['The CSS linter', 'The package.json scripts list'],
        explanation:
          'Both profilers record what ran and for how long; linters and scripts do not measure runtime.',
      },
      {
        text: 'What does staleTime control in TanStack Query?',
        correct: ['How long cached data counts as fresh before a background refetch is considered'],
        wrong: ['How long a request may take before it fails', 'How long data stays in localStorage'],
        explanation:
          'Fresh data is served from cache without refetching; stale data is refetched on triggers.',
      },
      {
        text: 'Which element should a clickable action that does not navigate be?',
        correct: ['A button element'],
        wrong: ['A div with an onClick', 'A link with href="#"', 'A span with a cursor style'],
        explanation:
          'Buttons are focusable and keyboard-operable by default and announce themselves correctly.',
      },
    ],
  },

  'production-apis-with-node-and-postgresql': {
    chapters: {
      'Resources, status codes and error shapes': [
        {
          text: "A signed-in user asks to cancel someone else's booking. Which status code fits?",
          correct: ['403 Forbidden'],
          wrong: ['401 Unauthorized', '400 Bad Request', '500 Internal Server Error'],
          explanation:
            '401 means not signed in; 403 means signed in but not allowed to act on this resource.',
        },
        {
          text: 'Which status code should a request with malformed JSON in its body get?',
          correct: ['400 Bad Request'],
          wrong: ['409 Conflict', '404 Not Found', '200 with an error field'],
          explanation: "Malformed input is the client's mistake and is reported as 400 with a clear message.",
        },
        {
          text: 'What should every error response of the API have in common?',
          correct: ['The same JSON shape with a human message and a stable machine code'],
          wrong: ['An HTML page', 'A stack trace', 'A status of 200 so clients do not crash'],
          explanation:
            'A predictable error shape lets clients show messages and handle codes without special cases.',
        },
      ],
      'Transactions and race conditions': [
        {
          text: 'Twenty requests try to book the last seat at once. What is the simplest reliable guarantee?',
          correct: ['A unique constraint in the database'],
          wrong: [
            'Check in application code whether the seat is free, then insert',
            'A setTimeout between requests',
            'Caching the seat count in memory',
          ],
          explanation:
            'The database enforces a constraint atomically; a read-then-write check in code races with other requests.',
        },
        {
          text: 'Which two practices keep transactions safe under load?',
          correct: ['Keep transactions short', 'Never call external services while holding locks'],
          wrong: [
            'Open one transaction per user session',
            'Retry every query three times inside the transaction',
          ],
          explanation: 'Long transactions hold locks that block other requests and invite deadlocks.',
        },
      ],
      'Migrations without downtime': [
        {
          text: 'You need to rename a column used by the running app. What is the zero-downtime approach?',
          correct: ['Add the new column, write to both, backfill, switch reads, then drop the old one later'],
          wrong: [
            'Rename it in one migration during deploy',
            'Stop the app, rename, restart',
            'Drop and recreate the table',
          ],
          explanation: 'Expand-and-contract keeps old and new code working while the deploy rolls out.',
        },
        {
          text: 'Why can adding a column with a volatile default, or creating an index without CONCURRENTLY, hurt a live PostgreSQL database?',
          correct: ['It can lock the table for writes while it runs'],
          wrong: ['It deletes existing rows', 'It disables transactions', 'It changes every column type'],
          explanation:
            'Long-held locks block writes; CREATE INDEX CONCURRENTLY builds the index without that lock.',
        },
      ],
      'Password hashing and token revocation': [
        {
          text: 'Which algorithms are suitable for storing passwords? Select all that apply.',
          correct: ['argon2id', 'scrypt'],
          wrong: ['SHA-256 without salt', 'MD5', 'Base64 encoding'],
          explanation:
            'Password hashes must be slow and salted; fast hashes and encodings are cracked or reversed easily.',
        },
        {
          text: 'How can short-lived tokens be revoked when a user changes their password?',
          correct: ['Store a token version per user and reject tokens carrying an older version'],
          wrong: [
            'Tokens cannot be revoked',
            'Change the token format',
            'Ask the client to delete its cookie',
          ],
          explanation:
            'Bumping the version invalidates every token issued before the change on the next check.',
        },
      ],
      'Rate limits and abuse': [
        {
          text: 'Where should rate-limit counters live when the API runs on several instances?',
          correct: ['In a shared store such as Redis'],
          wrong: ["In each instance's memory", 'In the browser', 'In the access log'],
          explanation: 'With per-instance counters an attacker gets a fresh allowance on every instance.',
        },
        {
          text: 'Why answer a password-reset request the same way whether or not the email exists?',
          correct: ['So attackers cannot discover which accounts exist'],
          wrong: ['To save database queries', 'Because email addresses are case-insensitive'],
          explanation: 'Different answers would let anyone enumerate registered email addresses.',
        },
        {
          text: 'Which status code tells a client it has sent too many requests?',
          correct: ['429'],
          wrong: ['403', '503', '418'],
          explanation: '429 Too Many Requests is the standard answer, ideally with a Retry-After header.',
        },
      ],
      'Finding and fixing slow queries': [
        {
          text: 'What does EXPLAIN ANALYZE show?',
          correct: ['The plan PostgreSQL chose and how long each step actually took'],
          wrong: [
            'Only the estimated cost, without running the query',
            'The list of slow clients',
            'The table sizes',
          ],
          explanation: 'ANALYZE runs the query, so you see real timings and row counts beside the estimates.',
        },
        {
          text: 'A listing filters by category and orders by created date. Which index fits best?',
          correct: ['A composite index on (category_id, created_at)'],
          wrong: ['Separate indexes on every column of the table', 'An index on created_at only', 'No index'],
          explanation:
            'A composite index matching both the WHERE and the ORDER BY lets PostgreSQL read rows in order.',
        },
        {
          text: 'What is the N+1 query problem?',
          correct: ['Running one query for a list and then one more query per item'],
          wrong: ['A query that returns one extra row', 'A join on N tables', 'An index with N+1 columns'],
          explanation:
            'Loading related rows in one query with a join or an IN list replaces the per-item queries.',
        },
      ],
    },
    final: [
      {
        text: 'Which HTTP method and path best create a booking?',
        correct: ['POST /bookings'],
        wrong: ['GET /createBooking', 'PUT /bookings/new', 'DELETE /bookings'],
        explanation: 'Resources are nouns and POST to the collection creates a new member.',
      },
      {
        text: 'Which status code fits an attempt to book a seat that is already taken?',
        correct: ['409 Conflict'],
        wrong: ['400 Bad Request', '404 Not Found', '201 Created'],
        explanation: 'The request is well formed but conflicts with the current state of the resource.',
      },
      {
        text: 'Which of these are good uses of database constraints? Select all that apply.',
        correct: [
          'A unique constraint on (user_id, course_id)',
          'A foreign key from bookings to users',
          'A check that price >= 0',
        ],
        wrong: ['Storing the API version'],
        explanation: 'Constraints make invalid data impossible, whatever code or concurrency writes it.',
      },
      {
        text: 'Why use a typed query builder instead of an ORM in this course?',
        correct: ['You see exactly which SQL runs and can still get type checking'],
        wrong: ['Query builders cannot run raw SQL', 'ORMs do not support PostgreSQL'],
        explanation:
          'A query builder keeps the SQL visible, which matters when tuning and reasoning about locks.',
      },
      {
        text: 'What should an integration test for the bookings endpoint run against?',
        correct: ['A real PostgreSQL database with migrations applied'],
        wrong: ['A mock of the repository functions', 'The production database', 'An in-memory array'],
        explanation: 'A real database catches constraint, transaction and SQL mistakes that mocks hide.',
      },
      {
        text: 'What should happen when the process receives SIGTERM during a deploy?',
        correct: ['Stop accepting new connections, finish in-flight requests, then close the database pool'],
        wrong: ['Exit immediately', 'Ignore it', 'Restart the database'],
        explanation: 'A graceful shutdown means no request is cut off halfway through a deploy.',
      },
      {
        text: 'Which two things make logs useful during an incident?',
        correct: ['Structured JSON fields', 'A request id on every line of a request'],
        wrong: ['Logging full request bodies with passwords', 'Printing a banner on every request'],
        explanation:
          'Structured, correlated logs can be searched and filtered; secrets must never be logged.',
      },
      {
        text: 'A health check endpoint should answer 200 when…',
        correct: ['The service can reach the database it depends on'],
        wrong: ['The process has started, whatever its dependencies', 'The last deploy succeeded'],
        explanation:
          'Load balancers use health checks to route traffic only to instances that can really serve it.',
      },
      {
        text: 'How should the server answer a 5xx error to the client?',
        correct: ['With a generic message, while logging the details with the request id'],
        wrong: ['With the full stack trace', 'With the SQL that failed', 'With a 200 and an error field'],
        explanation: 'Internal details help attackers; the request id lets operators find the logged error.',
      },
      {
        text: 'What does SELECT … FOR UPDATE do inside a transaction?',
        correct: ['Locks the selected rows so other transactions wait before changing them'],
        wrong: ['Updates the selected rows', 'Makes the query faster', 'Creates a temporary table'],
        explanation: 'Row locks serialise competing writers on the same rows until the transaction ends.',
      },
      {
        text: 'Which of these inputs must the API validate? Select all that apply.',
        correct: ['Request bodies', 'Query-string parameters', 'Path parameters'],
        wrong: ['Its own SQL migrations at runtime'],
        explanation: 'Everything that arrives from a client is untrusted, wherever in the request it sits.',
      },
    ],
  },
};
