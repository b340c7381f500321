import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from './linkedin-url';

describe('LinkedIn "Add to profile" link', () => {
  it('prefills the certification with the course, organisation, issue month, verification URL and number', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'Modern JavaScript',
        organizationName: 'Coursewise',
        issuedAt: '2026-03-14T10:30:00.000Z',
        certUrl: 'https://coursewise.example/certificates/cert-1',
        certId: 'CW-2026-000123',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Modern JavaScript',
      organizationName: 'Coursewise',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://coursewise.example/certificates/cert-1',
      certId: 'CW-2026-000123',
    });
  });

  it('percent-encodes every value, spaces as %20 and reserved characters included', () => {
    const url = linkedInAddToProfileUrl({
      name: 'C# & .NET: 100% + more?',
      organizationName: 'Coursewise',
      issuedAt: '2026-12-31T23:59:00.000Z',
      certUrl: 'https://coursewise.example/certificates/a?b=c&d',
      certId: 'CW-2026-000001',
    });
    expect(url).toContain('name=C%23%20%26%20.NET%3A%20100%25%20%2B%20more%3F&');
    expect(url).toContain('certUrl=https%3A%2F%2Fcoursewise.example%2Fcertificates%2Fa%3Fb%3Dc%26d&');
    expect(url).toContain('issueYear=2026&issueMonth=12&');
    expect(url).not.toContain('+');
    expect(new URL(url).searchParams.get('name')).toBe('C# & .NET: 100% + more?');
  });

  it('leaves the issue date out rather than sending NaN when the date is unreadable', () => {
    const url = linkedInAddToProfileUrl({
      name: 'Course',
      organizationName: 'Coursewise',
      issuedAt: 'not a date',
      certUrl: 'https://coursewise.example/certificates/x',
      certId: 'CW-1',
    });
    expect(url).not.toContain('issueYear');
    expect(url).not.toContain('NaN');
  });
});
