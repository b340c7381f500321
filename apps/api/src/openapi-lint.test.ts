import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../test/helper.js';

/** `rule at pointer: message`, so a failure names what to fix in the contract. */
const describeProblem = (problem: NormalizedProblem) =>
  `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;

// The document does not depend on the database engine, so one engine is enough here.
describe('the OpenAPI document under Redocly’s recommended ruleset', () => {
  const t = useTestApp('sqlite');

  it('has no errors', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: response.body, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error').map(describeProblem);
    const warnings = problems.filter((problem) => problem.severity === 'warn').map(describeProblem);
    if (warnings.length > 0) console.info(`Redocly warnings:\n${warnings.join('\n')}`);
    expect(errors).toEqual([]);
  });
});
