import { crashSafetySuite } from './crash-safety.suite.js';
import { describeOnEngine } from './server-process.js';

describeOnEngine('crash safety: kill -9 mid-stream and restart on the same data', 'sqlite', crashSafetySuite);
