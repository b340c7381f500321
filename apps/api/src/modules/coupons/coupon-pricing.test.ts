import { describe, expect, it } from 'vitest';
import { convertAmount, discountLines } from './coupon-pricing.js';

const rates = { GBP: 0.79, EUR: 0.9237 };
const all = () => true;

describe('coupon pricing (the rounding written in docs/decisions.md)', () => {
  it('takes a percentage off each line, halves rounded up', () => {
    const lines = [
      { courseId: 'a', amount: 1549 },
      { courseId: 'b', amount: 1001 },
    ];
    // 1549 × 15 % = 232.35 → 232; 1001 × 15 % = 150.15 → 150; 10 × 25 % = 2.5 → 3.
    expect(discountLines(lines, all, { kind: 'percent', percentOff: 15 }, 'GBP', rates)).toEqual([232, 150]);
    expect(
      discountLines([{ courseId: 'c', amount: 10 }], all, { kind: 'percent', percentOff: 25 }, 'USD', rates),
    ).toEqual([3]);
  });

  it('converts a fixed amount through USD by the rates and rounds once', () => {
    expect(convertAmount(500, 'USD', 'GBP', rates)).toBe(395);
    expect(convertAmount(500, 'USD', 'EUR', rates)).toBe(462); // 461.85
    expect(convertAmount(395, 'GBP', 'USD', rates)).toBe(500);
    expect(convertAmount(500, 'GBP', 'EUR', rates)).toBe(585); // 500 / 0.79 × 0.9237 = 584.62
    expect(convertAmount(500, 'EUR', 'EUR', rates)).toBe(500);
  });

  it('spreads a fixed amount in proportion, the remainder to the largest lines, never above a line', () => {
    const lines = [
      { courseId: 'a', amount: 1000 },
      { courseId: 'b', amount: 2000 },
      { courseId: 'c', amount: 999 },
    ];
    // 1000 off 3999: 250.06 → 250, 500.12 → 500, 249.81 → 249; 1 left goes to b (largest).
    expect(
      discountLines(lines, all, { kind: 'amount', amountOff: 1000, currency: 'USD' }, 'USD', rates),
    ).toEqual([250, 501, 249]);
    const small = [
      { courseId: 'a', amount: 1 },
      { courseId: 'b', amount: 1 },
      { courseId: 'c', amount: 2 },
    ];
    expect(
      discountLines(small, all, { kind: 'amount', amountOff: 3, currency: 'USD' }, 'USD', rates),
    ).toEqual([1, 0, 2]);
    expect(
      discountLines(small, all, { kind: 'amount', amountOff: 99, currency: 'USD' }, 'USD', rates),
    ).toEqual([1, 1, 2]);
  });

  it('leaves lines the code does not cover at 0', () => {
    const lines = [
      { courseId: 'a', amount: 1000 },
      { courseId: 'b', amount: 3000 },
    ];
    const onlyB = (id: string) => id === 'b';
    expect(
      discountLines(lines, onlyB, { kind: 'amount', amountOff: 500, currency: 'USD' }, 'USD', rates),
    ).toEqual([0, 500]);
    expect(discountLines(lines, onlyB, { kind: 'percent', percentOff: 10 }, 'USD', rates)).toEqual([0, 300]);
  });
});
