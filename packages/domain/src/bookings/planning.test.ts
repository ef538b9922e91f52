import { describe, expect, it } from 'vitest';
import { planningViewOf, planningWindow, shownSite } from './planning.ts';

describe('planningWindow', () => {
  it('gives the day, the week from Monday and the month', () => {
    expect(planningWindow('2027-03-31', 'day')).toEqual({ from: '2027-03-31', to: '2027-03-31' });
    // 2027-03-31 is a Wednesday; 2027-03-28, a Sunday, closes the week of Monday 22.
    expect(planningWindow('2027-03-31', 'week')).toEqual({ from: '2027-03-29', to: '2027-04-04' });
    expect(planningWindow('2027-03-28', 'week')).toEqual({ from: '2027-03-22', to: '2027-03-28' });
    expect(planningWindow('2028-02-10', 'month')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(planningWindow('2027-12-31', 'month')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
  });
});

describe('planningViewOf', () => {
  it('reads the one word set, and the words of older links', () => {
    expect(['day', 'week', 'month', 'agenda'].map(planningViewOf)).toEqual(['day', 'week', 'month', 'agenda']);
    expect(['jour', 'semaine', 'mois', 'liste'].map(planningViewOf)).toEqual(['day', 'week', 'month', 'agenda']);
    expect([null, '', 'year', 'Day'].map(planningViewOf)).toEqual([null, null, null, null]);
  });
});

describe('shownSite', () => {
  const sites = [{ id: 7 }, { id: 3 }];
  it('shows the site asked for, every site for « tous », else the first of several by day and week and every one by month', () => {
    expect(shownSite('week', 3, sites)).toBe(3);
    expect(shownSite('day', 'tous', sites)).toBeNull();
    expect(shownSite('week', undefined, sites)).toBe(7);
    expect(shownSite('day', undefined, sites)).toBe(7);
    expect(shownSite('month', undefined, sites)).toBeNull();
    expect(shownSite('week', undefined, [{ id: 7 }])).toBeNull();
    expect(shownSite('week', undefined, [])).toBeNull();
  });
});
