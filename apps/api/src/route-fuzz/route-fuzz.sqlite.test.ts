import { describeOnDatabase } from '../../test/helper.js';
import { routeFuzzSuite } from './route-fuzz.suite.js';

describeOnDatabase('route fuzzer', 'sqlite', routeFuzzSuite);
